import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording

/// The rules every command applies to its options, declared once per option: whether it may
/// be given more than once, which outputs and devices it is for, and what its path may be.
/// Each command says what it writes and which devices it runs (`check(output:devices:)`);
/// an option given that is for neither is refused with the reason, in one line, exit 2.
///
/// Every option of every command takes one value (or is a flag) and is refused when given
/// twice, unless its rule says it repeats (`--event`, `--timing`, `--assume`, `--match`):
/// an option with no rule of its own gets the default one, so a new option is covered the
/// day it is added (a test walks every option of every command, from the parser's own
/// description of them).
enum OptionRules {
    /// What a command writes: a file (or printed text) of a format of the one table of
    /// formats, or the live terminal.
    enum Output: Equatable {
        case file(OutputFormat)
        /// The live terminal, perhaps recorded as well.
        case terminal

        /// Text or ANSI frames (printed, or `render --frames` in text).
        static let text = Output.file(.text)
        static let cast = Output.file(.cast)
        /// An SVG (animated, or a still).
        static let svg = Output.file(.svg)
        static let gif = Output.file(.gif)
        static let mp4 = Output.file(.mp4)
        static let png = Output.file(.png)

        var name: String {
            switch self {
            case .file(let format): return format.noun
            case .terminal: return "the live lab"
            }
        }
    }

    /// What an option's value names, when it is a path.
    enum PathRule {
        /// A file to write: neither empty nor ending in `/` (that names a directory).
        case file
        /// A directory: not empty (`.` is the current one).
        case directory
    }

    /// One option's rule.
    struct Rule {
        /// Its names, the first the one messages use: `--output` and `-o` are one option.
        let names: [String]
        /// Whether giving it again adds to it (`--event`), rather than being an error.
        var repeats = false
        /// The outputs it is for; nil: any. A command writing none of them refuses it.
        var outputs: [Output]? = nil
        /// What the option is for, in the refusal: `--theme is for SVG output`.
        var purpose: String? = nil
        /// Only for iOS devices (a host, a lifecycle style, a presentation, a release).
        var iOSOnly = false
        /// Only for the Android device (an API level).
        var androidOnly = false
        var path: PathRule? = nil
        /// Whether it is a flag (takes no value).
        var isFlag = false
    }

    static let rules: [Rule] = [
        Rule(names: ["--json"], isFlag: true),
        Rule(names: ["--device"]),
        Rule(names: ["--strategy"]),
        Rule(names: ["--host"], iOSOnly: true),
        Rule(names: ["--presentation"], iOSOnly: true),
        Rule(names: ["--form"], iOSOnly: true),
        Rule(names: ["--lifecycle"], iOSOnly: true),
        Rule(names: ["--ios"], iOSOnly: true),
        Rule(names: ["--android-api"], androidOnly: true),
        Rule(names: ["--android-nav"], androidOnly: true),
        Rule(names: ["--event"], repeats: true),
        Rule(names: ["--timing"], repeats: true),
        Rule(names: ["--assume"], repeats: true),
        Rule(names: ["--sweep"]),
        Rule(names: ["--app"]),
        Rule(names: ["--assets"], path: .directory),
        Rule(names: ["--compare"]),
        Rule(names: ["--compare-devices"]),
        Rule(names: ["--gap"]),
        Rule(names: ["--at"]),
        Rule(names: ["--color"], outputs: [.text], purpose: "text frames", isFlag: true),
        Rule(names: ["--output", "-o"], path: .file),
        Rule(
            names: ["--theme"], outputs: [.svg, .gif, .mp4, .png],
            purpose: "SVG output, a GIF, an MP4 or a PNG"),
        Rule(names: ["--size"], outputs: [.gif, .mp4, .png], purpose: "a GIF, an MP4 or a PNG"),
        Rule(names: ["--font-size"], outputs: [.gif, .mp4, .png], purpose: "a GIF, an MP4 or a PNG"),
        Rule(names: ["--fps"], outputs: [.gif, .mp4], purpose: "a GIF or an MP4"),
        Rule(names: ["--padding"], outputs: [.gif, .mp4, .png], purpose: "a GIF, an MP4 or a PNG"),
        Rule(names: ["--hold"]),
        Rule(names: ["--no-images"], outputs: [.svg], purpose: "SVG output", isFlag: true),
        Rule(names: ["--no-loop"], outputs: [.svg, .gif], purpose: "an animated SVG or a GIF", isFlag: true),
        Rule(names: ["--cast-version"], outputs: [.cast], purpose: "a cast"),
        Rule(names: ["--no-hints"], isFlag: true),
        Rule(names: ["--cue"], isFlag: true),
        Rule(names: ["--frames"], path: .directory),
        Rule(names: ["--format"]),
        Rule(names: ["--time-scale"]),
        Rule(names: ["--record"], path: .file),
        Rule(names: ["--stats"], isFlag: true),
        Rule(names: ["--exit"], isFlag: true),
        Rule(names: ["--field"]),
        Rule(names: ["--match"], repeats: true),
        Rule(names: ["--sarif"], isFlag: true),
        Rule(names: ["--sarif-root"], path: .directory),
        Rule(names: ["--baseline"], path: .file),
        Rule(names: ["--write-baseline"], path: .file),
        Rule(names: ["--fail-on"]),
    ]

    /// The rule of the option named `name` (any of its names).
    static func rule(_ name: String) -> Rule? { rules.first { $0.names.contains(name) } }

    /// The parser's own, which may come again harmlessly: help, the version, the dump.
    static let parserNames: Set<String> = ["-h", "--help", "-help", "--version", "--experimental-dump-help"]

    /// Whether `argument` is an option's name rather than a value: `--x`, `-x`, but not `-`
    /// (standard output) or a negative number (the parser's to refuse, naming the option).
    static func isOptionName(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let first = argument.dropFirst().first!
        return !(first.isNumber || first == ".")
    }

    /// An option as it was given: its rule and its value (nil for a flag).
    struct Given {
        let rule: Rule
        let value: String?
    }

    /// Reads the options in `arguments` (up to `--`) by the rules, and refuses an option given
    /// twice that does not repeat, or a path its rule does not allow. Unknown names are the
    /// parser's to refuse.
    static func scan(_ arguments: [String]) throws(Refusal) -> [Given] {
        var given: [Given] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { break }
            guard isOptionName(argument) else { continue }
            let name: String
            var value: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            guard !parserNames.contains(name) else { continue }
            // An option with no rule of its own: one value (the next argument unless that is
            // another option), not repeated.
            let known = rule(name)
            let rule = known ?? Rule(names: [name])
            if let known, !known.isFlag, value == nil, index < arguments.count {
                value = arguments[index]
                index += 1
            } else if known == nil, value == nil, index < arguments.count, !isOptionName(arguments[index]) {
                value = arguments[index]
                index += 1
            }
            if !rule.repeats, given.contains(where: { $0.rule.names == rule.names }) {
                let why = known == nil ? " (give it once)" : rule.isFlag ? "" : " (it takes one value)"
                throw Refusal("\(rule.names[0]) given twice\(why)")
            }
            if let path = rule.path, let value { try check(value, for: rule, path) }
            given.append(Given(rule: rule, value: value))
        }
        return given
    }

    private static func check(_ value: String, for rule: Rule, _ path: PathRule) throws(Refusal) {
        let name = rule.names[0]
        if value.isEmpty {
            throw Refusal(
                "\(name) needs a path, not an empty one"
                    + (path == .directory ? " (. is this directory)" : ""))
        }
        if path == .file, value != "-", value.hasSuffix("/") {
            throw Refusal("\(name) '\(value)' ends in / and so names a directory, not a file")
        }
    }

    /// The options of this run (`SwitcherLab.main` has scanned them before the parser).
    static var given: [Given] { (try? scan(Array(CommandLine.arguments.dropFirst()))) ?? [] }

    /// Refuses each option given that is for none of `outputs`, or only for iOS when `devices`
    /// has none: `--theme is for SVG output, not a cast (-o FILE.svg)`, `svgHint` saying how
    /// this command writes an SVG.
    static func check(outputs: [Output], devices: [DeviceKind]? = nil, svgHint: String? = nil) throws {
        for option in given {
            let rule = option.rule
            if let allowed = rule.outputs, !allowed.contains(where: outputs.contains) {
                let what = rule.purpose ?? allowed.map(\.name).joined(separator: " or ")
                let writes = outputs.map(\.name).joined(separator: " and ")
                let hint = allowed.contains(.svg) ? svgHint.map { " (\($0))" } ?? "" : ""
                throw usage("\(rule.names[0]) is for \(what), not \(writes)\(hint)")
            }
            if rule.iOSOnly, let devices, !devices.isEmpty, !devices.contains(where: { $0.platform == .iOS })
            {
                let names = devices.map(\.rawValue).joined(separator: ", ")
                throw usage(
                    "\(rule.names[0]) is for iOS devices, not \(names) (one Activity lifecycle, no host, no iOS release)"
                )
            }
            if rule.androidOnly, let devices, !devices.isEmpty,
                !devices.contains(where: { $0.platform == .android })
            {
                let names = devices.map(\.rawValue).joined(separator: ", ")
                let what = rule.names[0] == "--android-nav" ? "Android navigation" : "API level"
                throw usage("\(rule.names[0]) is for the android device, not \(names) (iOS has no \(what))")
            }
        }
    }

    /// A rule broken: one line, exit 2.
    struct Refusal: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
