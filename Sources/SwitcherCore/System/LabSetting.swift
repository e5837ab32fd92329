/// A setting of the lab's configuration with its value: what a tape's `Set` line, a key or a
/// flag changes. Each is declared once here (ARCHITECTURE §5): its tape name, its value's
/// usage, reader and writer, whether a running lab takes it, and the field of
/// `LabConfiguration` it changes. The tape parser reads `Set` lines with it, `setLine` writes
/// them (a strategy change's tape line among them), and `Lab.update(.set(_:))` applies it.
/// The settings of a recording alone (its size, frame rate, …) are the tape module's.
public enum LabSetting: Hashable, Sendable {
    case device(DeviceKind)
    case lifecycle(LifecycleStyle)
    case ios(IOSVersion)
    case androidAPI(AndroidAPILevel)
    case androidNav(AndroidNavigation)
    case strategy(String)
    case trigger(StrategyTrigger)
    case host(StrategyHost)
    case presentation(ModalPresentation)
    /// The article's code, or its corrected form (`StrategyForm`).
    case form(StrategyForm)
    case fade(Interval)
    case pin(String)
    case timing(name: String, Interval)
    case timeScale(Double)
    /// The reported readings taken (none: the documented behaviour).
    case assume(Set<ModelAssumption>)
    case legibleContrast(Double)
    /// The device's Reduce Transparency setting.
    case reduceTransparency(Bool)

    /// Every setting, as tapes spell it (`Set TimeScale 0.25`), in the order help and
    /// messages list them. The switches on it are exhaustive, so a new setting does not
    /// compile until it is declared.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        case device = "Device"
        case lifecycle = "Lifecycle"
        case ios = "iOS"
        case androidAPI = "AndroidAPI"
        case androidNav = "AndroidNav"
        case strategy = "Strategy"
        case trigger = "Trigger"
        case host = "Host"
        case presentation = "Presentation"
        case form = "Form"
        case fade = "Fade"
        case pin = "Pin"
        case timing = "Timing"
        case timeScale = "TimeScale"
        case assume = "Assume"
        case legibleContrast = "LegibleContrast"
        case reduceTransparency = "ReduceTransparency"
    }

    /// The part of the configuration a setting changes, which says what a running lab does
    /// with it.
    public enum Part: Hashable, Sendable {
        /// The device, the lifecycle, the iOS release or the Android API level: a new world.
        case world
        /// The strategy of every scene: a fresh instance of it.
        case strategy
        case timings
        case timeScale
        /// The model's readings and its measure: taken by the running world.
        case model
    }

    public var name: Name {
        switch self {
        case .device: return .device
        case .lifecycle: return .lifecycle
        case .ios: return .ios
        case .androidAPI: return .androidAPI
        case .androidNav: return .androidNav
        case .strategy: return .strategy
        case .trigger: return .trigger
        case .host: return .host
        case .presentation: return .presentation
        case .form: return .form
        case .fade: return .fade
        case .pin: return .pin
        case .timing: return .timing
        case .timeScale: return .timeScale
        case .assume: return .assume
        case .legibleContrast: return .legibleContrast
        case .reduceTransparency: return .reduceTransparency
        }
    }

    /// The value as a tape writes it after `Set <Name>`.
    public var words: [String] {
        switch self {
        case .device(let device): return [device.rawValue]
        case .lifecycle(let lifecycle): return [lifecycle.rawValue]
        case .ios(let version): return [String(version.major)]
        case .androidAPI(let api): return [String(api.level)]
        case .androidNav(let mode): return [mode.rawValue]
        case .strategy(let id), .pin(let id): return [id]
        case .trigger(let trigger): return [trigger.rawValue]
        case .host(let host): return [host.rawValue]
        case .presentation(let presentation): return [presentation.rawValue]
        case .form(let form): return [form.rawValue]
        case .fade(let interval): return [interval.written]
        case .timing(let name, let interval): return [name, interval.written]
        case .timeScale(let scale): return [Self.decimal(scale)]
        case .assume(let assumptions):
            return assumptions.isEmpty ? ["none"] : assumptions.sorted().map(\.rawValue)
        case .legibleContrast(let ratio): return [Self.decimal(ratio)]
        case .reduceTransparency(let on): return [on ? "on" : "off"]
        }
    }

    /// `Set Trigger active`.
    public var setLine: String { (["Set", name.rawValue] + words).joined(separator: " ") }

    /// Writes the value into the configuration.
    public func apply(to configuration: inout LabConfiguration) {
        switch self {
        case .device(let device): configuration.world.device = device
        case .lifecycle(let lifecycle): configuration.world.lifecycle = lifecycle
        case .ios(let version): configuration.world.ios = version
        case .androidAPI(let api): configuration.world.androidAPI = api
        case .androidNav(let mode): configuration.world.androidNav = mode
        case .strategy(let id): configuration.strategy.id = id
        case .trigger(let trigger): configuration.strategy.trigger = trigger
        case .host(let host): configuration.strategy.host = host
        case .presentation(let presentation): configuration.strategy.presentation = presentation
        case .form(let form): configuration.strategy.form = form
        case .fade(let interval): configuration.strategy.fade = interval.seconds
        case .pin(let pin): configuration.strategy.pin = pin
        case .timing(let name, let interval): configuration.world.timings[name: name] = interval
        case .timeScale(let scale): configuration.timeScale = scale
        case .assume(let assumptions): configuration.world.assumptions = assumptions
        case .legibleContrast(let ratio): configuration.world.legibility = Legibility(minimumContrast: ratio)
        case .reduceTransparency(let on): configuration.world.reduceTransparency = on
        }
    }

    /// Reads the words after `Set <name>`; `strategyIDs` are the strategies `Set Strategy`
    /// accepts. Throws the message a tape prints for them.
    public init(_ name: Name, words: [String], strategyIDs: [String]) throws(SettingError) {
        func one() throws(SettingError) -> String {
            guard words.count == 1 else { throw SettingError("expected \(name.usage)") }
            return words[0]
        }
        switch name {
        case .device: self = .device(try Self.choice(try one(), name))
        case .lifecycle: self = .lifecycle(try Self.choice(try one(), name))
        case .ios: self = .ios(try IOSVersion(parsing: try one()))
        case .androidAPI: self = .androidAPI(try AndroidAPILevel(parsing: try one()))
        case .androidNav: self = .androidNav(try AndroidNavigation(parsing: try one()))
        case .strategy:
            let id = try one()
            guard strategyIDs.contains(id) else {
                throw SettingError(
                    "unknown strategy '\(id)' (expected one of \(strategyIDs.joined(separator: ", ")))")
            }
            self = .strategy(id)
        case .trigger: self = .trigger(try Self.choice(try one(), name))
        case .host: self = .host(try Self.choice(try one(), name))
        case .presentation: self = .presentation(try Self.choice(try one(), name))
        case .form: self = .form(try Self.choice(try one(), name))
        case .fade:
            let interval = try Self.duration(try one())
            guard interval <= .seconds(10) else { throw SettingError("fade longer than 10s") }
            self = .fade(interval)
        case .pin:
            let pin = try one()
            guard (1...12).contains(pin.count), pin.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw SettingError("bad PIN '\(pin)' (expected 1 to 12 digits)")
            }
            self = .pin(pin)
        case .timing:
            guard words.count == 2 else { throw SettingError("expected \(name.usage)") }
            let names = SystemTimings.parameters.map(\.name)
            guard names.contains(words[0]) else {
                throw SettingError(
                    "unknown timing '\(words[0])' (expected one of \(names.joined(separator: ", ")))")
            }
            self = .timing(name: words[0], try Self.duration(words[1]))
        case .timeScale:
            let text = try one()
            guard Interval.isDecimal(Substring(text)), let scale = Double(text), (0.01...100).contains(scale)
            else {
                throw SettingError("bad time scale '\(text)' (expected a number from 0.01 to 100, e.g. 0.25)")
            }
            self = .timeScale(scale)
        case .assume:
            self = .assume(try Self.assumptions(words))
        case .legibleContrast:
            self = .legibleContrast(try Self.contrast(try one()))
        case .reduceTransparency:
            switch try one() {
            case "on": self = .reduceTransparency(true)
            case "off": self = .reduceTransparency(false)
            case let word: throw SettingError("bad value '\(word)' (expected \(name.usage))")
            }
        }
    }

    /// The assumptions named (`none` for the documented behaviour), or the message that
    /// lists them.
    public static func assumptions(_ words: [String]) throws(SettingError) -> Set<ModelAssumption> {
        let known = (["none"] + ModelAssumption.allCases.map(\.rawValue)).joined(separator: ", ")
        guard !words.isEmpty else { throw SettingError("expected \(Name.assume.usage)") }
        if words == ["none"] { return [] }
        var chosen: Set<ModelAssumption> = []
        for word in words {
            guard let assumption = ModelAssumption(rawValue: word) else {
                throw SettingError("unknown assumption '\(word)' (expected \(known))")
            }
            chosen.insert(assumption)
        }
        return chosen
    }

    /// A contrast ratio as `Set LegibleContrast` reads it: `1.5`, from 1 to 21.
    public static func contrast(_ text: String) throws(SettingError) -> Double {
        let range = Legibility.contrastRange
        guard Interval.isDecimal(Substring(text)), let ratio = Double(text), range.contains(ratio) else {
            throw SettingError(
                "bad contrast ratio '\(text)' (expected a number from \(Self.decimal(range.lowerBound))"
                    + " to \(Self.decimal(range.upperBound)), e.g. 1.5)")
        }
        return ratio
    }

    /// A duration as tapes write it, or the message that says how.
    public static func duration(_ text: String) throws(SettingError) -> Interval {
        guard let interval = Interval(written: text) else {
            throw SettingError(Interval.writtenProblem(text))
        }
        return interval
    }

    /// The case `value` names, or `unknown host 'x' (expected app-delegate, scene-delegate, …)`.
    static func choice<T: RawRepresentable & CaseIterable>(_ value: String, _ name: Name) throws(SettingError)
        -> T
    where T.RawValue == String {
        guard let choice = T(rawValue: value) else {
            let known = T.allCases.map(\.rawValue)
            let list = known.count == 2 ? known.joined(separator: " or ") : known.joined(separator: ", ")
            throw SettingError("unknown \(name.rawValue.lowercased()) '\(value)' (expected \(list))")
        }
        return choice
    }

    /// A time scale as `Set TimeScale` reads it: `0.25`, `2` (no exponent, no trailing zeros).
    public static func decimal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The settings of a strategy change, the strategy first, then each option that is not
    /// its default: the `Set` lines that make `strategy` in a tape.
    public static func settings(of strategy: StrategyConfiguration) -> [LabSetting] {
        var configuration = LabConfiguration(app: nil)
        configuration.strategy = strategy
        let options = configuration.settings.filter { $0.name.part == .strategy && $0.name != .strategy }
        return [.strategy(strategy.id)] + options
    }
}

extension LabSetting.Name {
    /// How the line is written, for messages: `Set Trigger active|background`.
    public var usage: String {
        func one<T: RawRepresentable & CaseIterable>(_: T.Type) -> String where T.RawValue == String {
            "Set \(rawValue) " + T.allCases.map(\.rawValue).joined(separator: "|")
        }
        switch self {
        case .device: return one(DeviceKind.self)
        case .lifecycle: return one(LifecycleStyle.self)
        case .ios: return "Set iOS <version>, \(IOSVersion.range), e.g. Set iOS 17"
        case .androidAPI: return "Set AndroidAPI <level>, \(AndroidAPILevel.range), e.g. Set AndroidAPI 33"
        case .androidNav: return one(AndroidNavigation.self)
        case .strategy: return "Set Strategy <id>"
        case .trigger: return one(StrategyTrigger.self)
        case .host: return one(StrategyHost.self)
        case .presentation: return one(ModalPresentation.self)
        case .form: return one(StrategyForm.self)
        case .fade: return "Set Fade <duration>"
        case .pin: return "Set Pin <digits>, e.g. Set Pin 1234"
        case .timing: return "Set Timing <name> <duration>, e.g. Set Timing homeToBackground 600ms"
        case .timeScale: return "Set TimeScale <x>, e.g. Set TimeScale 0.25"
        case .assume:
            return "Set Assume none|" + ModelAssumption.allCases.map(\.rawValue).joined(separator: "|")
        case .legibleContrast: return "Set LegibleContrast <ratio>, e.g. Set LegibleContrast 1.5"
        case .reduceTransparency: return "Set ReduceTransparency on|off"
        }
    }

    /// What it changes.
    public var part: LabSetting.Part {
        switch self {
        case .device, .lifecycle, .ios, .androidAPI, .androidNav: return .world
        case .strategy, .trigger, .host, .presentation, .form, .fade, .pin: return .strategy
        case .timing: return .timings
        case .timeScale: return .timeScale
        case .assume, .legibleContrast, .reduceTransparency: return .model
        }
    }

    /// Whether a tape may change it after its first event. The device, the lifecycle, the iOS
    /// release, the Android API level and navigation may not: the tape's events are checked against them
    /// as it is read.
    public var running: Bool { part != .world }

    /// Its values in `configuration`: none for an option left to the strategy, one for each
    /// timing.
    public func values(in configuration: LabConfiguration) -> [LabSetting] {
        let strategy = configuration.strategy
        switch self {
        case .device: return [.device(configuration.world.device)]
        case .lifecycle: return [.lifecycle(configuration.world.lifecycle)]
        case .ios: return [.ios(configuration.world.ios)]
        case .androidAPI: return [.androidAPI(configuration.world.androidAPI)]
        case .androidNav: return [.androidNav(configuration.world.androidNav)]
        case .strategy: return [.strategy(strategy.id)]
        case .trigger: return strategy.trigger.map { [.trigger($0)] } ?? []
        case .host: return strategy.host.map { [.host($0)] } ?? []
        case .presentation: return [.presentation(strategy.presentation)]
        case .form: return [.form(strategy.form)]
        // Only a fade given: a strategy's own default (the blur's 0.3 s) is no setting.
        case .fade: return strategy.givenFade.map { [.fade(.seconds($0))] } ?? []
        case .pin: return [.pin(strategy.pin)]
        case .timing:
            return SystemTimings.parameters.map {
                .timing(name: $0.name, configuration.world.timings[keyPath: $0.keyPath])
            }
        case .timeScale: return [.timeScale(configuration.timeScale)]
        case .assume: return [.assume(configuration.world.assumptions)]
        case .legibleContrast: return [.legibleContrast(configuration.world.legibility.minimumContrast)]
        case .reduceTransparency: return [.reduceTransparency(configuration.world.reduceTransparency)]
        }
    }
}

extension LabConfiguration {
    /// The settings that make this configuration from the defaults, in the declarations'
    /// order: the `Set` lines a tape would start with (the app in front is not a setting).
    public var settings: [LabSetting] {
        let defaults = LabConfiguration(app: app)
        return LabSetting.Name.allCases.flatMap { name in
            name.values(in: self).filter { !name.values(in: defaults).contains($0) }
        }
    }
}

/// Why the words of a `Set` line cannot be read, in tape words.
public struct SettingError: Error, Hashable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
