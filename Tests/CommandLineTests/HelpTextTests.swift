import Foundation
import SwitcherTestSupport
import Testing

/// Every subcommand's `--help` at 80 columns: paragraphs are wrapped by the parser, once.
@Suite struct HelpTextTests {
    /// The subcommands the top-level help lists, so that a new one is checked too.
    static let subcommands: [String] = {
        guard let binary = Switcherlab.url, let help = try? Subprocess.run(binary.path, ["--help"]).output
        else { return [] }
        let lines = help.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(of: "SUBCOMMANDS:") else { return [] }
        return lines[(start + 1)...].compactMap { line in
            // `  name   description`: a name starts two spaces in; continuation lines start further.
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }.filter { $0 != "See" }
    }()

    @Test func everySubcommandIsChecked() {
        #expect(Self.subcommands.count >= 9 && Self.subcommands.contains("compare"), "\(Self.subcommands)")
    }

    @Test(arguments: subcommands) func helpIsWrappedOnceAt80Columns(_ subcommand: String) throws {
        let binary = try #require(Switcherlab.url, "switcherlab is built")
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "80"
        let output = try Subprocess.run(binary.path, [subcommand, "--help"], environment: environment).output
        // The overview and discussion: everything before the usage line.
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .prefix { !$0.hasPrefix("USAGE:") }
        #expect(lines.count > 1)
        for (line, next) in zip(lines, lines.dropFirst()) {
            #expect(line.count <= 80, "\(subcommand): '\(line)'")
            // A list keeps its own lines; prose is wrapped greedily, so the next line's first
            // word would not have fitted on this one (the parser keeps a line under 80).
            guard !line.isEmpty, !next.isEmpty, !line.hasPrefix(" "), !next.hasPrefix(" ") else { continue }
            let word = next.split(separator: " ").first.map(String.init) ?? ""
            #expect(line.count + 1 + word.count >= 80, "\(subcommand): '\(line)' then '\(word)'")
        }
    }
}
