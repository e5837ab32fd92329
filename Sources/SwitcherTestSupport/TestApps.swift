import SwitcherCore

/// Small apps made in code, so lifecycle tests do not depend on the shipped artwork
/// (`ShippedAssets` is that artwork).
public enum TestApps {
    /// "Secret": a white screen whose rows 5–14 are a sensitive block of text.
    public static let secret = app(id: "secret", name: "Secret", icon: "S", sensitiveRows: 5..<15)
    /// "Notes": nothing sensitive.
    public static let notes = app(id: "notes", name: "Notes", icon: "N", sensitiveRows: 0..<0)
    public static let bank = app(id: "bank", name: "Bank", icon: "$", sensitiveRows: 3..<6)

    public static let catalog = AssetCatalog(
        apps: [secret, notes, bank], splash: Canvas(width: 30, height: 22))

    public static func app(id: String, name: String, icon: Character, sensitiveRows: Range<Int>) -> AppAsset {
        var screen = Canvas(width: 30, height: 22, filling: Cell(foreground: .black, background: .white))
        for y in 1..<22 {
            let sensitive = sensitiveRows.contains(y)
            screen.put(
                String(repeating: sensitive ? "X" : "-", count: 26), x: 2, y: y, foreground: .black,
                sensitive: sensitive)
        }
        return AppAsset(
            id: id, name: name, icon: icon, accent: .systemBlue, background: .white, foreground: .black,
            screen: screen)
    }

    /// Legible sensitive cells of the whole Secret screen.
    public static let secretLegible = 10 * 26
}
