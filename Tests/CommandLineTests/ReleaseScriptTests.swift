import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// `scripts/release` run as the release workflow runs it, but on the debug binaries built
/// beside the tests (`--bin-dir`): the artifact bundle's layout and info.json, its checksum,
/// the source tarball and the formula it updates, and the binary in the bundle run alone.
@Suite struct ReleaseScriptTests {
    static let missing: String? = {
        if Subprocess.find("python3") == nil { return "python3 is not installed: scripts/release needs it" }
        if Switcherlab.url == nil { return "switcherlab is not built beside the tests" }
        return nil
    }()

    /// `swift -print-target-info`'s architecture, as the bundle's triples name it.
    static var hostArchitecture: String {
        #if arch(x86_64)
            "x86_64"
        #elseif arch(arm64)
            isLinux ? "aarch64" : "arm64"
        #else
            "unknown"
        #endif
    }

    static var isLinux: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }

    static func sha256(_ file: URL) throws -> String {
        let python = try #require(Subprocess.find("python3"))
        let run = try Subprocess.run(
            python,
            [
                "-c",
                "import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], 'rb').read()).hexdigest())",
                file.path,
            ])
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(
        "scripts/release makes an artifact bundle whose binary runs alone, its checksum, the tarball and the formula",
        .enabled(if: ToolRequirement.runs(missing: missing), "\(missing ?? "")"))
    func releaseOfTheDebugBuild() throws {
        try MissingTool.check(Self.missing)
        let python = try #require(Subprocess.find("python3"))
        let binaries = try #require(Switcherlab.url).deletingLastPathComponent()
        let isGit = FileManager.default.fileExists(
            atPath: Repository.root.appendingPathComponent(".git").path)
        try withTemporaryDirectory { output in
            let formula = output.appendingPathComponent("switcherlab.rb")
            try FileManager.default.copyItem(
                at: Repository.root.appendingPathComponent("Formula/switcherlab.rb"), to: formula)
            let version = SwitcherLabVersion.current
            let run = try Subprocess.run(
                python,
                [
                    Repository.root.appendingPathComponent("scripts/release").path, "--configuration",
                    "debug",
                    "--bin-dir", binaries.path, "--output", output.path, "--formula", formula.path,
                    "--source", isGit ? "git" : "none",
                ])
            #expect(run.status == 0, "\(run.error)")

            // info.json: schema 1.0, both programs, each an executable of this version with one
            // variant whose path is in the bundle and whose triple is this machine's.
            let bundle = output.appendingPathComponent("switcherlab.artifactbundle")
            let info = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: bundle.appendingPathComponent("info.json")))
                    as? [String: Any])
            #expect(info["schemaVersion"] as? String == "1.0")
            let artifacts = try #require(info["artifacts"] as? [String: [String: Any]])
            #expect(Set(artifacts.keys) == ["switcherlab", "switcherlab-ci"])
            var programs: [String: URL] = [:]
            for (name, artifact) in artifacts {
                #expect(artifact["version"] as? String == version)
                #expect(artifact["type"] as? String == "executable")
                let variants = try #require(artifact["variants"] as? [[String: Any]])
                #expect(variants.count == 1)
                let path = try #require(variants.first?["path"] as? String)
                #expect(path.hasSuffix("/bin/\(name)"), "\(path)")
                #expect(path.hasPrefix("switcherlab-\(version)-"), "\(path)")
                let triples = try #require(variants.first?["supportedTriples"] as? [String])
                #expect(triples.count == 1)
                let triple = try #require(triples.first)
                #expect(triple.hasPrefix(Self.hostArchitecture + "-"), "\(triple)")
                #expect(triple.contains(Self.isLinux ? "-linux-" : "-apple-macosx"), "\(triple)")
                #expect(triple.last?.isNumber == false, "no OS version in \(triple)")
                programs[name] = bundle.appendingPathComponent(path)
                #expect(
                    FileManager.default.isExecutableFile(atPath: bundle.appendingPathComponent(path).path))
            }

            // The zip holds the bundle's folder at its top; the checksum file is its SHA-256.
            let zip = output.appendingPathComponent("switcherlab.artifactbundle.zip")
            let listing = try Subprocess.run(
                python,
                [
                    "-c", "import sys, zipfile; print('\\n'.join(zipfile.ZipFile(sys.argv[1]).namelist()))",
                    zip.path,
                ])
            let names = listing.output.split(separator: "\n").map(String.init)
            #expect(names.contains("switcherlab.artifactbundle/info.json"))
            #expect(names.allSatisfy { $0.hasPrefix("switcherlab.artifactbundle/") }, "\(names)")
            #expect(names.contains { $0.hasSuffix("/bin/switcherlab-ci") })
            let checksum = try String(
                contentsOf: output.appendingPathComponent("switcherlab.artifactbundle.zip.checksum"),
                encoding: .utf8)
            #expect(checksum == (try Self.sha256(zip)) + "\n")

            // The binary of the bundle, copied alone to an empty directory, runs there with no
            // TERM and no assets directory: --version and a scan of a fixture app.
            try withTemporaryDirectory { empty in
                let alone = empty.appendingPathComponent("switcherlab-ci")
                // Copied by cp, so that no descriptor open for writing is inherited by a
                // process another test starts meanwhile ("text file busy" when it runs).
                let copied = try Subprocess.run(
                    "/bin/cp", [try #require(programs["switcherlab-ci"]).path, alone.path])
                try #require(copied.status == 0, "\(copied.error)")
                var environment = ProcessInfo.processInfo.environment
                environment["TERM"] = nil
                environment["SWITCHERLAB_ASSETS"] = nil
                let version = try Subprocess.run(
                    alone.path, ["--version"], environment: environment, in: empty)
                #expect(version.status == 0, "\(version.error)")
                #expect(version.output == SwitcherLabVersion.current + "\n")
                let fixture = Repository.root.appendingPathComponent(
                    "Tests/Fixtures/scan/scene-privacy-window")
                let scan = try Subprocess.run(
                    alone.path, ["scan", fixture.path, "--json"], environment: environment, in: empty)
                #expect(scan.status == 1, "\(scan.error)")
                #expect(scan.output.contains(#""strategy": "privacy-window""#), "\(scan.output)")
                #expect(contents(of: empty) == ["switcherlab-ci"])
            }

            // The source tarball, its SHA-256, and the formula pointed at both.
            guard isGit else { return }
            let tarball = output.appendingPathComponent("switcherlab-\(version).tar.gz")
            let digest = try Self.sha256(tarball)
            let recorded = try String(
                contentsOf: URL(fileURLWithPath: tarball.path + ".sha256"), encoding: .utf8)
            #expect(recorded == "\(digest)  switcherlab-\(version).tar.gz\n")
            // It holds the package, but not the formula that records its checksum.
            let tar = try Subprocess.run(
                python,
                [
                    "-c", "import sys, tarfile; print('\\n'.join(tarfile.open(sys.argv[1]).getnames()))",
                    tarball.path,
                ])
            let entries = tar.output.split(separator: "\n").map(String.init)
            #expect(entries.contains("switcherlab-\(version)/Package.swift"))
            #expect(
                entries.contains("switcherlab-\(version)/Plugins/ScanPrivacyPlugin/ScanPrivacyPlugin.swift"))
            #expect(!entries.contains { $0.hasPrefix("switcherlab-\(version)/Formula") }, "\(entries)")
            let updated = try String(contentsOf: formula, encoding: .utf8)
            #expect(updated.contains(#"  sha256 "\#(digest)""#))
            #expect(
                updated.contains(
                    #"  url "https://github.com/switcherlab/switcherlab/archive/refs/tags/v\#(version).tar.gz""#
                ))
        }
    }
}
