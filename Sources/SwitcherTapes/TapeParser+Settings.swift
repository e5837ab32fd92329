import SwitcherCore
import SwitcherUI

/// `Set` lines: before the first event they configure the lab; after it, the ones that can
/// change a running lab become steps.
extension TapeParser {
    static let settingNames = [
        "Device", "Lifecycle", "Strategy", "Trigger", "Host", "Presentation", "Fade", "Size", "TimeScale",
        "Timing", "Pin",
        "FrameRate", "Title", "Loop", "Theme", "Compare", "CompareDevices",
    ]

    func set(_ arguments: [TapeToken], line: Int, state: inout ParseState) throws(LineProblem) {
        guard case .word(let name)? = arguments.first else {
            throw LineProblem("Set needs a setting (\(Self.settingNames.joined(separator: ", ")))")
        }
        let values = Array(arguments.dropFirst())
        let running = state.firstEventLine
        func once(_ usage: String) throws(LineProblem) -> String {
            guard values.count == 1, case .word(let value) = values[0] else {
                throw LineProblem("expected \(usage)")
            }
            return value
        }
        func beforeEvents() throws(LineProblem) {
            if let running {
                throw LineProblem("Set \(name) must come before the first event (line \(running))")
            }
        }
        var settings = state.settings
        var change: TapeSetting?
        switch name {
        case "Device":
            let value = try once("Set Device iphone-home|iphone|ipad|android")
            guard let device = DeviceKind(rawValue: value) else {
                throw LineProblem(
                    "unknown device '\(value)' (expected \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            try beforeEvents()
            settings.device = device
        case "Lifecycle":
            let value = try once("Set Lifecycle scene|app")
            guard let style = LifecycleStyle(rawValue: value) else {
                throw LineProblem("unknown lifecycle '\(value)' (expected scene or app)")
            }
            try beforeEvents()
            settings.lifecycle = style
        case "Strategy":
            let value = try once("Set Strategy <id>")
            guard strategyIDs.contains(value) else {
                throw LineProblem(
                    "unknown strategy '\(value)' (expected one of \(strategyIDs.joined(separator: ", ")))")
            }
            settings.strategy.id = value
            change = .strategy(value)
        case "Trigger", "Host", "Presentation":
            change = try strategyChoice(name, try once(Self.usage(name)), into: &settings.strategy)
        case "Fade":
            let interval = try duration(try once("Set Fade <duration>"))
            guard interval <= .seconds(10) else { throw LineProblem("fade longer than 10s") }
            settings.strategy.fade = interval.seconds
            change = .fade(interval)
        case "Size":
            let value = try once("Set Size <cols>x<rows>, e.g. Set Size 120x40")
            guard let size = TapeValues.size(value) else {
                throw LineProblem("bad size '\(value)' (expected <cols>x<rows>, e.g. 120x40)")
            }
            guard (10...500).contains(size.width), (5...200).contains(size.height) else {
                throw LineProblem("size \(value) out of range (10 to 500 columns, 5 to 200 rows)")
            }
            try beforeEvents()
            settings.size = size
        case "TimeScale":
            let value = try once("Set TimeScale <x>, e.g. Set TimeScale 0.25")
            guard TapeValues.isDecimal(Substring(value)), let scale = Double(value),
                (0.01...100).contains(scale)
            else {
                throw LineProblem("bad time scale '\(value)' (expected a number from 0.01 to 100, e.g. 0.25)")
            }
            settings.timeScale = scale
            change = .timeScale(scale)
        case "Timing":
            let names = SystemTimings.parameters.map(\.name)
            guard values.count == 2, case .word(let parameter) = values[0], case .word(let value) = values[1]
            else {
                throw LineProblem(
                    "expected Set Timing <name> <duration>, e.g. Set Timing homeToBackground 600ms")
            }
            guard names.contains(parameter) else {
                throw LineProblem(
                    "unknown timing '\(parameter)' (expected one of \(names.joined(separator: ", ")))")
            }
            let interval = try duration(value)
            settings.timings[name: parameter] = interval
            change = .timing(name: parameter, interval)
        case "Pin":
            let value = try once("Set Pin <digits>, e.g. Set Pin 1234")
            guard (1...12).contains(value.count), value.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw LineProblem("bad PIN '\(value)' (expected 1 to 12 digits)")
            }
            settings.strategy.pin = value
            change = .pin(value)
        case "FrameRate":
            let value = try once("Set FrameRate <fps>, e.g. Set FrameRate 30")
            guard value.count <= 3, let rate = Int(value), (1...60).contains(rate) else {
                throw LineProblem("bad frame rate '\(value)' (expected 1 to 60 frames per second)")
            }
            try beforeEvents()
            settings.frameRate = rate
        case "Title":
            guard values.count == 1, case .quoted(let title) = values[0] else {
                throw LineProblem("expected Set Title \"<title>\"")
            }
            try beforeEvents()
            settings.title = title
        case "Loop":
            let value = try once("Set Loop on|off")
            guard value == "on" || value == "off" else { throw LineProblem("expected Set Loop on|off") }
            try beforeEvents()
            settings.loop = value == "on"
        case "Theme":
            let value = try once("Set Theme light|dark|auto")
            guard let theme = TapeTheme(rawValue: value) else {
                throw LineProblem("unknown theme '\(value)' (expected light, dark or auto)")
            }
            try beforeEvents()
            settings.theme = theme
        case "Compare":
            try beforeEvents()
            settings.compare = try Self.compareList(
                values, usage: "Set Compare <id>, <id>, … (up to 6 strategies)", known: strategyIDs,
                kind: "strategy")
        case "CompareDevices":
            try beforeEvents()
            let devices = DeviceKind.allCases.map(\.rawValue)
            settings.compareDevices = try Self.compareList(
                values, usage: "Set CompareDevices <device>, <device>, …", known: devices, kind: "device"
            ).compactMap(DeviceKind.init(rawValue:))
        default:
            throw LineProblem(
                "unknown setting '\(name)' (expected \(Self.settingNames.joined(separator: ", ")))")
        }
        if running == nil {
            state.settings = settings
        } else if let change {
            state.steps.append(TapeStep(line: line, action: .set(change)))
        }
    }

    /// The names of `Set Compare a, b, c` (commas, spaces or both between them): each known,
    /// none twice, at least two and at most `CompareView.maximumColumns`.
    static func compareList(_ values: [TapeToken], usage: String, known: [String], kind: String)
        throws(LineProblem) -> [String]
    {
        var names: [String] = []
        for value in values {
            guard case .word(let text) = value else { throw LineProblem("expected \(usage)") }
            names += text.split(separator: ",").map(String.init)
        }
        if let problem = compareProblem(names, known: known, kind: kind) {
            throw LineProblem(
                names.count < 2 && problem.hasPrefix("at least") ? "expected \(usage): \(problem)" : problem)
        }
        return names
    }

    /// What is wrong with the names a comparison lists (`Set Compare`, `--compare`), naming the
    /// first bad one and the valid ones; nil when they are fine: each known, none twice, at
    /// least two and at most `CompareView.maximumColumns`.
    public static func compareProblem(_ names: [String], known: [String], kind: String, fewest: Int = 2)
        -> String?
    {
        let limit = CompareView.maximumColumns
        let plural = kind == "device" ? "devices" : "strategies"
        for (index, name) in names.enumerated() {
            guard known.contains(name) else {
                return "unknown \(kind) '\(name)' (expected one of \(known.joined(separator: ", ")))"
            }
            if names[..<index].contains(name) { return "\(name) is listed twice" }
        }
        guard names.count >= fewest else { return "at least two \(plural) to compare" }
        guard names.count <= limit else { return "\(names.count) \(plural) to compare, more than \(limit)" }
        return nil
    }

    /// `Set Host app-delegate|scene-delegate|notifications`.
    static func usage(_ name: String) -> String {
        let values: [String]
        switch name {
        case "Trigger": values = StrategyTrigger.allCases.map(\.rawValue)
        case "Host": values = StrategyHost.allCases.map(\.rawValue)
        default: values = ModalPresentation.allCases.map(\.rawValue)
        }
        return "Set \(name) " + values.joined(separator: "|")
    }

    /// `Set Trigger`, `Set Host` or `Set Presentation`: one of the strategy's enumerated options.
    func strategyChoice(_ name: String, _ value: String, into strategy: inout StrategyConfiguration)
        throws(LineProblem) -> TapeSetting
    {
        switch name {
        case "Trigger":
            let trigger: StrategyTrigger = try Self.choice(value, name)
            strategy.trigger = trigger
            return .trigger(trigger)
        case "Host":
            let host: StrategyHost = try Self.choice(value, name)
            strategy.host = host
            return .host(host)
        default:
            strategy.presentation = try Self.choice(value, name)
            return .presentation(strategy.presentation)
        }
    }

    /// The case `value` names, or `unknown host 'x' (expected app-delegate, scene-delegate, …)`.
    static func choice<T: RawRepresentable & CaseIterable>(_ value: String, _ name: String)
        throws(LineProblem) -> T
    where T.RawValue == String {
        guard let choice = T(rawValue: value) else {
            let known = T.allCases.map(\.rawValue)
            let list = known.count == 2 ? known.joined(separator: " or ") : known.joined(separator: ", ")
            throw LineProblem("unknown \(name.lowercased()) '\(value)' (expected \(list))")
        }
        return choice
    }
}
