import Foundation
import SwitcherTestSupport
import Testing

/// Every option of every command, as the parser describes them (`--experimental-dump-help`):
/// one that takes one value, or a flag, given twice is refused in one line, exit 2, before
/// anything runs; one the parser says repeats may come again.
@Suite struct OptionTwiceTests {
    /// An option of a command: the command's words, its names, whether it is a flag, and
    /// whether the parser lets it repeat.
    struct Option: CustomStringConvertible {
        let command: [String]
        let names: [String]
        let isFlag: Bool
        let repeats: Bool

        var description: String { (command + [names[0]]).joined(separator: " ") }
    }

    /// The parser's own options, which may come again: help and the version.
    static let parserOptions: Set<String> = ["-h", "--help", "--version", "--experimental-dump-help"]

    /// Every option of every command, from the program's own description of itself.
    static func options() throws -> [Option] {
        let dump = try Switcherlab.run(["--experimental-dump-help"])
        try #require(dump.status == 0, "\(dump.error)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
        let root = try #require(json["command"] as? [String: Any])
        var found: [Option] = []
        func walk(_ command: [String: Any], path: [String]) {
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                let kind = argument["kind"] as? String
                guard kind == "option" || kind == "flag" else { continue }
                let given = (argument["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
                    guard let text = name["name"] as? String else { return nil }
                    return (name["kind"] as? String) == "short" ? "-" + text : "--" + text
                }
                // The long name first: the one messages use.
                let names = given.filter { $0.hasPrefix("--") } + given.filter { !$0.hasPrefix("--") }
                guard let first = names.first, !parserOptions.contains(first) else { continue }
                found.append(
                    Option(
                        command: path, names: names, isFlag: kind == "flag",
                        repeats: argument["isRepeating"] as? Bool ?? false))
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                walk(sub, path: path + [sub["commandName"] as? String ?? ""])
            }
        }
        walk(root, path: [])
        return found
    }

    /// The walk finds the options the issue named, and each command's.
    @Test func everyCommandsOptionsAreFound() throws {
        let options = try Self.options()
        let named = Set(options.map(\.description))
        for expected in [
            "code --trigger", "code --fade", "code --language", "code --snippet", "code --host",
            "scan --fail-on", "record --output", "audit --event", "assets mask --match",
        ] {
            #expect(named.contains(expected), "\(expected)")
        }
        #expect(options.count > 80, "\(options.count) options")
        #expect(options.contains { $0.repeats }, "some options repeat")
    }

    @Test func anOptionThatTakesOneValueGivenTwiceIsRefused() throws {
        var failures: [String] = []
        for option in try Self.options() where !option.repeats {
            for (first, second) in [
                (option.names[0], option.names[0]), (option.names[0], option.names.last!),
            ] {
                let arguments =
                    option.command
                    + (option.isFlag ? [first, second] : [first, "x", second, "y"])
                let run = try Switcherlab.run(arguments)
                let expected = "switcherlab: \(option.names[0]) given twice"
                if run.status != 2 || !run.error.hasPrefix(expected)
                    || run.error.split(separator: "\n").count != 1
                {
                    failures.append("\(arguments.joined(separator: " ")): \(run.status) \(run.error)")
                }
            }
        }
        #expect(failures == [], "\(failures.joined(separator: "\n"))")
    }

    /// An option the parser lets repeat is never refused as given twice.
    @Test func anOptionThatRepeatsMayComeAgain() throws {
        let repeating = try Self.options().filter(\.repeats)
        #expect(Set(repeating.map { $0.names[0] }) == ["--assume", "--event", "--timing", "--match"])
        for option in repeating {
            let run = try Switcherlab.run(option.command + [option.names[0], "x", option.names[0], "y"])
            #expect(!run.error.contains("given twice"), "\(option): \(run.error)")
        }
    }
}
