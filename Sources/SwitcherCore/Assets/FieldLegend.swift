/// The `--- fields` section of an app file: one `letter = name` line per field the mask
/// marks with that letter (`a = 2FA code`). Blank lines are ignored.
struct FieldLegend {
    struct Entry {
        let letter: Character
        let name: String
        let line: Int
    }

    private(set) var entries: [Entry] = []

    /// The longest name: as long as an app's, it fits a line of the lab's panels.
    static let maximumNameLength = AppAsset.maximumNameLength

    init(_ file: AssetFile) throws(AssetError) {
        guard let section = file.section("fields") else { return }
        for row in section.rows {
            let text = row.text.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            guard let equals = text.firstIndex(of: "=") else {
                throw AssetError(
                    file: file.file, line: row.number,
                    message: "expected 'letter = name', e.g. 'a = 2FA code'")
            }
            let key = text[..<equals].trimmingCharacters(in: .whitespaces)
            let name = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard key.count == 1, let letter = key.first, Self.isFieldLetter(letter) else {
                throw AssetError(
                    file: file.file, line: row.number,
                    message: "a field's letter is one of a-z or A-Z, not '\(key)'")
            }
            if name.isEmpty {
                throw AssetError(file: file.file, line: row.number, message: "field '\(letter)' has no name")
            }
            if name.count > Self.maximumNameLength {
                throw AssetError(
                    file: file.file, line: row.number,
                    message: "field name is \(name.count) characters long (at most \(Self.maximumNameLength))"
                )
            }
            if let earlier = entries.first(where: { $0.letter == letter }) {
                throw AssetError(
                    file: file.file, line: row.number,
                    message: "duplicate field letter '\(letter)' (first on line \(earlier.line))")
            }
            if let earlier = entries.first(where: { $0.name.lowercased() == name.lowercased() }) {
                throw AssetError(
                    file: file.file, line: row.number,
                    message:
                        "duplicate field name '\(name)' (also '\(earlier.letter)' on line \(earlier.line))")
            }
            entries.append(Entry(letter: letter, name: name, line: row.number))
        }
    }

    static func isFieldLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    /// The mark of mask character `code`: a legend letter's field, `#` for the unnamed
    /// field (after the legend's), nil for a cell not marked.
    func mark(of code: Character) -> UInt8? {
        if code == "#" { return Cell.mark(sensitive: true, field: entries.count) }
        guard let index = entries.firstIndex(where: { $0.letter == code }) else { return nil }
        return Cell.mark(sensitive: true, field: index)
    }

    /// The letters, for an error message: `a, b`, or that there is no legend.
    var letters: String {
        entries.isEmpty
            ? "no '--- fields' section"
            : "fields: " + entries.map { String($0.letter) }.joined(separator: ", ")
    }
}
