import ArgumentParser
import SwitcherCore
import SwitcherRecording

/// An option that is for some outputs or some devices only, given: `--theme` is for SVG
/// output, a GIF, an MP4 or a PNG; `--host` for iOS devices. The option groups and the commands
/// list those they were given (`used`), and each command checks them against what it writes
/// and the devices it runs (`check`): one that is for neither is refused with the reason, in
/// one line, exit 2.
struct OptionUse {
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

    /// The option's name, as messages give it.
    let name: String
    /// The outputs it is for; nil: any. A command writing none of them refuses it.
    var outputs: [Output]? = nil
    /// What the option is for, in the refusal: `--theme is for SVG output`.
    var purpose: String? = nil
    /// The platform whose devices it is for; nil: any.
    var platform: Platform? = nil
    /// Those devices and why, in the refusal: `iOS devices`, `one Activity lifecycle, …`.
    var devices = ""
    var why = ""

    /// The option, if `given`: `OptionUse.theme.given(theme != nil)`.
    func given(_ given: Bool) -> OptionUse? { given ? self : nil }

    static let theme = OptionUse(
        name: "--theme", outputs: [.svg, .gif, .mp4, .png], purpose: "SVG output, a GIF, an MP4 or a PNG")
    static let noImages = OptionUse(name: "--no-images", outputs: [.svg], purpose: "SVG output")
    static let noLoop = OptionUse(
        name: "--no-loop", outputs: [.svg, .gif], purpose: "an animated SVG or a GIF")
    static let castVersion = OptionUse(name: "--cast-version", outputs: [.cast], purpose: "a cast")
    static let color = OptionUse(name: "--color", outputs: [.text], purpose: "text frames")
    static let fps = OptionUse(name: "--fps", outputs: [.gif, .mp4], purpose: "a GIF or an MP4")

    /// `--size`, `--font-size`, `--padding`: how a GIF, an MP4 or a PNG fits a slide.
    static func slide(_ name: String) -> OptionUse {
        OptionUse(name: name, outputs: [.gif, .mp4, .png], purpose: "a GIF, an MP4 or a PNG")
    }

    /// A host, a lifecycle style, a presentation, a form, an iOS release.
    static func iOS(_ name: String) -> OptionUse {
        OptionUse(
            name: name, platform: .iOS, devices: "iOS devices",
            why: "one Activity lifecycle, no host, no iOS release")
    }

    /// An API level, a navigation mode.
    static func android(_ name: String) -> OptionUse {
        let what = name == "--android-nav" ? "Android navigation" : "API level"
        return OptionUse(
            name: name, platform: .android, devices: "the android device", why: "iOS has no \(what)")
    }

    /// Refuses each option `used` that is for none of `outputs`, or for a platform none of
    /// `devices` is on (when `devices` names some): `--theme is for SVG output, not a cast
    /// (-o FILE.svg)`, `svgHint` saying how this command writes an SVG.
    static func check(
        _ used: [OptionUse?], outputs: [Output], devices: [DeviceKind]? = nil, svgHint: String? = nil
    ) throws {
        for option in used.compactMap({ $0 }) {
            if let allowed = option.outputs, !allowed.contains(where: outputs.contains) {
                let what = option.purpose ?? allowed.map(\.name).joined(separator: " or ")
                let writes = outputs.map(\.name).joined(separator: " and ")
                let hint = allowed.contains(.svg) ? svgHint.map { " (\($0))" } ?? "" : ""
                throw usage("\(option.name) is for \(what), not \(writes)\(hint)")
            }
            guard let platform = option.platform, let devices, !devices.isEmpty,
                !devices.contains(where: { $0.platform == platform })
            else { continue }
            let names = devices.map(\.rawValue).joined(separator: ", ")
            throw usage("\(option.name) is for \(option.devices), not \(names) (\(option.why))")
        }
    }

    /// Refuses a file's path that is empty or ends in `/` (that names a directory); `-`
    /// (standard output) is a file's.
    static func file(_ path: String?, _ name: String) throws {
        guard let path else { return }
        if path.isEmpty { throw usage("\(name) needs a path, not an empty one") }
        if path != "-", path.hasSuffix("/") {
            throw usage("\(name) '\(path)' ends in / and so names a directory, not a file")
        }
    }

    /// Refuses a directory's path that is empty (`.` is the current one).
    static func directory(_ path: String?, _ name: String) throws {
        if path?.isEmpty == true {
            throw usage("\(name) needs a path, not an empty one (. is this directory)")
        }
    }
}

/// An option's value, its default unless the command line gives one, knowing which: every
/// run has a lifecycle style, but `--lifecycle` given is for iOS devices only.
struct Defaulted<Value: ExpressibleByArgument>: ExpressibleByArgument {
    let value: Value
    /// Whether the command line gave it.
    let isGiven: Bool

    init(_ value: Value) {
        self.value = value
        isGiven = false
    }

    init?(argument: String) {
        guard let value = Value(argument: argument) else { return nil }
        self.value = value
        isGiven = true
    }

    var defaultValueDescription: String { value.defaultValueDescription }
    static var allValueStrings: [String] { Value.allValueStrings }
    static var allValueDescriptions: [String: String] { Value.allValueDescriptions }
    static var defaultCompletionKind: CompletionKind { Value.defaultCompletionKind }
}
