import SwitcherCore

extension ScanMapping {
    /// The findings of an app's privacy libraries: one per switch its project calls (at the
    /// call), one for a library on by default (at its declaration), and one for a library
    /// declared but never switched on (audited as none). Its native code runs where the
    /// platform runs a library's (`Platform.libraryHost`).
    static func libraryFindings(for app: AppReading) -> [ScanFinding] {
        var findings: [ScanFinding] = []
        let platform = app.platform
        for use in app.libraries {
            let library = use.declared.library
            let version = use.version.map { " " + ScanText.snippet($0, limit: 40) } ?? ""
            var switches = use.calls
            if switches.isEmpty, let always = library.onByDefault {
                switches = [(always, use.declared.location)]
            }
            if switches.isEmpty {
                var finding = Self.libraryFinding(
                    "none", use: use, at: use.declared.location, platform: platform,
                    callback: "\(library.name)\(version), declared")
                finding.notes.append(
                    "declared but never switched on: no call of "
                        + library.switches.map { Self.call($0.token) }.joined(separator: ", ")
                        + " in the \(use.searched) source file\(use.searched == 1 ? "" : "s") searched")
                findings.append(finding)
                continue
            }
            for (item, at) in switches {
                var strategy = item.strategy(on: platform)
                var fade = item.fade
                var form = item.form
                var notes: [String] = []
                for bug in library.bugs
                where bug.platform == app.platform && Self.applies(bug, to: use.version) {
                    if let token = bug.token {
                        guard item.token.contains(token) else { continue }
                        if let replaced = bug.iOS {
                            strategy = replaced
                            fade = bug.fade
                            form = nil
                        }
                    }
                    notes.append("known bug: " + bug.note)
                }
                if let needed = item.needs(on: platform), use.companions[needed] == nil, strategy != nil {
                    strategy = nil
                    notes.append(
                        "its iOS cover is registered only once the app also calls \(Self.call(needed)), and no call was found"
                    )
                }
                if strategy == nil, notes.isEmpty {
                    notes.append(
                        "\(item.token.isEmpty ? "it" : Self.call(item.token)) covers nothing on \(app.platform)"
                    )
                }
                let how = item.token.isEmpty ? "on by default" : "switched on by \(Self.call(item.token))"
                var finding = Self.libraryFinding(
                    strategy ?? "none", use: use, at: at, platform: platform, fade: fade,
                    presentation: item.presentation, form: form, callback: "\(library.name)\(version), \(how)"
                )
                finding.notes += notes
                findings.append(finding)
            }
        }
        return findings
    }

    static func libraryFinding(
        _ id: String, use: LibraryUse, at location: SourceLocation, platform: Platform, fade: Double? = nil,
        presentation: ModalPresentation = .automatic, form: StrategyForm? = nil, callback: String
    ) -> ScanFinding {
        let info = Strategies.info(id)
        let host = platform.libraryHost
        let configuration = StrategyConfiguration(
            id: id, trigger: info?.options.contains(.trigger) == true ? .active : nil,
            host: id == "none" ? nil : host.strategyHost, fade: fade, presentation: presentation,
            form: form ?? scannedForm(id))
        var finding = ScanFinding(
            location: location, language: .dependency, configuration: configuration, host: host,
            callback: callback, runs: true, pitfalls: [], audited: configuration, unrecognised: nil, facts: []
        )
        finding.notes.append(
            "declared at \(use.declared.location); mapped from its native code in \(use.declared.library.source)"
        )
        return finding
    }

    /// `enablePrivacy(` → `enablePrivacy(…)`: a switch's token as the report writes it.
    static func call(_ token: String) -> String { token.hasSuffix("(") ? token + "…)" : token }

    /// Whether `bug` is in `version` (a lock's version, or a declared range's lower bound); an
    /// unknown version is taken as affected.
    static func applies(_ bug: PrivacyLibrary.Bug, to version: String?) -> Bool {
        guard let version, !DependencyManifest.numbers(version).isEmpty else { return true }
        if let fixed = bug.fixedIn { return DependencyManifest.precedes(version, fixed) }
        if let last = bug.knownThrough { return !DependencyManifest.precedes(last, version) }
        return true
    }
}
