import Foundation

/// `splash.art`: the picture the `image-overlay` strategy lays over an app (articles 003 and
/// 004). Same syntax as an app file, without the icon, accent and mask: it stands in for an
/// app's screen, so it is a full screen, and it exists to hide data, so nothing in it is
/// sensitive.
enum SplashArt {
    static func parse(_ data: Data, file: String) throws(AssetError) -> Canvas {
        let parsed = try AssetFile(lines: AssetText.lines(of: data, file: file), kind: .splash, file: file)
        let background = try AssetPalette.colour("background", in: parsed)
        let foreground = try AssetPalette.colour("foreground", in: parsed)
        // `AssetFile` has checked the screen section is there.
        return try ScreenGrid.canvas(
            from: parsed, background: background, foreground: foreground,
            palette: AssetPalette(parsed.header["palette"], file: file))!
    }

    /// What covers an app when no splash art could be read: the system grey, a padlock.
    static var plain: Canvas {
        let size = AppAsset.screenSize
        var canvas = Canvas(
            width: size.width, height: size.height, filling: Cell(foreground: .white, background: .darkGray))
        canvas.put("Protected", x: (size.width - 9) / 2, y: size.height / 2, foreground: .white)
        return canvas
    }
}
