import Foundation
import SwitcherTestSupport
import Testing

/// Every `swift run switcherlab …` command the README shows does what it says: the headless
/// ones run and succeed (their files written to a scratch directory), and the live ones get as
/// far as asking for a terminal, so their options parse.
@Suite struct ReadmeCommandTests {
    /// The commands, as argument lists after `switcherlab`: from code blocks (a line and its
    /// `\` continuations, less a trailing `# comment`) and from inline code.
    static func commands() throws -> [[String]] {
        let readme = try String(
            contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        var found: [String] = []
        var pending = ""
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            var text = pending + line
            if text.hasSuffix("\\") {
                pending = String(text.dropLast())
                continue
            }
            pending = ""
            if let start = text.range(of: "swift run switcherlab") {
                text = String(text[start.upperBound...])
                if let end = text.firstIndex(of: "`") { text = String(text[..<end]) }
                if let comment = text.range(of: " #") { text = String(text[..<comment.lowerBound]) }
                found.append(text.trimmingCharacters(in: .whitespaces))
            }
        }
        return found.map { $0.split(separator: " ").map(String.init) }
    }

    /// The README is the first page, not the manual: the reference lives in docs/.
    @Test func theReadmeIsOnePage() throws {
        let readme = try String(
            contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 201)
    }

    @Test func theReadmeShowsCommandsOfEveryKind() throws {
        let subcommands = Set(try Self.commands().compactMap(\.first))
        for expected in ["record", "timeline", "play", "check", "compare", "strategies"] {
            #expect(subcommands.contains(expected), "\(subcommands)")
        }
    }

    @Test func everyCommandTheReadmeShowsWorks() throws {
        let live: Set<String> = ["play"]
        for command in try Self.commands() {
            try withTemporaryDirectory { scratch in
                var arguments: [String] = []
                var index = 0
                while index < command.count {
                    let word = command[index]
                    if word == "-o", index + 1 < command.count {
                        // Written elsewhere, under the same name, so nothing in the repository changes.
                        let name = URL(fileURLWithPath: command[index + 1]).lastPathComponent
                        arguments += ["-o", scratch.appendingPathComponent(name).path]
                        index += 2
                        continue
                    }
                    if word.contains("*") {
                        arguments += try Self.glob(word)
                    } else if word.hasPrefix("Tapes/") {
                        arguments.append(Repository.root.appendingPathComponent(word).path)
                    } else {
                        arguments.append(word)
                    }
                    index += 1
                }
                let run = try Switcherlab.run(arguments)
                let shown = "switcherlab " + command.joined(separator: " ")
                if arguments.isEmpty || arguments[0].hasPrefix("-") || live.contains(arguments[0]) {
                    // The live program, without a terminal: the options were read, then it stops.
                    #expect(run.status == 2 && run.error.contains("not a terminal"), "\(shown): \(run.error)")
                } else {
                    #expect(run.status == 0, "\(shown): \(run.error)")
                    #expect(!run.output.isEmpty || arguments.contains("-o"), "\(shown) printed nothing")
                }
            }
        }
    }

    /// `Tapes/*.tape`, as the shell expands it.
    static func glob(_ pattern: String) throws -> [String] {
        let folder = Repository.root.appendingPathComponent(
            URL(fileURLWithPath: pattern).deletingLastPathComponent().relativePath)
        let suffix = String(pattern.split(separator: "*").last ?? "")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(suffix) }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }
}
