import Foundation

/// A mock app as the lab knows it: the home-screen identity (name, icon, accent) and the one
/// screen it draws, whose cells carry the sensitive mark a `privacySensitive()` view would
/// give them. Loaded from `apps/<id>.app`; the format is described in `Assets/README.md`.
public struct AppAsset: Hashable, Sendable {
    /// A phone screen in terminal cells. Every drawing fits in it; every `screen` is this size.
    public static let screenSize = Size(width: 30, height: 22)
    /// A whole iPad screen in cells (the `ipad` device's width, the same rows).
    public static let regularScreenSize = Size(width: 61, height: 22)

    /// The file name without `.app`: stable, ASCII, usable on a command line.
    public let id: String
    /// What the home screen, the switcher and tapes (`Launch "Medical ID"`) call the app.
    public let name: String
    /// One single-column character for the home-screen icon.
    public let icon: Character
    public let accent: RGB
    public let background: RGB
    public let foreground: RGB
    /// The drawing, `screenSize`, coloured; `sensitive` where the mask has `#` over a glyph.
    public let screen: Canvas
    /// The layout at regular width (a whole iPad), `regularScreenSize`; nil: the app has only
    /// its phone layout, which the iPad shows centred (MODEL §43).
    public let regularScreen: Canvas?

    public init(
        id: String, name: String, icon: Character, accent: RGB, background: RGB, foreground: RGB,
        screen: Canvas, regularScreen: Canvas? = nil
    ) {
        self.id = id
        self.name = name
        self.icon = icon
        self.accent = accent
        self.background = background
        self.foreground = foreground
        self.screen = screen
        self.regularScreen = regularScreen
    }

    /// The screen for a scene `width` cells wide: the regular-width one where the scene is
    /// regular and the app has one, else the phone's.
    public func screen(forWidth width: Int) -> Canvas {
        guard SizeClass(width: width) == .regular, let regularScreen, regularScreen.width <= width else {
            return screen
        }
        return regularScreen
    }

    /// Parses the text of an `.app` file; errors name `file` (by default `<id>.app`).
    public init(parsing text: String, id: String, file: String? = nil) throws(AssetError) {
        self = try Self.parse(Data(text.utf8), id: id, file: file ?? "\(id).app").asset
    }

    /// Names the catalog must keep unique are compared with this key.
    var lookupKey: String { name.lowercased() }

    /// The longest name accepted: wider would not fit the screen's title.
    static let maximumNameLength = screenSize.width

    /// Parses an `.app` file's bytes; also returns the line of `name:` so the catalog can
    /// point at a duplicate.
    static func parse(_ data: Data, id: String, file: String) throws(AssetError) -> (
        asset: AppAsset, nameLine: Int
    ) {
        guard isValidID(id) else {
            throw AssetError(
                file: file, line: 0,
                message: "the file name must use only letters, digits, '-' and '_' before '.app'")
        }
        let parsed = try AssetFile(lines: AssetText.lines(of: data, file: file), kind: .app, file: file)

        let name = parsed.required("name")
        if name.text.isEmpty {
            throw AssetError(file: file, line: name.line, message: "name must not be empty")
        }
        if name.text.count > maximumNameLength {
            throw AssetError(
                file: file, line: name.line,
                message: "name is \(name.text.count) characters long (at most \(maximumNameLength))")
        }
        let icon = parsed.required("icon")
        guard icon.text.count == 1, let glyph = icon.text.first else {
            throw AssetError(
                file: file, line: icon.line,
                message: "icon must be one single-column character, not '\(icon.text)'")
        }

        let accent = try Palette.colour("accent", in: parsed)
        let background = try Palette.colour("background", in: parsed)
        let foreground = try Palette.colour("foreground", in: parsed)
        let palette = try Palette(parsed.header["palette"], file: file)
        func screen(_ layout: ScreenGrid.Layout) throws(AssetError) -> Canvas? {
            try ScreenGrid.canvas(
                from: parsed, background: background, foreground: foreground, palette: palette, layout: layout
            )
        }
        let asset = AppAsset(
            id: id, name: name.text, icon: glyph,
            accent: accent, background: background, foreground: foreground,
            screen: try screen(.compact)!, regularScreen: try screen(.regular))
        return (asset, name.line)
    }

    /// Ids travel through command lines and file names: keep them plain.
    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty
            && id.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_")
            }
    }
}
