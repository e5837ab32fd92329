/// A named field of an app's screen: the cells its mask marks with one letter, named by the
/// `--- fields` legend (`a = 2FA code`), or the cells marked `#`, which belong to no named
/// field. What a reviewer reports ("the 2FA code is readable"), not a count of cells.
public struct SensitiveField: Hashable, Sendable {
    /// The mask letter; nil for the `#` cells.
    public let letter: Character?
    /// The legend's name; `unnamed` for the `#` cells.
    public let name: String
    /// The field's words as the screen shows them, top to bottom, left to right: each run of
    /// the field's cells on a row.
    public let words: [String]

    public init(letter: Character?, name: String, words: [String]) {
        self.letter = letter
        self.name = name
        self.words = words
    }

    /// The name the `#` cells are reported under.
    public static let unnamedName = "unnamed"

    /// Every cell of the field (spaces between words are not cells of it).
    public var cells: Int { words.reduce(0) { $0 + $1.unicodeScalars.count } }

    /// What the field is counted in when said in words: digits for a code or a number, words
    /// for a phrase, characters for a single word.
    public var unit: FieldLeak.Unit {
        if words.allSatisfy({ $0.allSatisfy(\.isNumber) }) { return .digits }
        return words.count > 1 ? .words : .characters
    }

    /// The fields of `screen`, from its cells' marks: `legend[i]` names mark `i + 2`;
    /// fields with no cell are kept (their count is 0), so indexes stay the legend's.
    static func fields(of screen: Canvas, legend: [(letter: Character?, name: String)]) -> [SensitiveField] {
        var words = Array(repeating: [String](), count: legend.count)
        for (field, word) in screen.fieldRuns(where: { _ in true }) where field < legend.count {
            words[field].append(word)
        }
        return legend.enumerated().map { index, entry in
            SensitiveField(letter: entry.letter, name: entry.name, words: words[index])
        }
    }
}

/// How much of one field a picture shows: "2FA code: 4 of 6 digits".
public struct FieldLeak: Hashable, Sendable, Codable {
    /// What `sentence` counts in.
    public enum Unit: String, Hashable, Sendable, Codable {
        case digits, words, characters
    }

    public let name: String
    /// The field's cells that pass the legibility test (`Cell.isLegibleSensitive`).
    public let legibleCells: Int
    /// The field's cells on the app's own screen.
    public let totalCells: Int
    /// The field's words every cell of which is legible.
    public let wholeWordsLegible: Int
    public let totalWords: Int
    public let unit: Unit

    public init(
        name: String, legibleCells: Int, totalCells: Int, wholeWordsLegible: Int, totalWords: Int, unit: Unit
    ) {
        self.name = name
        self.legibleCells = legibleCells
        self.totalCells = totalCells
        self.wholeWordsLegible = wholeWordsLegible
        self.totalWords = totalWords
        self.unit = unit
    }

    /// Whether any of the field can be read.
    public var leaks: Bool { legibleCells > 0 }

    /// The amount, in the field's unit: `4 of 6 digits`, `12 of 12 words`; words read in
    /// part add their characters: `2 of 12 words (17 of 60 characters)`.
    public var amount: String {
        func count(_ shown: Int, _ total: Int, _ unit: Unit) -> String {
            "\(shown) of \(total) \(total == 1 ? String(unit.rawValue.dropLast()) : unit.rawValue)"
        }
        guard unit == .words else { return count(legibleCells, totalCells, unit) }
        let words = count(wholeWordsLegible, totalWords, .words)
        guard legibleCells > 0, wholeWordsLegible < totalWords else { return words }
        return words + " (" + count(legibleCells, totalCells, .characters) + ")"
    }

    /// What a reviewer can quote: `2FA code: 4 of 6 digits`.
    public var sentence: String { "\(name): \(amount)" }

    /// The leaking fields first, most legible first; then the others in their order.
    public static func leakingFirst(_ leaks: [FieldLeak]) -> [FieldLeak] {
        let leaking = leaks.enumerated().filter { $0.element.leaks }.sorted {
            let a = Double($0.element.legibleCells) / Double(max(1, $0.element.totalCells))
            let b = Double($1.element.legibleCells) / Double(max(1, $1.element.totalCells))
            return a != b ? a > b : $0.offset < $1.offset
        }.map(\.element)
        return leaking + leaks.filter { !$0.leaks }
    }

    /// One line naming what leaks, leaking fields first: `2FA code: 6 of 6 digits; recovery
    /// phrase: 0 of 12 words`, or nil for an app with no fields.
    public static func summary(_ leaks: [FieldLeak]) -> String? {
        leaks.isEmpty ? nil : leakingFirst(leaks).map(\.sentence).joined(separator: "; ")
    }
}

extension Canvas {
    /// How much of each of `fields` this picture shows, in their order. Counted with the
    /// same test as `legibleSensitiveCells`, so the fields' legible cells add up to it (less
    /// any cell marked sensitive outside the app's fields).
    public func fieldLeaks(_ fields: [SensitiveField], _ legibility: Legibility) -> [FieldLeak] {
        guard !fields.isEmpty else { return [] }
        var legible = Array(repeating: 0, count: fields.count)
        var runs = Array(repeating: [String](), count: fields.count)
        for (field, word) in fieldRuns(where: { $0.isLegiblySensitive(legibility) })
        where field < fields.count {
            legible[field] += word.unicodeScalars.count
            runs[field].append(word)
        }
        // A field the picture's layout never shows (one drawn only at regular width) has
        // nothing to leak there, so it is left out.
        return fields.enumerated().filter { $0.element.cells > 0 }.map { index, field in
            // A word is whole when a legible run reads exactly as it: a covered cell cuts the run.
            var left: [String: Int] = [:]
            for word in field.words { left[word, default: 0] += 1 }
            var whole = 0
            for run in runs[index] where (left[run] ?? 0) > 0 {
                left[run]! -= 1
                whole += 1
            }
            // A field shown twice (the app's own sheet of its record over the record) leaks
            // no more than all of it.
            return FieldLeak(
                name: field.name, legibleCells: min(legible[index], field.cells), totalCells: field.cells,
                wholeWordsLegible: whole, totalWords: field.words.count, unit: field.unit)
        }
    }

    /// Every run, row by row, of adjacent cells of one field that pass `test`, with its text.
    func fieldRuns(where test: (Cell) -> Bool) -> [(field: Int, text: String)] {
        var result: [(Int, String)] = []
        for y in 0..<height {
            var x = 0
            while x < width {
                let cell = cells[y * width + x]
                guard test(cell), let field = cell.field else {
                    x += 1
                    continue
                }
                var text = ""
                while x < width, test(cells[y * width + x]), cells[y * width + x].field == field {
                    text.unicodeScalars.append(cells[y * width + x].scalar)
                    x += 1
                }
                result.append((field, text))
            }
        }
        return result
    }
}
