import ArgumentParser
import Foundation
import SwitcherCore

/// The `switcherlab` command: the live lab and every other command.
public struct SwitcherLab: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "switcherlab",
        abstract:
            "Watch an app's App Switcher snapshot being captured, or obscured, by each privacy strategy.",
        version: SwitcherLabVersion.current,
        subcommands: [
            Interactive.self, Timeline.self, StrategiesCommand.self, AuditCommand.self, RecommendCommand.self,
            CodeCommand.self, VerifyCommand.self,
            ScanCommand.self,
            Play.self,
            Record.self,
            Render.self, Check.self, CompareCommand.self, AssetsCommand.self,
        ],
        defaultSubcommand: Interactive.self)

    public init() {}

    /// Bad usage exits 2 (TAPES §9), not the parser's usual 64, with one line on standard
    /// error: the parser's message, which may quote the arguments, made terminal-safe.
    /// The signals are the program's own before anything else runs (`HeadlessSignals`).
    public static func main() {
        run(root: Self.self)
    }

    /// `main` for either program, `switcherlab` or `switcherlab-ci`.
    static func run<Root: ParsableCommand>(root: Root.Type) {
        HeadlessSignals.install()
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            try GivenOnce.check(arguments, root: Root.self)
        } catch {
            FileHandle.standardError.write(
                Data("switcherlab: \(TerminalSafeText.sanitized(error.message))\n".utf8))
            exit(withError: ExitCode(2))
        }
        do {
            var command = try Root.parseAsRoot(arguments)
            try command.run()
        } catch {
            // Help and other clean exits print as the parser prints them; an `ExitCode` has
            // had its message printed already.
            if Root.exitCode(for: error) == .success || Root.message(for: error).isEmpty {
                Root.exit(withError: error)
            }
            let line = usageLine(
                message: Root.message(for: error), fullMessage: Root.fullMessage(for: error),
                arguments: arguments)
            FileHandle.standardError.write(Data("switcherlab: \(line)\n".utf8))
            Root.exit(withError: ExitCode(2))
        }
    }

    /// One terminal-safe line for a parser error: its message, with a negative number taken
    /// for an option named as such, and where to read more.
    static func usageLine(message: String, fullMessage: String, arguments: [String]) -> String {
        var text =
            negativeValue(message: message, arguments: arguments)
            ?? allowedValuesInline(message)
            ?? message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
        if let help = helpHint(fullMessage) { text += " (see '\(help)')" }
        return TerminalSafeText.sanitized(text)
    }

    /// `--time-scale -1` reads to the parser as an option without its value followed by an
    /// unknown option `-1`: say what is wrong with the number instead.
    static func negativeValue(message: String, arguments: [String]) -> String? {
        guard let range = message.range(of: "Missing value for '") else { return nil }
        let option = message[range.upperBound...].prefix { $0 != " " && $0 != "'" }
        guard option.hasPrefix("-"),
            let index = arguments.firstIndex(where: { $0 == option }), index + 1 < arguments.count
        else { return nil }
        let value = arguments[index + 1]
        guard value.hasPrefix("-"), let first = value.dropFirst().first, first.isNumber || first == "."
        else { return nil }
        return "\(option) must be positive, not \(value)"
    }

    /// The parser lists six allowed values or more a line each: in one line, as it lists fewer
    /// (`Please provide one of 'home', 'switcher', … or 'relaunch'.`).
    static func allowedValuesInline(_ message: String) -> String? {
        guard let range = message.range(of: "Please provide one of the following:") else { return nil }
        let values = message[range.upperBound...].split(whereSeparator: \.isNewline).map {
            "'" + $0.trimmingCharacters(in: .whitespaces).drop { $0 == "-" || $0 == " " } + "'"
        }
        guard let last = values.last else { return nil }
        let list = values.count == 1 ? last : values.dropLast().joined(separator: ", ") + " or " + last
        return message[..<range.lowerBound] + "Please provide one of \(list)."
    }

    /// `switcherlab audit --help`, from the parser's "See '…' for more information." line.
    static func helpHint(_ fullMessage: String) -> String? {
        guard let see = fullMessage.range(of: "See '"),
            let end = fullMessage[see.upperBound...].firstIndex(of: "'")
        else { return nil }
        return String(fullMessage[see.upperBound..<end])
    }
}

/// `switcherlab-ci`: every command that runs without a terminal — scan, audit, recommend, code
/// and the recorders — in a program that links no curses, for CI images and the package plugin.
public struct SwitcherLabCI: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "switcherlab-ci",
        abstract:
            "SwitcherLab without the live lab (no curses): scan, audit, recommend, code and recordings.",
        version: SwitcherLabVersion.current,
        subcommands: [
            ScanCommand.self, AuditCommand.self, RecommendCommand.self, CodeCommand.self, VerifyCommand.self,
            StrategiesCommand.self, Timeline.self, Record.self, Render.self, Check.self,
            CompareCommand.self, AssetsCommand.self,
        ])

    public init() {}

    public static func main() {
        SwitcherLab.run(root: Self.self)
    }
}
