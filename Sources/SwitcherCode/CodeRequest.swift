import SwitcherCore

/// Which code to print: a strategy, where its code lives and its options, as
/// `switcherlab code` and the lab's `C` key ask for it.
public struct CodeRequest: Hashable, Sendable, CustomStringConvertible {
    public var strategy: String
    /// Nil: where its article put it.
    public var host: StrategyHost?
    /// Nil: the lifecycle its host runs in (`scene` for hosts that run in both).
    public var lifecycle: LifecycleStyle?
    /// Nil: the strategy's default trigger.
    public var trigger: StrategyTrigger?
    public var presentation: ModalPresentation
    /// The article's code as written, or its corrected form (for the strategies with one).
    public var form: StrategyForm
    /// Nil: the strategy's own fade (`StrategyInfo.defaultFade`).
    public var fade: Double?
    /// Nil: the strategy's first language (Swift on iOS, Kotlin on Android).
    public var language: CodeLanguage?
    /// The deployment target the code is for: it uses nothing introduced after it, and
    /// nothing deprecated in it.
    public var ios: IOSVersion

    public init(
        strategy: String, host: StrategyHost? = nil, lifecycle: LifecycleStyle? = nil,
        trigger: StrategyTrigger? = nil, presentation: ModalPresentation = .automatic,
        form: StrategyForm = .article,
        fade: Double? = nil, language: CodeLanguage? = nil, ios: IOSVersion = .current
    ) {
        self.ios = ios
        self.form = form
        self.strategy = strategy
        self.host = host
        self.lifecycle = lifecycle
        self.trigger = trigger
        self.presentation = presentation
        self.fade = fade
        self.language = language
    }

    /// The code of a scene's strategy choice in `lifecycle`, as the lab runs it.
    public init(
        _ configuration: StrategyConfiguration, lifecycle: LifecycleStyle, language: CodeLanguage? = nil
    ) {
        self.init(
            strategy: configuration.id, host: Strategies.host(of: configuration), lifecycle: lifecycle,
            trigger: configuration.trigger, presentation: configuration.presentation,
            form: configuration.form, fade: configuration.givenFade,
            language: language)
    }

    /// The arguments of `switcherlab code` that print it.
    public var arguments: [String] {
        var out = [strategy]
        // Only the options the strategy has: `code` refuses the others.
        let info = Strategies.info(strategy)
        let options = info?.options ?? []
        if let host { out += ["--host", host.rawValue] }
        if let lifecycle { out += ["--lifecycle", lifecycle.rawValue] }
        if let trigger, options.contains(.trigger) { out += ["--trigger", trigger.rawValue] }
        if presentation != .automatic, options.contains(.presentation) {
            out += ["--presentation", presentation.rawValue]
        }
        if form != .article, options.contains(.form) { out += ["--form", form.rawValue] }
        if let fade, fade != info?.defaultFade, options.contains(.fade) {
            out += ["--fade", Interval.seconds(fade).written]
        }
        if let language { out += ["--language", language.rawValue] }
        if ios != .current { out += ["--ios", String(ios.major)] }
        return out
    }

    public var description: String { arguments.joined(separator: " ") }
}

/// Why a configuration has no code: the sentence `switcherlab code` exits with.
public struct CodeUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
    public let reason: String

    init(_ reason: String) { self.reason = reason }

    public var description: String { reason }
}
