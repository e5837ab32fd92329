/// The `palette:` header: single lowercase letters that name colours, so a `--- colors` grid
/// can paint a drawing with one character per cell.
struct AssetPalette {
    private(set) var colours: [Character: RGB] = [:]

    /// The empty palette, for files without a `palette:` line.
    init() {}

    /// Parses `r=#FF3B30 g=#8E8E93 …`.
    init(_ value: AssetFile.Value?, file: String) throws(AssetError) {
        guard let value else { return }
        for entry in value.text.split(separator: " ", omittingEmptySubsequences: true) {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].count == 1, let letter = parts[0].first,
                ("a"..."z").contains(letter)
            else {
                throw AssetError(
                    file: file, line: value.line,
                    message: "bad palette entry '\(entry)' (expected letter=#RRGGBB with a letter a-z)")
            }
            guard let colour = Self.colour(String(parts[1])) else {
                throw AssetError(
                    file: file, line: value.line,
                    message: "bad colour '\(parts[1])' for palette letter '\(letter)' (expected #RRGGBB)")
            }
            guard colours[letter] == nil else {
                throw AssetError(
                    file: file, line: value.line, message: "palette letter '\(letter)' is defined twice")
            }
            colours[letter] = colour
        }
    }

    subscript(letter: Character) -> RGB? { colours[letter] }

    /// `b, g, r` or `none`: what an error lists as the letters one may use.
    var letters: String {
        colours.isEmpty ? "none defined" : colours.keys.map(String.init).sorted().joined(separator: ", ")
    }

    /// Strictly `#RRGGBB`: `RGB(hex:)` alone would also take `FF3B30` or `#+FFFFF`.
    static func colour(_ text: String) -> RGB? {
        guard text.count == 7, text.first == "#", text.dropFirst().allSatisfy({ $0.isASCII && $0.isHexDigit })
        else { return nil }
        return RGB(hex: text)
    }

    /// A required colour header, e.g. `accent: #FF3B30`.
    static func colour(_ key: String, in file: AssetFile) throws(AssetError) -> RGB {
        let value = file.required(key)
        guard let colour = colour(value.text) else {
            throw AssetError(
                file: file.file, line: value.line,
                message: "bad colour '\(value.text)' for '\(key)' (expected #RRGGBB)")
        }
        return colour
    }
}
