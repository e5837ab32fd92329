/// A problem in an asset file, located like a compiler diagnostic so a user who writes their
/// own apps (`--assets DIR`) can jump straight to it: `apps/bank.app:7: message`.
public struct AssetError: LocatedError, Equatable {
    /// The path relative to the assets directory, e.g. `apps/medical-id.app`.
    public let file: String
    /// The 1-based line; 0 when the problem is the file or directory as a whole.
    public let line: Int
    /// What is wrong; names the column when one character is at fault.
    public let message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

}
