import ArgumentParser
import SwitcherCore

/// The app an audit measures and where its assets come from: `audit` and `recommend` share them.
struct AuditedApp: ParsableArguments {
    @Option(help: "The app whose card is audited.")
    var app: String = "Medical ID"

    @OptionGroup var assets: AssetsOption

    /// The assets, loaded, with the notes an audit of `strategies` needs on standard error (the
    /// shipped splash standing in, a plain second app added, an app with nothing sensitive).
    func catalog(for strategies: [String]) throws -> AssetCatalog {
        let catalog = try assets.catalog()
        AssetNotes.print([
            AssetNotes.splash(catalog, strategies: strategies), AssetNotes.secondApp(catalog),
            catalog.app(named: app).flatMap(AssetNotes.noSensitiveCells),
        ])
        return catalog
    }
}
