/// Paints an asset's `screen`, `colors` and `mask` grids onto a whole phone screen, or its
/// `regular-screen`, `regular-colors` and `regular-mask` grids onto a whole iPad screen.
///
/// The result is always the layout's size, padded with the background colour, so the UI
/// can place any app's screen without caring how much of it the author drew.
enum ScreenGrid {
    /// Which of an app's screens: the phone's (compact width) or the iPad's (regular width).
    enum Layout {
        case compact, regular

        var size: Size { self == .compact ? AppAsset.screenSize : AppAsset.regularScreenSize }
        var prefix: String { self == .compact ? "" : "regular-" }
        var screen: String { prefix + "screen" }
        var colors: String { prefix + "colors" }
        var mask: String { prefix + "mask" }
    }

    /// One grid row: its source line and its characters, trailing spaces dropped (a space is
    /// the default in every grid, so they carry nothing).
    private struct Row {
        let line: AssetLine
        let cells: [Character]
    }

    static func canvas(
        from file: AssetFile, background: RGB, foreground: RGB, palette: AssetPalette,
        layout: Layout = .compact,
        legend: FieldLegend? = nil
    ) throws(AssetError) -> Canvas? {
        guard let screen = file.section(layout.screen) else { return nil }
        let size = layout.size
        var canvas = Canvas(
            width: size.width, height: size.height,
            filling: Cell(" ", foreground: foreground, background: background))

        for (y, row) in try rows(of: screen, in: file, size: size).enumerated() {
            for (x, glyph) in row.cells.enumerated() { canvas[x, y].glyph = glyph }
        }

        // Each colors layer paints over the previous one: lowercase sets the foreground,
        // uppercase the background; '.' and space leave the cell as it is.
        for layer in file.sections where layer.name == layout.colors {
            for (y, row) in try rows(of: layer, in: file, size: size).enumerated() {
                for (x, code) in row.cells.enumerated() where code != "." && code != " " {
                    guard code.isASCII, code.isLetter, let colour = palette[Character(code.lowercased())]
                    else {
                        throw AssetError(
                            file: file.file, line: row.line.number,
                            message: "unknown palette letter '\(code)' at column \(x + 1)"
                                + " (palette: \(palette.letters))")
                    }
                    if code.isUppercase {
                        canvas[x, y].background = colour
                    } else {
                        canvas[x, y].foreground = colour
                    }
                }
            }
        }

        // '#' marks a cell sensitive, a legend's letter marks it as that field's; a blank cell
        // shows nothing, so it cannot leak even when marked.
        if let mask = file.section(layout.mask), let legend {
            for (y, row) in try rows(of: mask, in: file, size: size).enumerated() {
                for (x, code) in row.cells.enumerated() {
                    guard let mark = legend.mark(of: code) else {
                        if FieldLegend.isFieldLetter(code) {
                            throw AssetError(
                                file: file.file, line: row.line.number,
                                message: "mask letter '\(code)' at column \(x + 1) names no field"
                                    + " (\(legend.letters))")
                        }
                        continue
                    }
                    if !canvas[x, y].isBlank { canvas[x, y].mark = mark }
                }
            }
        }
        return canvas
    }

    private static func rows(of section: AssetFile.Section, in file: AssetFile, size: Size) throws(AssetError)
        -> [Row]
    {
        var rows = section.rows.map { line in
            Row(line: line, cells: Array(line.text.reversed().drop { $0 == " " }.reversed()))
        }
        while rows.last?.cells.isEmpty == true { rows.removeLast() }
        if rows.count > size.height {
            throw AssetError(
                file: file.file, line: rows[size.height].line.number,
                message: "\(section.name) has more than \(size.height) rows")
        }
        for (index, row) in rows.enumerated() where row.cells.count > size.width {
            throw AssetError(
                file: file.file, line: row.line.number,
                message: "\(section.name) row \(index + 1) is \(row.cells.count) columns wide"
                    + " (at most \(size.width))")
        }
        return rows
    }
}
