import Foundation
import SwitcherCode
import SwitcherCore
import SwitcherTestSupport
import Testing

/// `switcherlab verify`: Swift compiled against the lab's UIKit and SwiftUI model and run in
/// its world. The printed code is the code the lab runs: every Swift configuration `code`
/// prints, compiled and audited, gives the audit's own rows.
@Suite(.serialized) struct VerifyTests {
    static let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures/verify")

    /// What a row's verdict rests on: the card, whether it is blank or not measured, the cover
    /// during an interruption and after the return, and the side effects.
    struct Outcome: Hashable, CustomStringConvertible {
        let key: String
        let cells: Int?
        let blank: Bool?
        let notMeasured: String?
        let coverDuring: Bool?
        let coverAfter: Double?
        let stuck: Bool
        let sideEffects: [SideEffect]

        init(_ row: AuditRow) {
            key = "\(row.device) \(row.lifecycle) \(row.event)"
            cells = row.legibleSensitiveCells
            blank = row.blankCard
            notMeasured = row.notMeasured
            coverDuring = row.coverDuringInterruption
            coverAfter = row.coverAfterReturnSeconds
            stuck = row.stuck
            sideEffects = row.sideEffects ?? []
        }

        var description: String {
            "\(key): cells \(cells.map(String.init) ?? "-"), cover \(coverDuring.map(String.init) ?? "-"),"
                + " after \(coverAfter.map { String($0) } ?? "-"), effects \(sideEffects)"
        }
    }

    /// Runs `verify --json` on `files` with a cache of its own.
    static func verify(_ files: [URL], _ arguments: [String] = [], cache: URL) throws -> Subprocess.Result {
        try Switcherlab.run(
            ["verify", "--json"] + arguments + files.map(\.path), environment: ["XDG_CACHE_HOME": cache.path])
    }

    /// The audit's rows for a printed configuration, in this process.
    static func auditRows(_ request: CodeRequest) throws -> [AuditRow] {
        var plan = Audit.Plan()
        plan.strategies = [request.strategy]
        plan.devices = DeviceKind.allCases.filter { $0.platform == .iOS }
        plan.lifecycles = [request.lifecycle ?? .scene]
        if let host = request.host { plan.hosts = [host] }
        plan.presentations = [request.presentation]
        plan.forms = [request.form]
        plan.trigger = request.trigger
        plan.fade = request.fade
        plan.versions = [request.ios]
        return try Audit.run(plan, catalog: .builtIn)
    }

    /// The configurations to run: every Swift one `code` prints, at the current release; and
    /// those whose code changes with the deployment target, at iOS 16 (the article's
    /// `UIGraphicsBeginImageContext`, the one-argument `onChange`, the secure field that works).
    static func configurations() -> [CodeRequest] {
        let current = StrategyCode.configurations(languages: [.swift])
        let older = current.filter {
            ["blurred-snapshot", "scenephase-overlay", "secure-field-layer"].contains($0.strategy)
        }
        .map { request in
            var request = request
            request.ios = IOSVersion(16)!
            return request
        }
        return current + older
    }

    @Test func everyPrintedSwiftConfigurationRunsAsTheAuditSays() throws {
        _ = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        let configurations = Self.configurations()
        #expect(configurations.count >= 120)
        let started = Date()
        try withTemporaryDirectory { directory in
            let cache = directory.appendingPathComponent("cache")
            var folders: [URL] = []
            for (index, request) in configurations.enumerated() {
                let folder = directory.appendingPathComponent("\(index)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for file in try StrategyCode.files(for: request) {
                    try file.text.write(
                        to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
                }
                folders.append(folder)
            }
            let found = folders
            let failures = CodeTypecheckTests.inParallel(found.indices) { index -> String? in
                let request = configurations[index]
                let files = contents(of: found[index]).filter { $0.hasSuffix(".swift") }
                    .map { found[index].appendingPathComponent($0) }
                let arguments = [
                    "--lifecycle", (request.lifecycle ?? .scene).rawValue, "--ios", String(request.ios.major),
                ]
                guard let run = try? Self.verify(files, arguments, cache: cache) else {
                    return "\(request): verify did not run"
                }
                guard [0, 1].contains(run.status),
                    let rows = try? JSONDecoder().decode([AuditRow].self, from: Data(run.output.utf8))
                else { return "switcherlab code \(request): verify exit \(run.status): \(run.error)" }
                guard let expected = try? Self.auditRows(request) else { return "\(request): no audit" }
                let got = rows.map(Outcome.init)
                let want = expected.map(Outcome.init)
                guard got != want else { return nil }
                let differences = zip(got, want).filter { $0 != $1 }.prefix(3).map {
                    "ran \($0), audit \($1)"
                }
                return "switcherlab code \(request) --ios \(request.ios.major):"
                    + " \(got.count) rows, audit \(want.count); \(differences.joined(separator: "; "))"
            }
            for failure in failures.compactMap({ $0 }) { Issue.record(Comment(rawValue: failure)) }
        }
        let seconds = Int(Date().timeIntervalSince(started).rounded())
        print(
            "VerifyTests: \(configurations.count) printed Swift configurations run through the audit in \(seconds) s"
        )
    }

    /// The template that printed a shadowed `view` leaks everywhere; the code printed now does
    /// not leak on Home.
    @Test func theShadowedViewLeaksAndThePrintedCodeDoesNot() throws {
        _ = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        try withTemporaryDirectory { directory in
            let cache = directory.appendingPathComponent("cache")
            let old = try Self.verify(
                [Self.fixtures.appendingPathComponent("ShadowedBlur.swift")], cache: cache)
            #expect(old.status == 1, "\(old.error)")
            let oldRows = try JSONDecoder().decode([AuditRow].self, from: Data(old.output.utf8))
            let oldHome = oldRows.filter { $0.event == "home" }
            #expect(!oldHome.isEmpty && oldHome.allSatisfy { ($0.legibleSensitiveCells ?? 0) > 0 })
            let printed = directory.appendingPathComponent("ViewController.swift")
            try StrategyCode.text(for: CodeRequest(strategy: "blurred-snapshot", host: .notifications))
                .write(to: printed, atomically: true, encoding: .utf8)
            let now = try Self.verify([printed], cache: cache)
            let rows = try JSONDecoder().decode([AuditRow].self, from: Data(now.output.utf8))
            let home = rows.filter { $0.event == "home" }
            #expect(!home.isEmpty && home.allSatisfy { $0.legibleSensitiveCells == 0 }, "\(now.error)")
        }
    }

    /// Four pieces of privacy code written for the lab, each with what the audit finds.
    @Test func fourPiecesOfPrivacyCode() throws {
        _ = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        try withTemporaryDirectory { directory in
            let cache = directory.appendingPathComponent("cache")
            func rows(_ name: String) throws -> (status: Int32, rows: [AuditRow]) {
                let folder = Self.fixtures.appendingPathComponent(name)
                let files = contents(of: folder).map { folder.appendingPathComponent($0) }
                let run = try Self.verify(files, cache: cache)
                return (run.status, try JSONDecoder().decode([AuditRow].self, from: Data(run.output.utf8)))
            }
            func cells(_ rows: [AuditRow], _ event: String) -> Int {
                rows.filter { $0.event == event }.compactMap(\.legibleSensitiveCells).reduce(0, +)
            }
            // A plain cover in sceneWillResignActive: no card leaks.
            let plain = try rows("plain-cover")
            #expect(plain.status == 0)
            #expect(plain.rows.allSatisfy { ($0.legibleSensitiveCells ?? 0) == 0 })
            // Faded in over 0.5 s: the fast app switch catches it half way.
            let fade = try rows("fade-in")
            #expect(fade.status == 1)
            #expect(cells(fade.rows, "app-switch") > 0 && cells(fade.rows, "home") == 0)
            // A privacy window from sceneDidEnterBackground: the switcher opened over the app leaks.
            let window = try rows("privacy-window")
            #expect(window.status == 1)
            #expect(cells(window.rows, "switcher") > 0 && cells(window.rows, "home") == 0)
            // SwiftUI, a cover while the scene is not active: under the app's own alert it leaks.
            let swiftUI = try rows("swiftui-phase")
            #expect(swiftUI.rows.allSatisfy { $0.host == "swiftui-scene" })
            #expect(cells(swiftUI.rows, "home") == 0 && cells(swiftUI.rows, "sensitive-modal") > 0)
        }
    }

    /// `--sarif`: a result per leaking event at the delegate's declaration, valid against the
    /// OASIS schema (skipped without jsonschema and the schema, except in CI).
    @Test func theSARIFPointsAtTheDelegate() throws {
        _ = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        try withTemporaryDirectory { directory in
            let file = Self.fixtures.appendingPathComponent("fade-in/SceneDelegate.swift")
            let run = try Switcherlab.run(
                ["verify", "--sarif", file.path], environment: ["XDG_CACHE_HOME": directory.path])
            #expect(run.status == 1, "\(run.error)")
            let log = try #require(
                try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let results = try #require(
                ((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
            let leaks = results.filter { $0["ruleId"] as? String == "snapshot-leak" }
            #expect(
                leaks.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }.map {
                    String($0.prefix { $0 != ":" })
                } == ["app-switch", "lock", "window-away"])
            let region =
                ((((leaks.first?["locations"] as? [[String: Any]])?.first)?["physicalLocation"]
                    as? [String: Any])?["region"] as? [String: Any])
            #expect(region?["startLine"] as? Int == 4)
            let script = Repository.root.appendingPathComponent("Tests/Tools/sarif_validate.py").path
            let python = try #require(Subprocess.find("python3"), "python3 is not installed")
            let locate = try Subprocess.run(python, [script, "--locate"])
            if locate.status != 0 {
                let missing = locate.output.trimmingCharacters(in: .whitespacesAndNewlines)
                if ProcessInfo.processInfo.environment["CI"] == "true" {
                    Issue.record("the SARIF schema check needs \(missing)")
                }
                print("VerifyTests: the SARIF schema check is skipped: \(missing)")
                return
            }
            let saved = directory.appendingPathComponent("verify.sarif")
            try run.output.write(to: saved, atomically: true, encoding: .utf8)
            let check = try Subprocess.run(python, [script, saved.path])
            #expect(check.status == 0, "\(check.output)\(check.error)")
        }
    }

    /// An API the model lacks: exit 2, the file and line, and the name.
    @Test func anUnmodelledAPIIsAnErrorWithItsLine() throws {
        _ = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        try withTemporaryDirectory { directory in
            let file = Self.fixtures.appendingPathComponent("unmodelled/SceneDelegate.swift")
            let run = try Self.verify([file], cache: directory)
            #expect(run.status == 2)
            #expect(
                run.error.contains("SceneDelegate.swift:8: 'brightness' is not in the lab's UIKit model"),
                "\(run.error)")
        }
    }

    /// An installed program — `bin/switcherlab` with its model in `libexec/switcherlab/model`, as
    /// the Homebrew formula lays them out with `scripts/install-model` — finds the model without
    /// `SWITCHERLAB_MODEL`; the same program with nothing installed beside it says where it looked.
    @Test func anInstalledProgramFindsItsModel() throws {
        _ = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        let program = try #require(Switcherlab.url, "switcherlab is not built")
        try withTemporaryDirectory { directory in
            let prefix = directory.appendingPathComponent("prefix")
            let bin = prefix.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            let installed = bin.appendingPathComponent("switcherlab")
            try FileManager.default.copyItem(at: program, to: installed)
            let file = Self.fixtures.appendingPathComponent("plain-cover/SceneDelegate.swift")
            let environment = ProcessInfo.processInfo.environment.merging([
                "SWITCHERLAB_MODEL": "", "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
                "SWITCHERLAB_ASSETS": ShippedAssets.directory.path,
            ]) { $1 }
            let bare = try Subprocess.run(installed.path, ["verify", file.path], environment: environment)
            #expect(bare.status == 2)
            #expect(bare.error.contains("scripts/install-model"), "\(bare.error)")
            let install = try Subprocess.run(
                "/usr/bin/env",
                [
                    "python3", Repository.root.appendingPathComponent("scripts/install-model").path,
                    "--build",
                    program.deletingLastPathComponent().path, "--prefix", prefix.path,
                ])
            #expect(install.status == 0, "\(install.error)")
            let run = try Subprocess.run(installed.path, ["verify", file.path], environment: environment)
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.contains("scene-delegate"), "\(run.output)")
        }
    }

    /// Without a Swift compiler, verify says what it needs.
    @Test func withoutACompilerItSaysSo() throws {
        try withTemporaryDirectory { directory in
            let file = Self.fixtures.appendingPathComponent("plain-cover/SceneDelegate.swift")
            let run = try Switcherlab.run(
                ["verify", file.path],
                environment: ["PATH": directory.path, "SWIFTC": "", "XDG_CACHE_HOME": directory.path])
            #expect(run.status == 2)
            #expect(run.error.contains("no swiftc on PATH"), "\(run.error)")
        }
    }

    /// Files that declare nothing to run, and a file that is not Swift: exit 2, said.
    @Test func nothingToRunIsAUsageError() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("Empty.swift")
            try "struct Nothing {}\n".write(to: file, atomically: true, encoding: .utf8)
            let run = try Switcherlab.run(
                ["verify", file.path], environment: ["XDG_CACHE_HOME": directory.path])
            #expect(run.status == 2)
            #expect(run.error.contains("nothing to run"), "\(run.error)")
            let text = directory.appendingPathComponent("notes.txt")
            try "x".write(to: text, atomically: true, encoding: .utf8)
            let other = try Switcherlab.run(["verify", text.path])
            #expect(other.status == 2 && other.error.contains("not a Swift file"))
        }
    }
}
