/// The program's version: the one place it is written. `switcherlab --version`, the JSON and
/// SARIF reports, the Homebrew formula's test and `scripts/release` all read it from here.
public enum SwitcherLabVersion {
    /// Semantic versioning: `MAJOR.MINOR.PATCH`.
    public static let current = "0.9.0"
}
