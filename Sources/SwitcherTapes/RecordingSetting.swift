import SwitcherCore

/// A setting of how a tape is shown — its frame, its title, its SVG, its comparison, its
/// key-hint row (which `play` honours too) —
/// with its value, declared once like the lab's settings (`LabSetting`): its tape name, its
/// value's usage, reader and writer, and the field of `TapeSettings` it sets. None may come
/// after the first event: a recording is framed once.
public enum RecordingSetting: Hashable, Sendable {
    case size(Size)
    case frameRate(Int)
    case title(String)
    case loop(Bool)
    case theme(TapeTheme)
    case compare([String])
    case compareDevices([DeviceKind])
    case hints(Bool)

    /// Every setting of a recording, as tapes spell it, after the lab's in messages.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        case size = "Size"
        case frameRate = "FrameRate"
        case title = "Title"
        case loop = "Loop"
        case theme = "Theme"
        case compare = "Compare"
        case compareDevices = "CompareDevices"
        case hints = "Hints"
    }

    public var name: Name {
        switch self {
        case .size: return .size
        case .frameRate: return .frameRate
        case .title: return .title
        case .loop: return .loop
        case .theme: return .theme
        case .compare: return .compare
        case .compareDevices: return .compareDevices
        case .hints: return .hints
        }
    }

    /// The value as a tape writes it after `Set <Name>`.
    public var written: String {
        switch self {
        case .size(let size): return "\(size.width)x\(size.height)"
        case .frameRate(let rate): return String(rate)
        case .title(let title): return "\"\(title)\""
        case .loop(let loop): return loop ? "on" : "off"
        case .theme(let theme): return theme.rawValue
        case .compare(let ids): return ids.joined(separator: ", ")
        case .compareDevices(let devices): return devices.map(\.rawValue).joined(separator: ", ")
        case .hints(let hints): return hints ? "on" : "off"
        }
    }

    /// `Set Size 120x40`.
    public var setLine: String { "Set \(name.rawValue) \(written)" }

    /// Writes the value into a tape's settings.
    public func apply(to settings: inout TapeSettings) {
        switch self {
        case .size(let size): settings.size = size
        case .frameRate(let rate): settings.frameRate = rate
        case .title(let title): settings.title = title
        case .loop(let loop): settings.loop = loop
        case .theme(let theme): settings.theme = theme
        case .compare(let ids): settings.compare = ids
        case .compareDevices(let devices): settings.compareDevices = devices
        case .hints(let hints): settings.hints = hints
        }
    }

    /// Reads the tokens after `Set <name>`; `strategyIDs` are the strategies `Set Compare`
    /// accepts.
    init(_ name: Name, _ values: [TapeToken], strategyIDs: [String]) throws(LineProblem) {
        func one() throws(LineProblem) -> String {
            guard values.count == 1, case .word(let value) = values[0] else {
                throw LineProblem("expected \(name.usage)")
            }
            return value
        }
        switch name {
        case .size:
            let value = try one()
            guard let size = TapeValues.size(value) else {
                throw LineProblem("bad size '\(value)' (expected <cols>x<rows>, e.g. 120x40)")
            }
            guard (10...500).contains(size.width), (5...200).contains(size.height) else {
                throw LineProblem("size \(value) out of range (10 to 500 columns, 5 to 200 rows)")
            }
            self = .size(size)
        case .frameRate:
            let value = try one()
            guard value.count <= 3, let rate = Int(value), (1...60).contains(rate) else {
                throw LineProblem("bad frame rate '\(value)' (expected 1 to 60 frames per second)")
            }
            self = .frameRate(rate)
        case .title:
            guard values.count == 1, case .quoted(let title) = values[0] else {
                throw LineProblem("expected \(name.usage)")
            }
            self = .title(title)
        case .loop, .hints:
            let value = try one()
            guard value == "on" || value == "off" else { throw LineProblem("expected \(name.usage)") }
            self = name == .loop ? .loop(value == "on") : .hints(value == "on")
        case .theme:
            let value = try one()
            guard let theme = TapeTheme(rawValue: value) else {
                throw LineProblem("unknown theme '\(value)' (expected light, dark or auto)")
            }
            self = .theme(theme)
        case .compare:
            self = .compare(
                try TapeParser.compareList(values, usage: name.usage, known: strategyIDs, kind: "strategy"))
        case .compareDevices:
            let devices = DeviceKind.allCases.map(\.rawValue)
            self = .compareDevices(
                try TapeParser.compareList(values, usage: name.usage, known: devices, kind: "device")
                    .compactMap(DeviceKind.init(rawValue:)))
        }
    }
}

extension RecordingSetting.Name {
    /// How the line is written, for messages.
    public var usage: String {
        switch self {
        case .size: return "Set Size <cols>x<rows>, e.g. Set Size 120x40"
        case .frameRate: return "Set FrameRate <fps>, e.g. Set FrameRate 30"
        case .title: return "Set Title \"<title>\""
        case .loop: return "Set Loop on|off"
        case .theme: return "Set Theme light|dark|auto"
        case .compare: return "Set Compare <id>, <id>, … (up to 6 strategies)"
        case .compareDevices: return "Set CompareDevices <device>, <device>, …"
        case .hints: return "Set Hints on|off"
        }
    }

    /// Whether a tape may change it after its first event: never, a recording is framed once.
    public var running: Bool { false }
}
