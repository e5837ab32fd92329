/// Padding for aligned plain-text output (the timeline, the audit table, the strategy list).
/// Widths count characters, as the callers' columns do.
extension String {
    /// The text followed by spaces up to `width` characters; longer text is left as it is.
    public func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The text preceded by `pad` up to `width` characters; longer text is left as it is.
    public func leftPadded(to width: Int, with pad: Character = " ") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
