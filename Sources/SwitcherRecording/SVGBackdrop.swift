import SwitcherCore

/// The backgrounds of the cells a frame draws, with their block and box glyphs: as paths
/// (`SVGRow.addBackgrounds`), or partly as one small PNG image, a pixel per cell, scaled to
/// the cells it covers.
///
/// Paths cost bytes per run of one colour. Where colours change from cell to cell (a fade
/// mixes every cell towards another colour, a blur gives each block its own), a path per cell
/// costs some thirty bytes where a compressed image costs a few; and even where runs are long,
/// an image of the rows compresses better than their paths. So the colour under every cell
/// whose colour is the same in both themes (its background, or the block or shade filling it)
/// is drawn by the image, the rest by paths, and the other block and box glyphs over them;
/// the frame keeps whichever of that and paths alone is shorter. Without images
/// (`SVGOptions.images`), paths alone.
///
/// Either way each cell is exactly its colour: the image is scaled by whole pixels with
/// nearest-neighbour sampling (`image-rendering: pixelated`) and its other pixels are
/// transparent.
struct SVGBackdrop {
    struct Row {
        let y: Int
        let cells: [SVGRow.Painted]
        let needed: [Bool]
    }

    private(set) var rows: [Row] = []

    mutating func add(_ cells: [SVGRow.Painted], row y: Int, needed: [Bool]) {
        rows.append(Row(y: y, cells: cells, needed: needed))
    }

    /// The drawing, backgrounds first.
    func append(colors: inout SVGColors, images: Bool, to out: inout [UInt8]) {
        var paths = SVGPaths()
        for row in rows {
            SVGRow.addBackgrounds(row.cells, row: row.y, needed: row.needed, colors: &colors, to: &paths)
        }
        var vector: [UInt8] = []
        paths.append(to: &vector)
        guard images, let image = imageCells() else {
            out += vector
            return
        }
        var mixed = SVGPaths()
        for row in rows {
            let drawn = row.needed.indices.map { image.pixel(column: $0, row: row.y) != nil }
            SVGRow.addBackgrounds(
                row.cells, row: row.y, needed: row.needed, drawn: drawn, colors: &colors, to: &mixed)
        }
        var drawing = image.markup()
        mixed.append(to: &drawing)
        out += drawing.count < vector.count ? drawing : vector
    }

    /// The cells the image can draw: every cell to draw that shows one colour.
    private func imageCells() -> Image? {
        var cells: [(x: Int, y: Int, color: RGB)] = []
        for row in rows {
            for x in row.cells.indices where row.needed[x] {
                if let color = row.cells[x].solidColor { cells.append((x, row.y, color)) }
            }
        }
        return cells.isEmpty ? nil : Image(cells)
    }

    /// Cells of one colour each, in the rectangle that holds them.
    struct Image {
        let left: Int
        let top: Int
        let width: Int
        let height: Int
        private(set) var pixels: [RGB?]

        init(_ cells: [(x: Int, y: Int, color: RGB)]) {
            left = cells.map(\.x).min()!
            top = cells.map(\.y).min()!
            width = cells.map(\.x).max()! - left + 1
            height = cells.map(\.y).max()! - top + 1
            pixels = Array(repeating: nil, count: width * height)
            for cell in cells { pixels[(cell.y - top) * width + cell.x - left] = cell.color }
        }

        func pixel(column x: Int, row y: Int) -> RGB? {
            guard (left..<left + width).contains(x), (top..<top + height).contains(y) else { return nil }
            return pixels[(y - top) * width + x - left]
        }

        /// `<image x="…" y="…" width="…" height="…" preserveAspectRatio="none" href="data:…"/>`.
        func markup() -> [UInt8] {
            var out: [UInt8] = Array("<image".utf8)
            for (name, value) in [
                ("x", left * SVGRow.cellWidth), ("y", top * SVGRow.cellHeight),
                ("width", width * SVGRow.cellWidth), ("height", height * SVGRow.cellHeight),
            ] where value != 0 {
                out += " \(name)=\"".utf8
                SVGRow.append(value, to: &out)
                out += "\"".utf8
            }
            out += #" preserveAspectRatio="none" href="data:image/png;base64,"#.utf8
            PNGImage.appendBase64(PNGImage.encode(width: width, height: height, pixels: pixels), to: &out)
            out += "\"/>".utf8
            return out
        }
    }
}

extension SVGRow.Painted {
    /// The colour the whole cell shows beneath its text and its lines, when that is the same in
    /// both themes: its background, or the colour of a block or shade filling it (which hides
    /// the background). Other block and box glyphs are drawn over it.
    var solidColor: RGB? {
        let color = fillColor ?? background
        return color.dark == color.light ? color.dark : nil
    }
}
