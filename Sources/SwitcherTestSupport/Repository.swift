import Foundation
import SwitcherCore

/// The checked-out repository, found from this file's path, so tests read the real assets,
/// tapes and sources rather than copies.
public enum Repository {
    /// Sources/SwitcherTestSupport/Repository.swift, three levels up.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let sources = root.appendingPathComponent("Sources", isDirectory: true)
    public static let tapes = root.appendingPathComponent("Tapes", isDirectory: true)
}

/// The apps and splash art the program ships with, loaded once.
public enum ShippedAssets {
    public static let directory = Repository.root.appendingPathComponent("Assets", isDirectory: true)

    /// The shipped assets are checked by their own tests; everywhere else they must simply load.
    public static let catalog: AssetCatalog = {
        do {
            return try AssetCatalog.load(from: directory)
        } catch {
            fatalError("the shipped assets do not load: \(error)")
        }
    }()
}

/// A directory of one app of one's own, Vault, with two named fields (a 2FA code and a
/// recovery phrase) and no splash art: `Tests/Fixtures/vault-assets`.
public enum VaultAssets {
    public static let directory = Repository.root.appendingPathComponent(
        "Tests/Fixtures/vault-assets", isDirectory: true)

    public static let catalog: AssetCatalog = {
        do {
            return try AssetCatalog.load(from: directory, fallback: ShippedAssets.directory)
        } catch {
            fatalError("the Vault fixture does not load: \(error)")
        }
    }()
}
