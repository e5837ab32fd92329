import SwitcherCore

/// Several labs side by side: one column per strategy (or device) under comparison, each its
/// device headed by its label and the legible count of its last snapshot, and of its focused
/// card while the switcher is up. The panels give way to the devices: a comparison shows only
/// what the audience compares. Columns wrap into rows when the frame is too narrow.
public struct CompareView {
    /// One column: what heads it, and the lab that runs under it.
    public struct Column {
        public let label: String
        /// A second name on the counts row (the device, when both strategies and devices are
        /// compared), so that neither is cut off the heading.
        public let detail: String?
        /// Whether the heading is red: the column's strategy lives in a host UIKit never calls
        /// in its lifecycle (the bottom row's `warning` says why).
        public let idle: Bool
        public let lab: Lab

        public init(label: String, detail: String? = nil, idle: Bool = false, lab: Lab) {
            self.label = label
            self.detail = detail
            self.idle = idle
            self.lab = lab
        }
    }

    /// At most this many columns: past it the cards are too small to read side by side.
    public static let maximumColumns = 6
    /// Rows above each device: its label, then its counts.
    static let headingHeight = 2
    /// Columns between two devices.
    static let gap = 2

    public let columns: [Column]
    /// The tape's caption, on a row of its own under the grid.
    public var caption: String?
    /// Keeps a row for a caption even while there is none, so nothing moves when one comes.
    public var keepsCaptionLine = false
    /// The captions still to come: as many rows are kept as the longest needs.
    public var captionsAhead: [String] = [] {
        didSet { longestCaptionAhead = Lab.longest(captionsAhead) }
    }
    /// The longest of `captionsAhead`, found once: it alone decides the rows kept.
    private(set) var longestCaptionAhead: String?
    /// The bottom row's text: the clock and, in `play`, the tape's progress.
    public var status: String?
    /// `play`'s progress line, drawn on the bottom row instead of `status`.
    public var progress: TapeProgressLine?
    /// After the status, in red: why the red headings' code never runs.
    public var warning: String?

    public init(columns: [Column]) {
        self.columns = columns
    }

    /// How the columns fit in a frame: which go in each row (greedily, in order), and whether
    /// the tall frames fit or the compact ones are used.
    public struct Grid: Equatable, Sendable {
        /// The columns of each row, by index.
        public let rows: [[Int]]
        public let tall: Bool
        /// The width and height each row takes.
        let rowSizes: [Size]
    }

    /// Rows under the grid in a frame `width` wide: the status line, and the caption's when
    /// kept (two when a caption needs them).
    func footerHeight(width: Int) -> Int {
        guard keepsCaptionLine || caption != nil else { return 1 }
        let wrap = CaptionText.width(in: width)
        return 1
            + [longestCaptionAhead, caption].compactMap { $0 }.reduce(1) {
                max($0, CaptionText.lines($1, width: wrap).count)
            }
    }

    private func frame(_ index: Int, tall: Bool) -> DeviceFrame {
        DeviceFrame(kind: columns[index].lab.world.device, tall: tall)
    }

    /// The columns packed into rows no wider than `width`: each device keeps its own width,
    /// with `gap` columns between them and at the edges.
    private func pack(width: Int, tall: Bool) -> Grid? {
        var rows: [[Int]] = []
        var sizes: [Size] = []
        var row: [Int] = []
        var rowWidth = Self.gap
        var rowHeight = 0
        for index in columns.indices {
            let size = frame(index, tall: tall).size
            let needed = size.width + Self.gap
            if !row.isEmpty && rowWidth + needed > width {
                rows.append(row)
                sizes.append(Size(width: rowWidth, height: rowHeight))
                (row, rowWidth, rowHeight) = ([], Self.gap, 0)
            }
            guard rowWidth + needed <= width else { return nil }
            row.append(index)
            rowWidth += needed
            rowHeight = max(rowHeight, size.height + Self.headingHeight)
        }
        if !row.isEmpty {
            rows.append(row)
            sizes.append(Size(width: rowWidth, height: rowHeight))
        }
        return rows.isEmpty ? nil : Grid(rows: rows, tall: tall, rowSizes: sizes)
    }

    /// How the columns fit in `size`, tall frames first; nil when they do not fit even as
    /// compact frames, one per row.
    public func grid(for size: Size) -> Grid? {
        for tall in [true, false] {
            guard let grid = pack(width: size.width, tall: tall) else { continue }
            if grid.rowSizes.reduce(0, { $0 + $1.height }) + footerHeight(width: size.width) <= size.height {
                return grid
            }
        }
        return nil
    }

    /// The frame size a recording of this comparison takes: `base` (the tape's size), grown so
    /// that every column fits in one row of tall frames, as far as the lab's largest canvas
    /// allows; past that the columns wrap into rows.
    public func recordingSize(base: Size) -> Size {
        let maximum = LabLayout.maximumSize
        guard let grid = pack(width: maximum.width, tall: true) else { return base }
        let width = grid.rowSizes.map(\.width).max() ?? 0
        let height = grid.rowSizes.reduce(0) { $0 + $1.height } + footerHeight(width: max(base.width, width))
        return Size(
            width: min(maximum.width, max(base.width, width)),
            height: min(maximum.height, max(base.height, height)))
    }

    /// The frame: the devices in a grid, centred, each with its heading; the caption and the
    /// status line at the bottom. Below the smallest grid, a notice saying what size it needs.
    public func render(size: Size, images: ImageCache? = nil) -> Canvas {
        let size = LabLayout.bounded(size)
        var canvas = Canvas(width: size.width, height: size.height, filling: Theme.cell)
        guard let grid = grid(for: size) else { return tooSmall(size) }
        let gridHeight = grid.rowSizes.reduce(0) { $0 + $1.height }
        var y = max(0, (size.height - footerHeight(width: size.width) - gridHeight) / 2)
        for (row, rowSize) in zip(grid.rows, grid.rowSizes) {
            var x = max(0, (size.width - rowSize.width) / 2) + Self.gap
            for index in row {
                let frame = frame(index, tall: grid.tall)
                draw(columns[index], on: &canvas, at: Point(x: x, y: y), frame: frame, images: images)
                x += frame.size.width + Self.gap
            }
            y += rowSize.height
        }
        let bottom = size.height - 1
        if let progress {
            progress.draw(on: &canvas, in: Rect(x: 1, y: bottom, width: size.width - 2, height: 1))
        } else if let status {
            canvas.text(status, x: 1, y: bottom, width: size.width - 2, foreground: Theme.dimText)
            if let warning {
                let x = 1 + status.count + 2
                canvas.text(
                    warning, x: x, y: bottom, width: max(0, size.width - 1 - x), foreground: Theme.leak,
                    attributes: .bold)
            }
        }
        let footerHeight = footerHeight(width: size.width)
        if let caption, footerHeight > 1 {
            let lines = CaptionText.lines(
                caption, width: CaptionText.width(in: size.width), maximumLines: footerHeight - 1)
            for (index, line) in lines.enumerated() {
                canvas.text(
                    line, x: max(1, (size.width - line.count) / 2), y: bottom - lines.count + index,
                    width: size.width - 2, foreground: Theme.text, attributes: .bold)
            }
        }
        return canvas
    }

    private func draw(
        _ column: Column, on canvas: inout Canvas, at origin: Point, frame: DeviceFrame, images: ImageCache?
    ) {
        let lab = column.lab
        let world = lab.world
        let width = frame.size.width
        // `strategy@host` too long for the device: the id is cut, the host kept whole.
        var label = column.label
        if label.count > width, let at = label.firstIndex(of: "@") {
            let host = label[at...]
            label = label[..<at].prefix(max(1, width - host.count - 1)) + "…" + host
        }
        canvas.centred(
            label, x: origin.x, y: origin.y, width: width, foreground: column.idle ? Theme.leak : Theme.title,
            attributes: .bold)
        var parts: [(String, RGB)] = column.detail.map { [($0, Theme.text)] } ?? []
        if let cards = SwitcherCarousel(world: world, size: world.device.screenSize).centredCard,
            world.screen == .switcher
        {
            let legible = cards.reduce(0) { $0 + world.legibleCardCells(of: $1) }
            parts.append(("card \(legible)", Theme.count(legible)))
        }
        if let latest = world.latestSnapshot {
            let legible = latest.snapshot.legibleSensitiveCells(world.legibility)
            parts.append(("snapshot \(legible)", Theme.count(legible)))
        } else {
            parts.append(("no snapshot yet", Theme.dimText))
        }
        let line = parts.map(\.0).joined(separator: " · ")
        var x = origin.x + max(0, (width - line.count) / 2)
        for (index, part) in parts.enumerated() {
            if index > 0 {
                canvas.put(" · ", x: x, y: origin.y + 1, foreground: Theme.dimText)
                x += 3
            }
            canvas.put(part.0, x: x, y: origin.y + 1, foreground: part.1, attributes: .bold)
            x += part.0.count
        }
        let frameOrigin = Point(x: origin.x, y: origin.y + Self.headingHeight)
        frame.draw(on: &canvas, at: frameOrigin)
        let screen = DeviceScreen(world: world, view: lab.screenView, cache: images).compose()
        canvas.draw(
            screen.canvas, x: frameOrigin.x + frame.screenOrigin.x, y: frameOrigin.y + frame.screenOrigin.y)
    }

    private func tooSmall(_ size: Size) -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height, filling: Theme.cell)
        // The smallest frames that hold them all: compact frames in one row, or stacked.
        let sizes = columns.indices.map { frame($0, tall: false).size }
        let footerHeight = footerHeight(width: size.width)
        let row = Size(
            width: sizes.reduce(Self.gap) { $0 + $1.width + Self.gap },
            height: (sizes.map(\.height).max() ?? 0) + Self.headingHeight + footerHeight)
        let stacked = Size(
            width: (sizes.map(\.width).max() ?? 0) + 2 * Self.gap,
            height: sizes.reduce(footerHeight) { $0 + $1.height + Self.headingHeight })
        let lines = [
            "terminal too small for \(columns.count) devices",
            "need \(row.width)×\(row.height), or \(stacked.width)×\(stacked.height) stacked",
            "now \(size.width)×\(size.height) · q quits",
        ]
        canvas.notice(lines)
        return canvas
    }
}
