/// A problem in a file the user wrote (an asset, a tape), located like a compiler diagnostic
/// so the user can jump straight to it.
public protocol LocatedError: Error, CustomStringConvertible {
    /// The file as the user named it.
    var file: String { get }
    /// The 1-based line; 0 when the problem is the file as a whole.
    var line: Int { get }
    /// What is wrong, naming what was expected.
    var message: String { get }
}

extension LocatedError {
    /// `file:line: message` (`file: message` for the file as a whole), safe to print to a
    /// terminal: file names and quoted text are untrusted.
    public var description: String {
        TerminalSafeText.sanitized(line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)")
    }
}

/// A located problem in one kind of file; `Kind` only tells the kinds apart (`AssetError`,
/// `TapeError`), so that each keeps a type of its own.
public struct FileProblem<Kind>: LocatedError, Hashable, Sendable {
    public let file: String
    public let line: Int
    public let message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }
}
