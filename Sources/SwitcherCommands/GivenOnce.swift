import ArgumentParser
import Foundation

/// An option that takes one value, or a flag, given twice is refused before the command runs,
/// in one line, exit 2: the parser would keep the last value and drop the first unsaid.
/// `--event`, `--timing`, `--assume` and `--match` repeat. What takes a value, what is a flag
/// and what repeats is the parser's own description of the command run, from its declarations,
/// so that an option is covered the day it is declared.
enum GivenOnce {
    /// Refuses an option in `arguments` (up to `--`) given twice that does not repeat.
    /// Names the command does not have are the parser's to refuse.
    static func check(_ arguments: [String], root: any ParsableCommand.Type) throws(Refusal) {
        // Nothing is given twice with fewer than two options: the description is read only then.
        let named = arguments.prefix { $0 != "--" }.filter(isOptionName)
        guard named.count > 1,
            let tool = try? JSONDecoder().decode(Tool.self, from: Data(root._dumpHelp().utf8))
        else { return }
        var command = tool.command
        var rest = arguments[...]
        while let word = rest.first, let sub = command.subcommands?.first(where: { $0.commandName == word }) {
            command = sub
            rest = rest.dropFirst()
        }
        if let name = command.defaultSubcommand,
            let sub = command.subcommands?.first(where: { $0.commandName == name })
        {
            command = sub
        }
        var options: [String: Command.Argument] = [:]
        for argument in command.arguments ?? [] where argument.kind != "positional" {
            for name in argument.names ?? [] { options[name.spelled] = argument }
        }
        var given: [String] = []
        while let argument = rest.popFirst(), argument != "--" {
            guard isOptionName(argument) else { continue }
            var name = argument
            var hasValue = false
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                hasValue = true
            }
            guard let option = options[name], !parserNames.contains(name) else { continue }
            if option.kind == "option", !hasValue, !rest.isEmpty { rest = rest.dropFirst() }
            let first = option.names?.sorted { $0.kind == "long" && $1.kind != "long" }.first?.spelled ?? name
            guard !option.isRepeating else { continue }
            if given.contains(first) {
                throw Refusal("\(first) given twice\(option.kind == "flag" ? "" : " (it takes one value)")")
            }
            given.append(first)
        }
    }

    /// The parser's own, which may come again harmlessly: help, the version, the dump.
    static let parserNames: Set<String> = ["-h", "--help", "-help", "--version", "--experimental-dump-help"]

    /// Whether `argument` is an option's name rather than a value: `--x`, `-x`, but not `-`
    /// (standard output) or a negative number (the parser's to refuse, naming the option).
    static func isOptionName(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), let first = argument.dropFirst().first else { return false }
        return !(first.isNumber || first == ".")
    }

    /// An option given twice: one line, exit 2.
    struct Refusal: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// The parser's description of the program (`--experimental-dump-help`), as far as read.
    private struct Tool: Decodable {
        let command: Command
    }

    private struct Command: Decodable {
        struct Argument: Decodable {
            struct Name: Decodable {
                let kind: String
                let name: String

                var spelled: String { (kind == "long" ? "--" : "-") + name }
            }

            let kind: String
            let names: [Name]?
            let isRepeating: Bool
        }

        let commandName: String
        let defaultSubcommand: String?
        let subcommands: [Command]?
        let arguments: [Argument]?
    }
}
