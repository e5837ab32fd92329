import ArgumentParser
import SwitcherCore

/// `--assets DIR`: the app assets a command runs with instead of the shipped ones, checked and
/// loaded the same way by every command that takes them.
struct AssetsOption: ParsableArguments {
    @Option(help: "A directory of app assets (default: the shipped Assets).")
    var assets: String?

    func validate() throws { try OptionUse.directory(assets, "--assets") }

    /// The catalog `--assets` names, else the default one (see `loadCatalog`).
    func catalog() throws -> AssetCatalog { try loadCatalog(assets) }
}
