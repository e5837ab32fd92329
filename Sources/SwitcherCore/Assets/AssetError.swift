/// The files under an assets directory.
public enum AssetFiles {}

/// A problem in an asset file, located like a compiler diagnostic so a user who writes their
/// own apps (`--assets DIR`) can jump straight to it: `apps/bank.app:7: message`. The file is
/// the path relative to the assets directory; line 0 is the file or directory as a whole; the
/// message names the column when one character is at fault.
public typealias AssetError = FileProblem<AssetFiles>
