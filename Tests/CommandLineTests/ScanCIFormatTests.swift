import Foundation
import SwitcherTestSupport
import Testing

/// `scan` and `audit` for CI, run as a user runs them: the formats, baselines, suppression
/// comments, `.switcherlab.yml` and the exit codes.
@Suite struct ScanCIFormatTests {
    static func fixture(_ name: String) -> URL {
        Repository.root.appendingPathComponent("Tests/Fixtures/scan/\(name)")
    }

    /// A copy of a fixture app in a fresh directory (no repository above it), as `app`.
    static func withCopy<T>(of name: String, _ body: (URL, URL) throws -> T) throws -> T {
        try withTemporaryDirectory { directory in
            let app = directory.appendingPathComponent("app")
            try FileManager.default.copyItem(at: fixture(name), to: app)
            return try body(directory, app)
        }
    }

    static func edit(_ file: URL, _ change: (String) -> String) throws {
        try change(try String(contentsOf: file, encoding: .utf8)).write(
            to: file, atomically: true, encoding: .utf8)
    }

    @Test func xcodeLinesNameTheFileAsGivenAndAreErrorsForLeaks() throws {
        try Self.withCopy(of: "app-delegate-overlay-in-scene-app") { directory, _ in
            let run = try Switcherlab.run(["scan", "app", "--format", "xcode"], in: directory)
            #expect(run.status == 1, "\(run.error)")
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(lines.count == 2, "\(run.output)")
            // Leak: an error at the line the cover goes up, the column its code starts at.
            let file = directory.appendingPathComponent("app/App/AppDelegate.swift")
            let source = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            let leak = try #require(lines.first { $0.hasSuffix("[snapshot-leak]") })
            let parts = leak.split(separator: ":", maxSplits: 4).map(String.init)
            #expect(parts[0] == "app/App/AppDelegate.swift")
            let line = try #require(Int(parts[1]))
            let column = try #require(Int(parts[2]))
            #expect(source[line - 1].contains("addSubview") || source[line - 1].contains("UIView"))
            #expect(source[line - 1].prefix(column - 1).allSatisfy { $0 == " " })
            #expect(source[line - 1].dropFirst(column - 1).first?.isWhitespace == false)
            #expect(parts[3] == " error")
            #expect(
                lines.contains {
                    $0.hasPrefix("app/App/AppDelegate.swift:\(line):\(column): warning: ")
                        && $0.hasSuffix("[host-never-runs]")
                })
            // The same run with --json is refused: two formats.
            let both = try Switcherlab.run(["scan", "app", "--format", "xcode", "--json"], in: directory)
            #expect(both.status == 2)
            #expect(both.error.contains("two formats"))
            #expect(both.output.isEmpty)
            // The alias and the same --format agree.
            let same = try Switcherlab.run(["scan", "app", "--format", "sarif", "--sarif"], in: directory)
            #expect(same.status == 1, "\(same.error)")
        }
    }

    @Test func githubCommandsFromTheRepositorysRoot() throws {
        // The fixtures are in this repository: paths start at its root.
        let run = try Switcherlab.run([
            "scan", Self.fixture("unrecognised").path, "--format", "github-actions",
        ])
        // Unrecognised code in sceneWillResignActive runs before every card: not assessed (3).
        #expect(run.status == 3, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(
                line.hasPrefix("::error file=Tests/Fixtures/scan/unrecognised/App/")
                    || line.hasPrefix("::warning file=Tests/Fixtures/scan/unrecognised/App/"), "\(line)")
            #expect(line.contains(",line=") && line.contains(",col=") && line.contains(",title="))
        }
        #expect(!lines.contains { $0.hasPrefix("::error ") })
        #expect(
            lines.contains {
                $0.hasPrefix("::warning ") && $0.contains("title=unrecognised-lifecycle-code::")
            })
        // --sarif-root moves where they start.
        let rooted = try Switcherlab.run([
            "scan", Self.fixture("unrecognised").path, "--format", "github-actions", "--sarif-root",
            Self.fixture("").path,
        ])
        #expect(
            rooted.output.hasPrefix("::") && rooted.output.contains("file=unrecognised/App/"),
            "\(rooted.output)")
        let outside = try Switcherlab.run([
            "scan", Self.fixture("unrecognised").path, "--sarif", "--sarif-root",
            Self.fixture("nothing").path,
        ])
        #expect(outside.status == 2)
        #expect(outside.error.contains("does not hold"))
    }

    @Test func auditLinesHaveNoFile() throws {
        let run = try Switcherlab.run([
            "audit", "--device", "iphone", "--lifecycle", "scene", "--strategy", "color-overlay", "--host",
            "app-delegate", "--format", "github-actions",
        ])
        #expect(run.status == 0, "\(run.error)")
        let json = try Switcherlab.run([
            "audit", "--device", "iphone", "--lifecycle", "scene", "--strategy", "color-overlay", "--host",
            "app-delegate", "--json",
        ])
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        let leaking = rows.filter { ($0["legibleSensitiveCells"] as? Int ?? 0) > 0 }
        #expect(!leaking.isEmpty)
        let lines = run.output.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error title=snapshot-leak::") }.count == leaking.count)
        #expect(!run.output.contains("file="))
        let xcode = try Switcherlab.run([
            "audit", "--device", "iphone", "--lifecycle", "scene", "--strategy", "color-overlay", "--host",
            "app-delegate", "--format", "xcode",
        ])
        #expect(xcode.output.split(separator: "\n").filter { $0.hasPrefix("error: ") }.count == leaking.count)
        let sarif = try Switcherlab.run(["audit", "--format", "sarif"])
        #expect(sarif.status == 2)
        #expect(sarif.error.contains("scan --sarif"))
    }

    /// Write a baseline, move the code and add a finding: only the new one is reported.
    @Test func aBaselineReportsOnlyNewFindings() throws {
        try Self.withCopy(of: "async-hop") { directory, app in
            let baseline = directory.appendingPathComponent("baseline.json")
            let write = try Switcherlab.run(
                ["scan", "app", "--write-baseline", baseline.path, "--format", "xcode"], in: directory)
            #expect(write.status == 1)
            let written = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: baseline)) as? [String: Any])
            #expect((written["findings"] as? [Any])?.count == write.output.split(separator: "\n").count)
            let delegate = app.appendingPathComponent("App/SceneDelegate.swift")
            try Self.edit(delegate) { text in
                text.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\n\n// Moved down.\n\n")
                    .replacingOccurrences(
                        of: "    func sceneWillEnterForeground(",
                        with: """
                                func sceneWillResignActive(_ scene: UIScene) {
                                    window?.rootViewController?.view.layer.opacity = 0.2
                                }

                                func sceneWillEnterForeground(
                            """)
            }
            let again = try Switcherlab.run(
                ["scan", "app", "--baseline", baseline.path, "--format", "xcode"], in: directory)
            let lines = again.output.split(separator: "\n")
            #expect(lines.count == 1, "\(again.output)")
            #expect(lines.first?.hasSuffix("[unrecognised-lifecycle-code]") == true)
            // The old leak, moved, is in the baseline: the exit code does not count it; the new
            // code, unrecognised in sceneWillResignActive, runs before every card: not assessed …
            #expect(again.status == 3, "\(again.error)")
            // … but the new unassessed code counts for --fail-on unknown.
            let unknown = try Switcherlab.run(
                ["scan", "app", "--baseline", baseline.path, "--fail-on", "unknown"], in: directory)
            #expect(unknown.status == 1)
            #expect(unknown.output.contains("in the baseline (not counted): 2 findings"))
            // Without the baseline the old finding is back, but the unrecognised code could cover
            // every card it leaves: still not assessed rather than a leak.
            let without = try Switcherlab.run(["scan", "app", "--format", "xcode"], in: directory)
            #expect(without.status == 3)
            #expect(without.output.split(separator: "\n").count == 3)
        }
    }

    @Test func aBadBaselineIsRefusedAndNoBaselineIsHalfWritten() throws {
        try Self.withCopy(of: "async-hop") { directory, _ in
            let bad = directory.appendingPathComponent("bad.json")
            try "{\"findings\": []}".write(to: bad, atomically: true, encoding: .utf8)
            let run = try Switcherlab.run(["scan", "app", "--baseline", bad.path], in: directory)
            #expect(run.status == 2)
            #expect(run.error.contains("bad.json: not a baseline"))
            // Bad input: the baseline to write is not written.
            let target = directory.appendingPathComponent("new.json")
            let refused = try Switcherlab.run(
                ["scan", "app", "--write-baseline", target.path, "--fail-on", "sometimes"], in: directory)
            #expect(refused.status == 2)
            #expect(!FileManager.default.fileExists(atPath: target.path))
        }
    }

    @Test func suppressedFindingsAreListedInSARIFAndNotCounted() throws {
        try Self.withCopy(of: "async-hop") { directory, app in
            try Self.edit(app.appendingPathComponent("App/SceneDelegate.swift")) { text in
                text.replacingOccurrences(
                    of: "            let cover = UIWindow(windowScene: windowScene)",
                    with: """
                                    // switcherlab:ignore snapshot-leak,deferred-past-snapshot the window is a decoy
                                    let cover = UIWindow(windowScene: windowScene)
                        """)
            }
            let text = try Switcherlab.run(["scan", "app"], in: directory)
            #expect(text.status == 0, "\(text.output)")
            #expect(text.output.contains("suppressed (not counted):"))
            let xcode = try Switcherlab.run(["scan", "app", "--format", "xcode"], in: directory)
            #expect(xcode.output.isEmpty)
            let sarif = try Switcherlab.run(["scan", "app", "--sarif"], in: directory)
            let log = try #require(
                try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
            let results = try #require(
                (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            #expect(results.count == 2)
            for result in results {
                let suppressions = try #require(result["suppressions"] as? [[String: Any]])
                #expect(suppressions.first?["kind"] as? String == "inSource")
                #expect(suppressions.first?["justification"] as? String == "the window is a decoy")
            }
            // Without a reason: still suppressed, and a warning at the comment.
            try Self.edit(app.appendingPathComponent("App/SceneDelegate.swift")) {
                $0.replacingOccurrences(of: " the window is a decoy", with: "")
            }
            let bare = try Switcherlab.run(["scan", "app", "--format", "xcode"], in: directory)
            #expect(bare.status == 0)
            #expect(bare.error.contains("app/App/SceneDelegate.swift:11: warning: switcherlab:ignore"))
            #expect(bare.error.contains("gives no reason"))
        }
    }

    @Test func theConfigurationFileIsCheckedAndTheCommandLineWins() throws {
        try Self.withCopy(of: "async-hop") { directory, app in
            let config = app.appendingPathComponent(".switcherlab.yml")
            try "devices: [iphone, ipad]\nios: [17, 18]\nfail-on: none\n".write(
                to: config, atomically: true, encoding: .utf8)
            let run = try Switcherlab.run(["scan", "app", "--json"], in: directory)
            #expect(run.status == 0, "\(run.error)")  // fail-on none
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            #expect(object["devices"] as? [String] == ["iphone", "ipad"])
            let rows = try #require(object["audit"] as? [[String: Any]])
            #expect(Set(rows.compactMap { $0["ios"] as? Int }) == [17, 18])
            #expect(Set(rows.compactMap { $0["device"] as? String }) == ["iphone", "ipad"])
            // The command line wins: one device, and a leak fails again.
            let cli = try Switcherlab.run(
                ["scan", "app", "--json", "--device", "iphone", "--fail-on", "leak"], in: directory)
            #expect(cli.status == 1)
            let narrowed = try #require(
                try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as? [String: Any])
            #expect(narrowed["devices"] as? [String] == ["iphone"])
            for (yaml, message) in [
                ("devices: [iphone]\ncolour: red\n", ".switcherlab.yml:2: unknown key 'colour'"),
                ("devices: [iphone, pixel]\n", ".switcherlab.yml:1: devices: unknown device 'pixel'"),
                ("lifecycle: scene\nios: 11\n", ".switcherlab.yml:2: ios: "),
                ("fail-on: sometimes\n", ".switcherlab.yml:1: fail-on: 'sometimes' is not one of"),
                ("exclude:\n  - ../elsewhere\n", ".switcherlab.yml:2: exclude: "),
                ("devices: [iphone\n", ".switcherlab.yml:2: not YAML"),
                ("lifecycle: scene\nlifecycle: app\n", ".switcherlab.yml:2: 'lifecycle' given twice"),
                ("- iphone\n", ".switcherlab.yml:1: expected keys"),
                ("ios: \"\u{1B}[2J\"\n", ".switcherlab.yml:1: "),
            ] {
                try yaml.write(to: config, atomically: true, encoding: .utf8)
                let refused = try Switcherlab.run(["scan", "app"], in: directory)
                #expect(refused.status == 2, "\(yaml)")
                #expect(refused.output.isEmpty)
                #expect(refused.error.hasPrefix("switcherlab: app/\(message)"), "\(yaml): \(refused.error)")
                #expect(refused.error.split(separator: "\n").count == 1)
                #expect(!refused.error.unicodeScalars.contains { $0.value == 0x1B })
            }
            // Excluded: the app's Swift is not read, so nothing protects it.
            try "exclude: [\"App/*.swift\"]\n".write(to: config, atomically: true, encoding: .utf8)
            let excluded = try Switcherlab.run(["scan", "app", "--format", "xcode"], in: directory)
            #expect(excluded.output.contains("[no-snapshot-protection]"))
            #expect(!excluded.output.contains("SceneDelegate.swift"))
        }
    }

    static let sarifMissing = ToolRequirement.sarifToolsMissing

    /// The log, loaded by sarif-tools as a consumer of SARIF would load it.
    @Test(
        "sarif-tools reads a scan of the fixtures",
        .enabled(if: ToolRequirement.runs(missing: sarifMissing), "\(sarifMissing ?? "")"))
    func sarifToolsReadsTheScan() throws {
        try MissingTool.check(Self.sarifMissing)
        let sarif = try #require(Subprocess.find("sarif"))
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(["scan", Self.fixture("").path, "--sarif"])
            #expect(run.status == 1)
            let file = directory.appendingPathComponent("scan.sarif")
            try run.output.write(to: file, atomically: true, encoding: .utf8)
            let log = try #require(
                try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let results = try #require(
                (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            func count(_ level: String) -> Int { results.filter { $0["level"] as? String == level }.count }
            let summary = try Subprocess.run(sarif, ["summary", file.path])
            #expect(summary.status == 0, "\(summary.error)")
            // Its counts by level are the log's.
            #expect(summary.output.contains("error: \(count("error"))"), "\(summary.output)")
            #expect(summary.output.contains("warning: \(count("warning"))"), "\(summary.output)")
            #expect(summary.output.contains("note: \(count("note"))"), "\(summary.output)")
            #expect(summary.output.contains("snapshot-leak"))
            let list = try Subprocess.run(sarif, ["ls", file.path])
            #expect(list.status == 0, "\(list.error)")
            #expect(list.output.contains("scan.sarif"))
        }
    }
}
