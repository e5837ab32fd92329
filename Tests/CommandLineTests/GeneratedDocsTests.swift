import Foundation
import SwitcherTestSupport
import Testing

/// The program's output in the documentation — the generated blocks of README.md and docs/*.md,
/// and docs/CLI.md, written from the help — is what the program prints now. `scripts/docs`
/// rewrites it; `scripts/docs --check` lists what is out of date.
@Suite("Generated docs")
struct GeneratedDocsTests {
    static let cli = Repository.root.appendingPathComponent("docs/CLI.md")

    @Test("every generated block, and docs/CLI.md, is what the program prints now")
    func generatedBlocksAreCurrent() throws {
        let binary = try #require(Switcherlab.url, "switcherlab is built")
        let python = try #require(Subprocess.find("python3"), "python3 runs scripts/docs")
        var environment = ProcessInfo.processInfo.environment
        environment["SWITCHERLAB_BINARY"] = binary.path
        let script = Repository.root.appendingPathComponent("scripts/docs").path
        let run = try Subprocess.run(python, [script, "--check"], environment: environment)
        #expect(
            run.status == 0,
            "out of date; regenerate with scripts/docs (after swift build):\n\(run.output)\(run.error)")
    }

    @Test("docs/CLI.md has a section for every command and names there every option its --help prints")
    func cliReferenceNamesEveryCommandAndOption() throws {
        let text = try String(contentsOf: Self.cli, encoding: .utf8)
        var commands = [["switcherlab"]]
        var index = 0
        while index < commands.count {
            let words = commands[index]
            let help = try Self.help(words)
            let name = words.joined(separator: " ")
            let section = try #require(Self.section(name, in: text), "docs/CLI.md has no '## \(name)'")
            let named = Self.options(in: String(section))
            for option in Self.options(in: help).sorted() {
                #expect(named.contains(option), "docs/CLI.md, \(name): no \(option)")
            }
            commands += Self.subcommands(in: help).map { words + [$0] }
            index += 1
        }
        // The program has subcommands, and each of them was found.
        #expect(commands.count > 5)
        #expect(commands.contains(["switcherlab", "audit"]))
    }

    /// `switcherlab WORDS… --help` at 80 columns (the first word is the program's name).
    static func help(_ words: [String]) throws -> String {
        let binary = try #require(Switcherlab.url, "switcherlab is built")
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "80"
        let arguments = Array(words.dropFirst()) + ["--help"]
        let run = try Subprocess.run(binary.path, arguments, environment: environment)
        #expect(run.status == 0, "\(words.joined(separator: " ")) --help: \(run.error)")
        return run.output
    }

    /// The names listed under `SUBCOMMANDS:` (`interactive (default)` is `interactive`).
    static func subcommands(in help: String) -> [String] {
        var names: [String] = []
        var inside = false
        for line in help.split(separator: "\n") {
            if let first = line.first, first.isUppercase, line.contains(":") {
                inside = line.hasPrefix("SUBCOMMANDS:")
                continue
            }
            let entry = line.dropFirst(2)
            guard inside, line.hasPrefix("  "), let first = entry.first, first.isLowercase else { continue }
            let name = String(entry.prefix { !$0.isWhitespace })
            if name != "help" { names.append(name) }
        }
        return names
    }

    /// Every `--name` a help text mentions.
    static func options(in help: String) -> Set<String> {
        let words = help.split { !($0.isLetter || $0.isNumber || $0 == "-") }
        return Set(
            words.filter { $0.hasPrefix("--") && $0.dropFirst(2).first?.isLetter == true }.map(String.init))
    }

    /// The text under the heading `## NAME`, up to the next heading of that level.
    static func section(_ name: String, in text: String) -> Substring? {
        guard let heading = text.range(of: "\n## \(name)\n") else { return nil }
        let rest = text[heading.upperBound...]
        return rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    }
}
