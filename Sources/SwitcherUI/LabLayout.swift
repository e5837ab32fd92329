import SwitcherCore

/// Where everything goes for a terminal size: the device on the left, the panels on the
/// right, the key hints on the bottom row, and a tape's caption below them all. Below
/// `minimumSize` the lab shows a notice instead. The presenter layout hides the panels and
/// centres the device with the last snapshot beside it and the caption under them.
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
    public let hints: Rect
    /// Where the caption goes, when the lab keeps a line for one: a row of its own at the
    /// bottom when the terminal has it to spare, else the hint line's.
    public let caption: Rect?
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

    /// The layout for `size`; nil below the minimum. `captionLine` keeps a line for a caption
    /// (a tape with captions keeps it from the start, so nothing moves when one comes).
    public init?(size: Size, device: DeviceKind, captionLine: Bool = false, presenter: Bool = false) {
        let minimum = Self.minimumSize(for: device)
        guard size.width >= minimum.width, size.height >= minimum.height else { return nil }
        if presenter {
            self.init(presenterSize: size, device: device)
        } else {
            self.init(labSize: size, device: device, captionLine: captionLine)
        }
    }

    /// The lab's own layout: the device, the panels beside it, the hints under the panels.
    private init(labSize size: Size, device: DeviceKind, captionLine: Bool) {
        let minimum = Self.minimumSize(for: device)
        self.size = size
        // The caption's own row, when the layout still fits without it.
        let ownRow = captionLine && size.height - 1 >= minimum.height
        let height = ownRow ? size.height - 1 : size.height
        let tall = height >= DeviceFrame.height(of: device, tall: true) + 2
        frame = DeviceFrame(kind: device, tall: tall)
        let deviceWidth = frame.size.width + 2
        deviceOrigin = Point(x: 1, y: 0)
        let column = Rect(x: deviceWidth, y: 0, width: size.width - deviceWidth, height: height - 1)
        hints = Rect(x: deviceWidth, y: height - 1, width: size.width - deviceWidth, height: 1)
        if ownRow {
            caption = Rect(x: 1, y: size.height - 1, width: size.width - 2, height: 1)
        } else {
            caption = captionLine ? hints : nil
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
        mode =
            panels.width >= Self.snapshotColumnWidth + Self.middleColumnMinimum && panels.height >= 30
            ? .wide : .paged
    }

    /// The presenter layout: the device and the last snapshot side by side in the middle,
    /// the status and the caption under them, the hints on the bottom row. In a terminal too
    /// short for rows under the device, the status, the caption and the hints go beside it,
    /// above and under the snapshot.
    private init(presenterSize size: Size, device: DeviceKind) {
        self.size = size
        mode = .presenter
        panels = Rect(x: 0, y: 0, width: 0, height: 0)
        let tall = size.height - 1 >= DeviceFrame.height(of: device, tall: true) + 2
        frame = DeviceFrame(kind: device, tall: tall)
        // The hints have the bottom row when the device leaves it free.
        let hintsBelow = size.height - 1 >= frame.size.height
        let body = hintsBelow ? size.height - 1 : size.height
        let room = size.width - frame.size.width - 4
        let snapshotWidth = min(device.screenSize.width + 6, room)
        let showsSnapshot = snapshotWidth >= 24
        let groupWidth = frame.size.width + (showsSnapshot ? 2 + snapshotWidth : 0)
        let left = max(1, (size.width - groupWidth) / 2)
        let under = min(2, max(0, body - frame.size.height))
        let top = max(0, (body - frame.size.height - under) / 2)
        deviceOrigin = Point(x: left, y: top)
        let besideX = left + frame.size.width + 2
        let beside = max(0, size.width - besideX - 1)
        let below = top + frame.size.height
        hints =
            hintsBelow
            ? Rect(x: 1, y: body, width: size.width - 2, height: 1)
            : Rect(x: besideX, y: size.height - 1, width: beside, height: 1)
        var snapshotTop = top
        var snapshotBottom = below
        switch under {
        case 2:
            status = Rect(x: left, y: below, width: groupWidth, height: 1)
            caption = Rect(x: 1, y: below + 1, width: size.width - 2, height: 1)
        case 1:
            status = Rect(x: besideX, y: top, width: beside, height: 1)
            caption = Rect(x: 1, y: below, width: size.width - 2, height: 1)
            snapshotTop += 1
        default:
            status = Rect(x: besideX, y: top, width: beside, height: 1)
            let captionRow = hintsBelow ? below - 1 : below - 2
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
