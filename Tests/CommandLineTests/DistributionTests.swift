import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// What installs the program and runs it elsewhere: the Homebrew formula, the GitHub Action,
/// the pre-commit hooks, the release workflow, the shell completions (docs/CI.md).
@Suite struct DistributionTests {
    static let root = Repository.root

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    // MARK: - The Homebrew formula

    /// scripts/release writes the formula's url for the version in Version.swift: a formula
    /// left at the last release's version fails here.
    @Test func theFormulasVersionIsTheProgramsVersion() throws {
        let formula = try Self.text("Formula/switcherlab.rb")
        let url = try #require(formula.firstMatch(of: /\n  url "([^"]+)"/)?.1)
        #expect(
            url
                == "https://github.com/switcherlab/switcherlab/archive/refs/tags/v\(SwitcherLabVersion.current).tar.gz"
        )
        let sha = try #require(formula.firstMatch(of: /\n  sha256 "([^"]*)"/)?.1)
        #expect(sha.wholeMatch(of: /[0-9a-f]{64}/) != nil, "sha256 \(sha)")
    }

    @Test func theFormulaBuildsAndInstallsBothProgramsWithCompletions() throws {
        let formula = try Self.text("Formula/switcherlab.rb")
        #expect(formula.contains("class Switcherlab < Formula"))
        #expect(formula.contains(#"depends_on xcode: ["16.0", :build]"#))
        #expect(formula.contains(#"uses_from_macos "swift" => :build"#))
        #expect(formula.contains(#"uses_from_macos "ncurses""#))
        #expect(formula.contains(#""--disable-sandbox""#))
        #expect(formula.contains(#""--product", product"#))
        #expect(formula.contains(#"%w[switcherlab switcherlab-ci]"#))
        #expect(
            formula.contains(#"bin.install ".build/release/switcherlab", ".build/release/switcherlab-ci""#))
        #expect(
            formula.contains(
                #"generate_completions_from_executable(bin/"switcherlab", "--generate-completion-script")"#))
        // The test block checks the version and runs an audit and a scan.
        let test = try #require(formula.range(of: "  test do\n"))
        let block = formula[test.upperBound...]
        #expect(
            block.contains(
                ##"assert_equal version.to_s, shell_output("#{bin}/switcherlab --version").strip"##))
        #expect(block.contains("switcherlab-ci audit --device iphone --lifecycle scene --event home"))
        #expect(block.contains("switcherlab-ci scan"))
        // The model verify compiles against is installed beside the programs, and verified.
        #expect(
            formula.contains(
                #"system "python3", "scripts/install-model", "--build", ".build/release", "--prefix", prefix"#
            ))
        #expect(block.contains("switcherlab verify"))
    }

    /// The tarball does not hold the formula that records its checksum.
    @Test func theSourceTarballLeavesTheFormulaOut() throws {
        #expect(try Self.text(".gitattributes").contains("/Formula export-ignore"))
    }

    /// Homebrew makes the completions with `switcherlab --generate-completion-script SHELL`.
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) throws {
        let run = try Switcherlab.run(["--generate-completion-script", shell])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("switcherlab"))
        #expect(run.output.contains("scan"))
        #expect(run.output.contains("recommend"))
        #expect(run.error.isEmpty, "\(run.error)")
    }

    // MARK: - The YAML files, read by PyYAML

    static let yamlMissing = Subprocess.missingPython(module: "yaml")

    /// The YAML file as JSON objects, read by PyYAML (YAML 1.1: a key `on` reads as `true`).
    static func yaml(_ path: String) throws -> Any {
        try MissingTool.check(yamlMissing)
        let python = try #require(Subprocess.find("python3"))
        let run = try Subprocess.run(
            python,
            [
                "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))",
                root.appendingPathComponent(path).path,
            ])
        #expect(run.status == 0, "\(run.error)")
        return try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    }

    /// What GitHub requires of an action: a name, a description, inputs with descriptions, a
    /// composite `runs` whose `run` steps each name a shell; and what this one promises.
    @Test(.enabled(if: ToolRequirement.runs(missing: yamlMissing), "\(yamlMissing ?? "")"))
    func theActionIsACompositeActionGitHubAccepts() throws {
        let action = try #require(try Self.yaml("action.yml") as? [String: Any])
        #expect((action["name"] as? String)?.isEmpty == false)
        let description = try #require(action["description"] as? String)
        #expect(description.contains("security-events: write"))
        let inputs = try #require(action["inputs"] as? [String: [String: Any]])
        #expect(Set(inputs.keys) == ["path", "format", "baseline", "fail-on", "version"])
        for (name, input) in inputs {
            #expect((input["description"] as? String)?.isEmpty == false, "input \(name)")
        }
        #expect(inputs["format"]?["default"] as? String == "sarif")
        #expect(inputs["path"]?["default"] as? String == ".")
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let steps = try #require(runs["steps"] as? [[String: Any]])
        for step in steps {
            #expect((step["run"] == nil) != (step["uses"] == nil), "a step runs or uses: \(step)")
            if step["run"] != nil { #expect(step["shell"] as? String == "bash", "\(step)") }
        }
        #expect(steps.contains { ($0["uses"] as? String) == "github/codeql-action/upload-sarif@v3" })
        let scan = try #require(steps.first { ($0["id"] as? String) == "scan" }?["run"] as? String)
        #expect(scan.contains(#"scan "$SCAN_PATH" --format "$FORMAT" --fail-on "$FAIL_ON""#))
        #expect(scan.contains("--baseline"))
    }

    /// What pre-commit requires of a hook (id, name, entry, language) and what this one runs.
    @Test(.enabled(if: ToolRequirement.runs(missing: yamlMissing), "\(yamlMissing ?? "")"))
    func thePreCommitHooksArePreCommits() throws {
        let hooks = try #require(try Self.yaml(".pre-commit-hooks.yaml") as? [[String: Any]])
        let languages: Set<String> = ["swift", "system", "script", "docker_image"]
        for hook in hooks {
            for key in ["id", "name", "entry", "language"] {
                #expect((hook[key] as? String)?.isEmpty == false, "\(key) in \(hook)")
            }
            #expect(languages.contains(hook["language"] as? String ?? ""), "\(hook)")
        }
        let scan = try #require(hooks.first { $0["id"] as? String == "switcherlab-scan" })
        #expect(scan["entry"] as? String == "switcherlab-ci scan . --format xcode")
        #expect(scan["pass_filenames"] as? Bool == false)
        #expect(scan["language"] as? String == "swift")
    }

    /// The release workflow runs on a tag, on macOS for a universal binary and on Linux, and
    /// leaves the work to scripts/release.
    @Test(.enabled(if: ToolRequirement.runs(missing: yamlMissing), "\(yamlMissing ?? "")"))
    func theReleaseWorkflowRunsTheScript() throws {
        let workflow = try #require(try Self.yaml(".github/workflows/release.yml") as? [String: Any])
        let trigger = try #require((workflow["on"] ?? workflow["true"]) as? [String: Any])
        let push = try #require(trigger["push"] as? [String: Any])
        #expect(push["tags"] as? [String] == ["v*"])
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        #expect(Set(jobs.keys) == ["macos", "linux", "publish"])
        func runs(_ job: String) -> String {
            ((jobs[job]?["steps"] as? [[String: Any]]) ?? []).compactMap { $0["run"] as? String }
                .joined(separator: "\n")
        }
        #expect(runs("macos").contains("scripts/release --arch arm64 --arch x86_64"))
        #expect(runs("linux").contains("scripts/release --source none"))
        #expect(runs("publish").contains("--merge"))
        #expect(runs("publish").contains("--source github"))
        #expect((jobs["publish"]?["needs"] as? [String]).map(Set.init) == ["macos", "linux"])
    }
}
