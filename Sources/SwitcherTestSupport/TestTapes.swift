/// Tapes more than one test target plays.
public enum TestTapes {
    /// Captions (docs/TAPES.md) shown, changed and cleared over three seconds.
    public static let captioned = """
        Set Size 100x30
        Caption "The baseline: no strategy."
        Launch "Medical ID"
        Sleep 1s
        Caption "Home: the snapshot."
        Press Home
        Sleep 1s
        Caption ""
        Sleep 1s
        """
}
