import SwitcherCore

/// Shrinking a screen to a switcher card, a zoom frame or a panel (ARCHITECTURE §7).
///
/// A terminal cell is a glyph, not a pixel: dropping arbitrary columns turns `$12,480.37` into
/// `$12,80.37`, and blending rows writes border glyphs into words. So a thumbnail shrinks by
/// whole cells of meaning. It drops the rows and columns that carry least (blank runs first,
/// then stretches of border, then text, from the bottom and right, as a crop would), keeps
/// each kept cell as it is, sensitive mark and all, and then re-sets every word of every row
/// so that it reads as the app shows it: whole, or a prefix of it ended with `…`. A card never
/// shows a word the app does not.
extension Canvas {
    /// This canvas shrunk to `size` by dropping whole rows and columns, words kept true.
    /// A dimension already small enough is kept whole and padded with its edge's background.
    public func scaled(to size: Size) -> Canvas {
        let (w, h) = (size.width, size.height)
        guard w > 0, h > 0, width > 0, height > 0 else { return Canvas(width: w, height: h) }
        if w == width && h == height { return self }
        let rows = keptRows(count: min(h, height))
        let columns = keptColumns(count: min(w, width), rows: rows)
        var out = Canvas(width: w, height: h)
        for (ty, sy) in rows.enumerated() {
            let row = Self.setWords(of: (0..<width).map { self[$0, sy] }, keeping: columns)
            for tx in 0..<w {
                out[tx, ty] = tx < row.count ? row[tx] : Cell(background: row[row.count - 1].background)
            }
        }
        for ty in rows.count..<h {
            for tx in 0..<w { out[tx, ty] = Cell(background: out[tx, rows.count - 1].background) }
        }
        return out
    }

    // MARK: Which rows and columns stay

    /// What a cell is to a word: part of one, a border (box drawing, blocks), or nothing.
    enum Ink: Equatable {
        case blank, border, word

        init(_ cell: Cell) {
            if cell.isBlank {
                self = .blank
            } else if (0x2500...0x259F).contains(cell.scalar.value) {
                self = .border
            } else {
                self = .word
            }
        }
    }

    /// The `count` rows to keep, in order. Blank rows go first (one of a run of them before
    /// a lone one), then rows of border only, then text; the lowest first among equals.
    private func keptRows(count: Int) -> [Int] {
        var kept = Array(0..<height)
        let kind = (0..<height).map { y -> Int in
            let inks = (0..<width).map { Ink(self[$0, y]) }
            if inks.allSatisfy({ $0 == .blank }) { return 0 }
            return inks.contains(.word) ? 2 : 1
        }
        while kept.count > count {
            var best: (cost: Int, index: Int)?
            for (i, y) in kept.enumerated() {
                var cost = [1, 30, 100][kind[y]]
                if kind[y] == 0 {
                    let runs =
                        (i > 0 && kind[kept[i - 1]] == 0) || (i + 1 < kept.count && kind[kept[i + 1]] == 0)
                    cost = runs ? 0 : 1
                }
                if best == nil || cost <= best!.cost { best = (cost, i) }
            }
            kept.remove(at: best!.index)
        }
        return kept
    }

    /// The `count` columns to keep, in order, chosen for what dropping each costs the kept
    /// rows: nothing to shorten a run of blanks or of one border glyph, a little to lose a
    /// box's side, much to cut into a word or to join two words, less once a word is cut.
    private func keptColumns(count: Int, rows: [Int]) -> [Int] {
        var kept = Array(0..<width)
        guard count < width else { return kept }
        let inks = rows.map { y in (0..<width).map { Ink(self[$0, y]) } }
        // Each row's words: the word each column belongs to, and how many of its columns stay.
        var wordOf: [[Int?]] = []
        var wordLength: [[Int]] = []
        for row in inks {
            var ids: [Int?] = Array(repeating: nil, count: width)
            var lengths: [Int] = []
            for x in 0..<width where row[x] == .word {
                if x > 0, row[x - 1] == .word {
                    lengths[lengths.count - 1] += 1
                } else {
                    lengths.append(1)
                }
                ids[x] = lengths.count - 1
            }
            wordOf.append(ids)
            wordLength.append(lengths)
        }
        var keptOfWord = wordLength
        while kept.count > count {
            var best: (cost: Int, index: Int)?
            for (i, x) in kept.enumerated() {
                var cost = 0
                for r in rows.indices {
                    let left = i > 0 ? kept[i - 1] : nil
                    let right = i + 1 < kept.count ? kept[i + 1] : nil
                    switch inks[r][x] {
                    case .word:
                        let id = wordOf[r][x]!
                        cost += keptOfWord[r][id] == wordLength[r][id] ? 100 : 20
                    case .blank:
                        if let left, let right, inks[r][left] == .word, inks[r][right] == .word {
                            cost += 100
                        }
                    case .border:
                        let sameLeft =
                            left.map { self[$0, rows[r]].scalar == self[x, rows[r]].scalar } ?? false
                        if !sameLeft { cost += 3 }
                    }
                }
                if best == nil || cost <= best!.cost { best = (cost, i) }
            }
            let x = kept.remove(at: best!.index)
            for r in rows.indices { if let id = wordOf[r][x] { keptOfWord[r][id] -= 1 } }
        }
        return kept
    }

    /// One row shown through `columns`: kept cells as they are, except that each word shows
    /// as the app wrote it, whole when all its columns stay, otherwise as its prefix and `…`
    /// in the room it has; a word that would touch the next one gives up a cell for a gap.
    static func setWords(of row: [Cell], keeping columns: [Int]) -> [Cell] {
        var out = columns.map { row[$0] }
        let inks = row.map(Ink.init)
        var x = 0
        var t = 0
        while x < row.count {
            guard inks[x] == .word else {
                x += 1
                continue
            }
            var end = x
            while end < row.count, inks[end] == .word { end += 1 }
            while t < columns.count, columns[t] < x { t += 1 }
            let first = t
            while t < columns.count, columns[t] < end { t += 1 }
            var last = t
            if last > first, last < columns.count, inks[columns[last]] == .word {
                last -= 1
                out[last] = Cell(background: row[end].background)
            }
            let room = last - first
            if room > 0, room < end - x {
                for i in 0..<(room - 1) { out[first + i] = row[x + i] }
                let cut = row[x + room - 1]
                out[last - 1] = Cell(
                    "…", foreground: cut.foreground, background: cut.background, attributes: cut.attributes)
            } else if room > 0 {
                for i in 0..<room { out[first + i] = row[x + i] }
            }
            x = end
        }
        return out
    }
}
