import Foundation
import SwitcherCore
import SwitcherTapes

/// What the lab says on standard error about the assets it was given: art it had to supply,
/// an app it added, an app with nothing to measure. Never an error: the run goes on.
enum AssetNotes {
    /// The splash fell back and `strategies` include the one that draws it.
    static func splash(_ catalog: AssetCatalog, strategies: [String]) -> String? {
        guard catalog.splashIsFallback, strategies.contains("image-overlay") else { return nil }
        return "note: the assets have no splash.art: image-overlay covers apps with the shipped splash"
    }

    /// The audit added a plain app to a catalog of one.
    static func secondApp(_ catalog: AssetCatalog) -> String? {
        guard let added = catalog.addedSecondApp, let only = catalog.apps.first else { return nil }
        return
            "note: the assets hold one app, \(only.name): the audit switches to a plain app of its own, \(added)"
    }

    /// `app` marks nothing sensitive, so every strategy measures 0.
    static func noSensitiveCells(_ app: AppAsset) -> String? {
        guard !app.hasSensitiveCells else { return nil }
        return "warning: \(app.name) has no sensitive cells: every strategy measures 0"
            + " (mark them in its '--- mask' section, see Assets/README.md)"
    }

    /// The apps a tape brings to the screen: the one it starts with and every `Launch`.
    static func apps(of tape: Tape, in catalog: AssetCatalog) -> [AppAsset] {
        var names = [tape.settings.lab.app].compactMap { $0 }
        for step in tape.steps {
            if case .event(.launch(let name)) = step.action { names.append(name) }
        }
        var apps: [AppAsset] = []
        for name in names {
            if let app = catalog.app(named: name), !apps.contains(where: { $0.id == app.id }) {
                apps.append(app)
            }
        }
        return apps
    }

    /// The notes for a tape run against `catalog`.
    static func forTape(_ tape: Tape, catalog: AssetCatalog) -> [String] {
        let strategies =
            [tape.settings.lab.strategy.id]
            + tape.steps.compactMap { step -> String? in
                if case .set(.strategy(let id)) = step.action { return id }
                return nil
            }
        return [splash(catalog, strategies: strategies)].compactMap { $0 }
            + apps(of: tape, in: catalog).compactMap(noSensitiveCells)
    }

    /// Each note on standard error, terminal-safe (names come from asset files).
    static func print(_ notes: [String?]) {
        for note in notes.compactMap({ $0 }) {
            FileHandle.standardError.write(Data("switcherlab: \(TerminalSafeText.sanitized(note))\n".utf8))
        }
    }
}
