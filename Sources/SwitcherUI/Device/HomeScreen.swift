import SwitcherCore

/// The home screen (springboard, launcher): the catalog's apps as icons on a wallpaper.
struct HomeScreen {
    let catalog: AssetCatalog
    let size: Size
    /// The icon the keyboard has moved to, highlighted; nil for none.
    let selection: Int?

    static let columnWidth = 10
    static let rowHeight = 5

    static func wallpaper(_ size: Size, dark: Bool = false) -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height)
        let top = dark ? RGB(14, 18, 40) : RGB(38, 58, 128)
        let bottom = dark ? RGB(40, 16, 44) : RGB(118, 54, 120)
        for y in 0..<size.height {
            let colour = top.mixed(with: bottom, Double(y) / Double(max(1, size.height - 1)))
            canvas.fill(Rect(x: 0, y: y, width: size.width, height: 1), with: Cell(" ", background: colour))
        }
        return canvas
    }

    /// The wallpaper frosted towards black by `amount`, as the switcher shows it behind its
    /// cards.
    static func frostedWallpaper(_ size: Size, amount: Double) -> Canvas {
        var image = wallpaper(size)
        image.frost(Rect(x: 0, y: 0, width: size.width, height: size.height), tint: .black, amount: amount)
        return image
    }

    /// Where the icon of app `index` is: its 5×3 tile.
    func iconRect(_ index: Int) -> Rect {
        let columns = max(1, size.width / Self.columnWidth)
        let left = (size.width - columns * Self.columnWidth) / 2
        let column = index % columns
        let row = index / columns
        return Rect(
            x: left + column * Self.columnWidth + 2, y: 2 + row * Self.rowHeight, width: 5, height: 3)
    }

    func iconRect(app name: String) -> Rect? {
        catalog.apps.firstIndex { $0.name == name }.map(iconRect)
    }

    func render() -> Canvas {
        var canvas = Self.wallpaper(size)
        for (index, app) in catalog.apps.enumerated() {
            let tile = iconRect(index)
            guard tile.maxY < size.height - 1 else { break }
            canvas.fill(tile, with: Cell(" ", background: app.accent))
            let ink: RGB = app.accent.luminance > 0.6 ? .black : .white
            canvas.put(
                String(app.icon), x: tile.minX + 2, y: tile.minY + 1, foreground: ink, attributes: .bold)
            let selected = selection == index
            let label = selected ? "▸" + app.name : app.name
            let width = Self.columnWidth - 1
            let shown = min(label.count, width)
            canvas.text(
                label, x: tile.minX + 2 - shown / 2, y: tile.maxY, width: width,
                foreground: selected ? .black : .white, background: selected ? Theme.highlight : nil,
                attributes: selected ? .bold : [])
        }
        // Page dots above the dock.
        canvas.centred("● ○", x: 0, y: size.height - 4, width: size.width, foreground: .white)
        let dock = Rect(x: 1, y: size.height - 3, width: size.width - 2, height: 2)
        canvas.fill(dock, with: Cell(" ", background: RGB(90, 90, 120)))
        return canvas
    }
}
