/// Writes an app's `--- mask` and `--- fields` sections with one field marked wherever a text
/// occurs on its screen, so that nobody aligns a mask by hand, character by character.
public enum MaskWriter {
    /// What to paste into the app file in place of its mask and legend.
    public struct Sections: Equatable, Sendable {
        /// The `--- mask` section, its heading first, trailing blanks dropped.
        public let mask: [String]
        /// The `--- fields` section, its heading first.
        public let fields: [String]
        /// The letter the field got.
        public let letter: Character
        /// Cells the matches marked.
        public let cells: Int
        /// Each text with its occurrences, in the order given.
        public let occurrences: [(text: String, count: Int)]

        public static func == (a: Sections, b: Sections) -> Bool {
            a.mask == b.mask && a.fields == b.fields && a.letter == b.letter && a.cells == b.cells
                && a.occurrences.map(\.text) == b.occurrences.map(\.text)
                && a.occurrences.map(\.count) == b.occurrences.map(\.count)
        }
    }

    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// `app`'s mask and legend, kept as they are, with the field `name` (its letter if the
    /// legend has it, else the first free one) on every cell of every occurrence of each of
    /// `matches` on the screen. Blank cells stay unmarked: a blank cannot leak.
    public static func sections(for app: AppAsset, field name: String, matches: [String]) throws(Problem)
        -> Sections
    {
        // The name goes into the legend, one line of the app file, and onto the terminal.
        if let bad = name.unicodeScalars.first(where: Self.breaksALine) {
            let code = "U+" + String(bad.value, radix: 16, uppercase: true).leftPadded(to: 4, with: "0")
            throw Problem(
                description:
                    "--field holds a control character or a line break (\(code)): a field's name is one line of printable text"
            )
        }
        let name = name.trimmingCharacters(in: .whitespaces)
        if name.isEmpty { throw Problem(description: "--field needs a name") }
        if name.count > FieldLegend.maximumNameLength {
            throw Problem(
                description:
                    "--field is \(name.count) characters long (at most \(FieldLegend.maximumNameLength))")
        }
        if matches.isEmpty { throw Problem(description: "give at least one --match TEXT") }
        var legend = app.fields.compactMap { field in field.letter.map { ($0, field.name) } }
        let letter: Character
        if let known = legend.first(where: { $0.1.lowercased() == name.lowercased() }) {
            letter = known.0
        } else {
            let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
            guard let free = letters.first(where: { letter in !legend.contains { $0.0 == letter } }) else {
                throw Problem(description: "every field letter is taken")
            }
            letter = free
            legend.append((letter, name))
        }
        // The mask as it is: each field's letter, '#' for the unnamed cells.
        let screen = app.screen
        var grid = (0..<screen.height).map { y in
            (0..<screen.width).map { x -> Character in
                let cell = screen[x, y]
                guard cell.sensitive else { return " " }
                return cell.field.flatMap { app.fields[$0].letter } ?? "#"
            }
        }
        let rows = screen.lines.map(Array.init)
        var cells = 0
        var occurrences: [(String, Int)] = []
        for text in matches {
            let needle = Array(text)
            if needle.isEmpty || needle.allSatisfy({ $0 == " " }) {
                throw Problem(description: "--match needs a text that is not blank")
            }
            var count = 0
            for (y, row) in rows.enumerated() where row.count >= needle.count {
                for x in 0...(row.count - needle.count) where Array(row[x..<(x + needle.count)]) == needle {
                    count += 1
                    for dx in 0..<needle.count where needle[dx] != " " {
                        if grid[y][x + dx] != letter { cells += 1 }
                        grid[y][x + dx] = letter
                    }
                }
            }
            if count == 0 {
                throw Problem(description: "'\(text)' does not occur on \(app.name)'s screen")
            }
            occurrences.append((text, count))
        }
        var mask = grid.map { String($0).trailingBlanksDropped }
        while mask.last?.isEmpty == true { mask.removeLast() }
        return Sections(
            mask: ["--- mask"] + mask, fields: ["--- fields"] + legend.map { "\($0.0) = \($0.1)" },
            letter: letter, cells: cells, occurrences: occurrences)
    }
}

extension String {
    fileprivate var trailingBlanksDropped: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}

extension MaskWriter {
    /// A control character (a line break, an escape) or a Unicode line or paragraph separator.
    static func breaksALine(_ scalar: Unicode.Scalar) -> Bool {
        TerminalSafeText.isControl(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
