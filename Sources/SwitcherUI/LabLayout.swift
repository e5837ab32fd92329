import SwitcherCore

/// Where everything goes for a terminal size: the device on the left, the panels on the
/// right, the key hints on the bottom row. Below `minimumSize` the lab shows a notice instead.
public struct LabLayout: Sendable {
    /// How the panels share their column.
    public enum PanelMode: Sendable {
        /// Scene manager, strategy and timeline beside the last snapshot, all at once.
        case wide
        /// One page at a time (`p` turns the page): the lab, the strategy, the snapshot.
        case paged
    }

    public let size: Size
    let frame: DeviceFrame
    let deviceOrigin: Point
    /// The column right of the device.
    let panels: Rect
    /// The status lines (device, speed, clock): below the device when there is room, else
    /// the first row of the panel column.
    let status: Rect
    let hints: Rect
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

    public init?(size: Size, device: DeviceKind) {
        let minimum = Self.minimumSize(for: device)
        guard size.width >= minimum.width, size.height >= minimum.height else { return nil }
        self.size = size
        let tall = size.height >= DeviceFrame.height(of: device, tall: true) + 2
        frame = DeviceFrame(kind: device, tall: tall)
        let deviceWidth = frame.size.width + 2
        deviceOrigin = Point(x: 1, y: 0)
        let column = Rect(x: deviceWidth, y: 0, width: size.width - deviceWidth, height: size.height - 1)
        hints = Rect(x: deviceWidth, y: size.height - 1, width: size.width - deviceWidth, height: 1)
        let below = size.height - frame.size.height - 1
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

    /// The device screen's rectangle on the terminal.
    var screen: Rect {
        Rect(
            x: deviceOrigin.x + frame.screenOrigin.x, y: deviceOrigin.y + frame.screenOrigin.y,
            width: frame.screenSize.width, height: frame.screenSize.height)
    }
}
