import Foundation

extension StrategyInfo {
    /// The summary as it reads for `configuration`: the article's fade, trigger and host are
    /// replaced by the chosen ones, so the panel never describes a choice no longer made.
    public func summary(for configuration: StrategyConfiguration) -> String {
        var text = summary
        let fadeChanged = options.contains(.fade) && configuration.fade != defaultFade
        if fadeChanged {
            text = text.replacingOccurrences(
                of: "\(Self.seconds(defaultFade))", with: Self.seconds(configuration.fade))
        }
        let swapTrigger =
            options.contains(.trigger) && defaultTrigger != nil
            && (configuration.trigger ?? defaultTrigger) != defaultTrigger
        let host = configuration.host.flatMap { $0 == defaultHost ? nil : $0 }
        guard swapTrigger || host != nil else { return text }
        if !fadeChanged, let respelled = respelledSummaries[RespellKey(swapTrigger: swapTrigger, host: host)]
        {
            return respelled
        }
        return Self.respell(text, swapTrigger: swapTrigger, host: host)
    }

    /// Which respelling of the summary: the other trigger's events, another host's spelling.
    struct RespellKey: Hashable {
        let swapTrigger: Bool
        let host: StrategyHost?
    }

    /// The summary respelled for every trigger and host (worked out once, in `init`: the
    /// strategy panel reads it on every frame).
    static func respellings(of summary: String) -> [RespellKey: String] {
        var result: [RespellKey: String] = [:]
        for swap in [false, true] {
            for host in [nil] + StrategyHost.allCases.map(Optional.some) where swap || host != nil {
                result[RespellKey(swapTrigger: swap, host: host)] = respell(
                    summary, swapTrigger: swap, host: host)
            }
        }
        return result
    }

    /// The callbacks it uses as `configuration` has it: in its host, for its trigger.
    public func callbacks(for configuration: StrategyConfiguration) -> [String] {
        let hosted = Strategies.host(of: configuration).map { callbacks(in: $0) } ?? callbacks
        guard options.contains(.trigger), defaultTrigger != nil,
            (configuration.trigger ?? defaultTrigger) != defaultTrigger
        else { return hosted }
        var seen: [String] = []
        for name in hosted.map({ Self.respell($0, swapTrigger: true, host: nil) }) where !seen.contains(name)
        {
            seen.append(name)
        }
        return seen
    }

    /// The callback names in `text` with the other trigger's events and in `host`'s spelling.
    private static let swaps = [
        "WillResignActive": "DidEnterBackground", "DidEnterBackground": "WillResignActive",
        "DidBecomeActive": "WillEnterForeground", "WillEnterForeground": "DidBecomeActive",
    ]

    /// A callback name with its optional prefix and suffix. Compiled once: the strategy panel
    /// respells its summary on every frame.
    private static let callbackName: NSRegularExpression? = {
        let events = swaps.keys.sorted().joined(separator: "|")
        let lowered = swaps.keys.sorted().map(lower).joined(separator: "|")
        return try? NSRegularExpression(pattern: "(scene|application)?(\(events)|\(lowered))(Notification)?")
    }()

    private static func respell(_ text: String, swapTrigger: Bool, host: StrategyHost?) -> String {
        guard let regex = callbackName else { return text }
        var result = text as NSString
        let matches = regex.matches(in: text, range: NSRange(location: 0, length: result.length))
        for match in matches.reversed() {
            let prefix =
                match.range(at: 1).location == NSNotFound ? nil : result.substring(with: match.range(at: 1))
            let word = result.substring(with: match.range(at: 2))
            let suffix =
                match.range(at: 3).location == NSNotFound ? nil : result.substring(with: match.range(at: 3))
            var event = word.prefix(1).uppercased() + word.dropFirst()
            if swapTrigger { event = swaps[event] ?? event }
            let spelled: String
            if prefix == nil && suffix == nil {
                spelled = lower(event)
            } else if let host {
                switch host {
                case .appDelegate: spelled = "application" + event
                case .sceneDelegate: spelled = "scene" + event
                case .notifications: spelled = lower(event) + "Notification"
                case .swiftUIApp, .swiftUIScene: spelled = lower(event)
                }
            } else {
                spelled = (prefix ?? "") + (prefix == nil ? lower(event) : event) + (suffix ?? "")
            }
            result = result.replacingCharacters(in: match.range, with: spelled) as NSString
        }
        return result as String
    }

    private static func lower(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }

    /// Seconds as the summaries write them: `0.5 s`, `0.25 s`, `1.0 s`.
    /// `0.5 s`, `1.0 s`, `0.25 s`: a fade length as the panels write it.
    public static func seconds(_ value: Double) -> String {
        let centi = Int((value * 100).rounded())
        var text = "\(centi / 100)." + (centi % 100 < 10 ? "0" : "") + "\(centi % 100)"
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text += "0" }
        return text + " s"
    }
}
