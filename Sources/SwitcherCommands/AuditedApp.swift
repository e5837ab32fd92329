import ArgumentParser
import SwitcherCore

/// The app an audit measures and where its assets come from: `audit` and `recommend` share them.
struct AuditedApp: ParsableArguments {
    @Option(help: "The app whose card is audited.")
    var app: String = "Medical ID"

    @Option(help: "A directory of app assets (default: the shipped Assets).")
    var assets: String?

    func validate() throws { try OptionUse.directory(assets, "--assets") }

    /// The assets, loaded, with the notes an audit of `strategies` needs on standard error (the
    /// shipped splash standing in, a plain second app added, an app with nothing sensitive).
    func catalog(for strategies: [String]) throws -> AssetCatalog {
        let catalog = try loadCatalog(assets)
        AssetNotes.print([
            AssetNotes.splash(catalog, strategies: strategies), AssetNotes.secondApp(catalog),
            catalog.app(named: app).flatMap(AssetNotes.noSensitiveCells),
        ])
        return catalog
    }
}
