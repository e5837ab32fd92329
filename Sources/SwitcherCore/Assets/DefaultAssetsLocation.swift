import Foundation

extension AssetCatalog {
    /// The directory `$SWITCHERLAB_ASSETS` names, if it is set and not empty: the assets to use
    /// when no `--assets DIR` was given, in place of the built-in ones (`builtIn`). Returned
    /// as is, so a wrong path gives a clear load error rather than silently falling back.
    public static func locateDefault(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        guard let path = environment["SWITCHERLAB_ASSETS"], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }
}
