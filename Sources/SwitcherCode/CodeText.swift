import SwitcherCore

/// Lines of code put together.
enum CodeText {
    /// `text`'s lines, each non-empty one indented by `spaces`.
    static func indent(_ text: String, _ spaces: Int = 4) -> String { ListingText.indent(text, spaces) }

    /// The comment heading a file: its name, then the citation.
    static func heading(_ name: String, _ context: CodeContext, comment: String = "//") -> String {
        context.listing.heading(name, comment: comment)
    }

    /// Blocks set apart by blank lines, empty ones left out.
    static func blocks(_ blocks: [String]) -> String { ListingText.blocks(blocks) }
}
