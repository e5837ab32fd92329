import SwitcherCore

/// Where everything goes for a terminal size: the device on the left, the panels on the
/// right, the key hints on the bottom row (unless they are off: `Set Hints off`, then the
/// panels or the picture have that row), and a tape's caption, one or two lines, below them
/// all. Below `minimumSize` the lab shows a notice instead. The presenter layout hides the
/// panels and centres the device with the last snapshot beside it and the caption under
/// them, in a box when there is room.
public struct LabLayout: Sendable {
    /// How the panels share their column.
    public enum PanelMode: Sendable {
        /// Scene manager, strategy and timeline beside the last snapshot, all at once.
        case wide
        /// One page at a time (`p` turns the page): the lab, the strategy, the snapshot.
        case paged
        /// No panels: the device centred, the last snapshot beside it, large (`z`).
        case presenter
    }

    public let size: Size
    let frame: DeviceFrame
    let deviceOrigin: Point
    /// The column right of the device; empty in the presenter layout.
    let panels: Rect
    /// The status lines (device, speed, clock): below the device when there is room, else
    /// the first row of the panel column.
    let status: Rect
    /// The row a one-row status may spread over when it is longer than `status` (the whole
    /// row under the device in the presenter layout; else `status` itself).
    let statusRoom: Rect
    /// The key hints' row; no row at all when they are off (unless a caption takes it).
    public let hints: Rect
    /// Where the caption goes, when the lab keeps lines for one: rows of its own at the
    /// bottom when the terminal has them to spare, else the hint line's.
    public let caption: Rect?
    /// Whether the caption's rectangle is a box around it (its border included).
    public let captionBoxed: Bool
    /// The last snapshot beside the device, in the presenter layout.
    let snapshot: Rect?
    public let mode: PanelMode

    /// Columns the snapshot panel takes in the wide layout: a phone screen, borders, row counts.
    static let snapshotColumnWidth = 37
    static let middleColumnMinimum = 46

    /// The smallest terminal the lab lays out in: the compact device frame beside panels
    /// at least 46 columns wide, 24 rows.
    public static func minimumSize(for device: DeviceKind) -> Size {
        let frame = DeviceFrame(kind: device, tall: false)
        return Size(width: frame.size.width + 2 + 46, height: frame.size.height)
    }

    /// The largest canvas the lab draws. Past it there is nothing more to lay out (the
    /// panels only get emptier), while the canvas and the terminal's buffers grow with every
    /// cell: in a larger terminal the lab keeps to this much at the top left.
    public static let maximumSize = Size(width: 500, height: 200)

    /// `size`, no larger than `maximumSize` in either direction.
    public static func bounded(_ size: Size) -> Size {
        Size(width: min(size.width, maximumSize.width), height: min(size.height, maximumSize.height))
    }

    /// The layout for `size`; nil below the minimum. `captionLines` keeps that many lines (at
    /// most 2) for a caption (a tape with captions keeps them from the start, so nothing moves
    /// when one comes); `hints` keeps the bottom row for the key hints.
    public init?(
        size: Size, device: DeviceKind, captionLines: Int = 0, presenter: Bool = false, hints: Bool = true
    ) {
        let minimum = Self.minimumSize(for: device)
        guard size.width >= minimum.width, size.height >= minimum.height else { return nil }
        let lines = min(max(0, captionLines), Self.maximumCaptionLines)
        if presenter {
            self.init(presenterSize: size, device: device, captionLines: lines, hints: hints)
        } else {
            self.init(labSize: size, device: device, captionLines: lines, hints: hints)
        }
    }

    /// The most lines a caption takes.
    public static let maximumCaptionLines = 2

    /// The lab's own layout: the device, the panels beside it, the hints under the panels.
    private init(labSize size: Size, device: DeviceKind, captionLines: Int, hints showsHints: Bool) {
        let minimum = Self.minimumSize(for: device)
        self.size = size
        captionBoxed = false
        // The caption's own rows, as many as the layout still fits without.
        let ownRows = min(captionLines, max(0, size.height - minimum.height))
        let height = size.height - ownRows
        let tall = height >= DeviceFrame.height(of: device, tall: true) + 2
        frame = DeviceFrame(kind: device, tall: tall)
        let deviceWidth = frame.size.width + 2
        deviceOrigin = Point(x: 1, y: 0)
        // The bottom row under the panels: the hints', or a caption's that has no row of its own.
        let bottomRow = showsHints || (captionLines > 0 && ownRows == 0)
        let column = Rect(
            x: deviceWidth, y: 0, width: size.width - deviceWidth, height: bottomRow ? height - 1 : height)
        hints = Rect(
            x: deviceWidth, y: bottomRow ? height - 1 : height, width: size.width - deviceWidth,
            height: bottomRow ? 1 : 0)
        if ownRows > 0 {
            caption = Rect(x: 1, y: height, width: size.width - 2, height: ownRows)
        } else {
            caption = captionLines > 0 ? hints : nil
        }
        snapshot = nil
        let below = height - frame.size.height - 1
        if below >= 5 {
            status = Rect(x: 1, y: frame.size.height + 1, width: frame.size.width, height: below - 1)
            panels = column
        } else {
            status = Rect(x: deviceWidth, y: 0, width: column.width, height: 1)
            panels = Rect(x: column.minX, y: 1, width: column.width, height: column.height - 1)
        }
        statusRoom = status
        mode =
            panels.width >= Self.snapshotColumnWidth + Self.middleColumnMinimum && panels.height >= 30
            ? .wide : .paged
    }

    /// The presenter layout: the device and the last snapshot side by side in the middle,
    /// the status and the caption under them (boxed when the rows allow), the hints on the
    /// bottom row. In a terminal too short for rows under the device, the status, the caption
    /// and the hints go beside it, above and under the snapshot.
    private init(presenterSize size: Size, device: DeviceKind, captionLines: Int, hints showsHints: Bool) {
        self.size = size
        mode = .presenter
        panels = Rect(x: 0, y: 0, width: 0, height: 0)
        let lines = max(1, captionLines)
        let hintRow = showsHints ? 1 : 0
        // The tall frame when it leaves rows for the status and the caption.
        let tall = size.height - hintRow >= DeviceFrame.height(of: device, tall: true) + 1 + lines
        frame = DeviceFrame(kind: device, tall: tall)
        // The hints have the bottom row when the device leaves it free.
        let hintsBelow = showsHints && size.height - 1 >= frame.size.height
        let body = hintsBelow ? size.height - 1 : size.height
        let room = size.width - frame.size.width - 4
        let snapshotWidth = min(device.screenSize.width + 6, room)
        let showsSnapshot = snapshotWidth >= 24
        let groupWidth = frame.size.width + (showsSnapshot ? 2 + snapshotWidth : 0)
        let left = max(1, (size.width - groupWidth) / 2)
        let rows = max(0, body - frame.size.height)
        // The status, then the caption's lines, with a border around them when they fit.
        let boxed = captionLines > 0 && rows >= 1 + lines + 2
        let under = boxed ? 1 + lines + 2 : rows >= 1 + lines ? 1 + lines : min(2, rows)
        captionBoxed = boxed
        let top = max(0, (body - frame.size.height - under) / 2)
        deviceOrigin = Point(x: left, y: top)
        let besideX = left + frame.size.width + 2
        let beside = max(0, size.width - besideX - 1)
        let below = top + frame.size.height
        if !showsHints {
            hints = Rect(x: 1, y: size.height, width: size.width - 2, height: 0)
        } else {
            hints =
                hintsBelow
                ? Rect(x: 1, y: body, width: size.width - 2, height: 1)
                : Rect(x: besideX, y: size.height - 1, width: beside, height: 1)
        }
        var snapshotTop = top
        var snapshotBottom = below
        switch under {
        case 2...:
            status = Rect(x: left, y: below, width: groupWidth, height: 1)
            statusRoom = Rect(x: 1, y: below, width: size.width - 2, height: 1)
            caption = Rect(x: 1, y: below + 1, width: size.width - 2, height: under - 1)
        case 1:
            status = Rect(x: besideX, y: top, width: beside, height: 1)
            statusRoom = status
            caption = Rect(x: 1, y: below, width: size.width - 2, height: 1)
            snapshotTop += 1
        default:
            status = Rect(x: besideX, y: top, width: beside, height: 1)
            statusRoom = status
            let captionRow = hintsBelow || !showsHints ? below - 1 : below - 2
            caption = Rect(x: besideX, y: captionRow, width: beside, height: 1)
            snapshotTop += 1
            snapshotBottom = captionRow
        }
        snapshot =
            showsSnapshot
            ? Rect(x: besideX, y: snapshotTop, width: snapshotWidth, height: snapshotBottom - snapshotTop)
            : nil
    }

    /// The device screen's rectangle on the terminal.
    var screen: Rect {
        Rect(
            x: deviceOrigin.x + frame.screenOrigin.x, y: deviceOrigin.y + frame.screenOrigin.y,
            width: frame.screenSize.width, height: frame.screenSize.height)
    }
}
