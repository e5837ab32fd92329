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
    /// The drawing, `screenSize`, coloured; `sensitive` where the mask marks a glyph, each
    /// such cell's `field` an index in `fields`.
    public let screen: Canvas
    /// The layout at regular width (a whole iPad), `regularScreenSize`; nil: the app has only
    /// its phone layout, which the iPad shows centred (MODEL §43).
    public let regularScreen: Canvas?
    /// The legend's fields in its order, then the `#` cells as the field `unnamed` when there
    /// are any; empty for a screen with nothing sensitive.
    public let fields: [SensitiveField]
    /// The same fields as `regularScreen` shows them (its words may differ); nil without it.
    public let regularFields: [SensitiveField]?

    public init(
        id: String, name: String, icon: Character, accent: RGB, background: RGB, foreground: RGB,
        screen: Canvas, regularScreen: Canvas? = nil, fields: [SensitiveField] = [],
        regularFields: [SensitiveField]? = nil
    ) {
        self.id = id
        self.name = name
        self.icon = icon
        self.accent = accent
        self.background = background
        self.foreground = foreground
        self.screen = screen
        self.regularScreen = regularScreen
        self.fields = fields
        self.regularFields = regularScreen == nil ? nil : regularFields ?? fields
    }

    /// Whether a scene `width` cells wide shows the regular-width layout: it is regular and
    /// the app has one that fits.
    private func showsRegular(atWidth width: Int) -> Bool {
        guard SizeClass(width: width) == .regular, let regularScreen else { return false }
        return regularScreen.width <= width
    }

    /// The screen for a scene `width` cells wide: the regular-width one where the scene is
    /// regular and the app has one, else the phone's.
    public func screen(forWidth width: Int) -> Canvas {
        showsRegular(atWidth: width) ? regularScreen! : screen
    }

    /// The fields of the layout a scene `width` cells wide shows.
    public func fields(forWidth width: Int) -> [SensitiveField] {
        showsRegular(atWidth: width) ? regularFields ?? fields : fields
    }

    /// Whether any cell of the screen is sensitive: without one, every strategy measures 0
    /// and the audit proves nothing.
    public var hasSensitiveCells: Bool { screen.cells.contains(where: \.sensitive) }

    /// How much of each field `picture` (this app's screen, card or snapshot) shows, counted
    /// against the fields of the layout as wide as the picture.
    public func fieldLeaks(in picture: Canvas, _ legibility: Legibility) -> [FieldLeak] {
        picture.fieldLeaks(fields(forWidth: picture.width), legibility)
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

        let accent = try AssetPalette.colour("accent", in: parsed)
        let background = try AssetPalette.colour("background", in: parsed)
        let foreground = try AssetPalette.colour("foreground", in: parsed)
        let palette = try AssetPalette(parsed.header["palette"], file: file)
        let legend = try FieldLegend(parsed)
        let entries = legend.entries.map { ($0.letter, $0.name) } + [(nil, SensitiveField.unnamedName)]
        func layout(_ layout: ScreenGrid.Layout) throws(AssetError) -> (Canvas, [SensitiveField])? {
            guard
                let screen = try ScreenGrid.canvas(
                    from: parsed, background: background, foreground: foreground, palette: palette,
                    layout: layout, legend: legend)
            else { return nil }
            var fields = SensitiveField.fields(of: screen, legend: entries)
            // The '#' cells are a field only when there are some.
            if fields.last?.words.isEmpty == true { fields.removeLast() }
            return (screen, fields)
        }
        let compact = try layout(.compact)!
        let regular = try layout(.regular)
        let asset = AppAsset(
            id: id, name: name.text, icon: glyph,
            accent: accent, background: background, foreground: foreground,
            screen: compact.0, regularScreen: regular?.0, fields: compact.1, regularFields: regular?.1)
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
