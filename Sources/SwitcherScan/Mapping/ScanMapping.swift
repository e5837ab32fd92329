import SwitcherCore

/// Facts → lab configurations.
public enum ScanMapping {
    /// The form an app's code is audited in, as its strategy declares it
    /// (`StrategyInfo.scannedForm`).
    static func scannedForm(_ id: String) -> StrategyForm { Strategies.info(id)?.scannedForm ?? .article }

    /// The findings of one app, in source order.
    public static func findings(for app: AppReading) -> [ScanFinding] {
        var findings: [ScanFinding] = []
        // One pattern per handler owner and host: its cover goes up in one callback and comes
        // down in another.
        var groups: [[SourceFact]] = []
        let screens = app.ownScreenActivities
        for var fact in app.facts.sorted(by: { $0.location < $1.location }) {
            // What one Activity of several does covers its own screen only.
            if fact.screen == nil, fact.handler.host == .activity, fact.handler.plugin == nil,
                screens.contains(fact.handler.owner)
            {
                fact.screen = fact.handler.owner
            }
            if case .unrecognised(let text) = fact.action {
                // Code that runs after every card is taken (on the way back, onStop) changes no
                // card: not reported.
                if !eventsReached(from: fact.handler.moment, host: fact.handler.host).isEmpty {
                    findings.append(unrecognised(text, fact, app: app))
                }
                continue
            }
            if let index = groups.firstIndex(where: {
                $0[0].handler.owner == fact.handler.owner && $0[0].handler.host == fact.handler.host
                    && $0[0].handler.location.file == fact.handler.location.file
            }) {
                groups[index].append(fact)
            } else {
                groups.append([fact])
            }
        }
        for group in groups {
            findings += map(group, app: app, activities: screens)
        }
        // A helper reached from two handlers gives the same pattern at the same line twice:
        // it is reported once, from the first handler that reaches it.
        struct Pattern: Hashable {
            let location: SourceLocation
            let configuration: StrategyConfiguration
        }
        var seen: Set<Pattern> = []
        var unread: Set<SourceLocation> = []
        findings = findings.filter { finding in
            // Unrecognised code in a helper two handlers reach: once, from the first.
            guard let configuration = finding.configuration else {
                return unread.insert(finding.location).inserted
            }
            return seen.insert(Pattern(location: finding.location, configuration: configuration)).inserted
        }
        return findings.sorted { $0.location < $1.location }
    }

    static func unrecognised(_ text: String, _ fact: SourceFact, app: AppReading) -> ScanFinding {
        var found = ScanFinding(
            location: fact.location, language: fact.language, configuration: nil, host: fact.handler.host,
            callback: fact.handler.callback,
            runs: runs(fact.handler, app: app), pitfalls: [],
            audited: nil, unrecognised: text, facts: [fact])
        // What a Fragment's callback (or one Activity's of several) does could change its own
        // screen only.
        found.screen = fact.screen
        return found
    }

    /// Whether UIKit calls the handler in the app's lifecycle, and its scene delegate class
    /// at all.
    static func runs(_ handler: Handler, app: AppReading) -> Bool {
        runs(handler.host, lifecycle: app.lifecycle, platform: app.platform)
            && (handler.host != .sceneDelegate || app.sceneDelegateRuns(handler.owner))
    }

    static func runs(_ host: HandlerHost, lifecycle: LifecycleStyle?, platform: Platform) -> Bool {
        guard platform.choosesLifecycleStyle, let lifecycle, let strategyHost = host.strategyHost else {
            return true
        }
        return strategyHost.runs(in: lifecycle)
    }

    /// The audit events whose card code running at `moment` could still change: code run at
    /// launch or on resigning active comes before every card; code run on entering the
    /// background comes after the live card of a switcher opened over the app (MODEL §11);
    /// code run on the way back comes before none. On Android the thumbnail is taken before
    /// onPause (MODEL §24; §51 gives the reports that disagree, so onPause still counts) and
    /// onStop comes after it.
    /// App-wide code (the app delegate, UIApplication's notifications, the App's aggregate
    /// phase) does not run when one window of several goes to the background while another
    /// stays active: it changes no window-away card (MODEL §53).
    public static func eventsReached(from moment: LifecycleMoment, host: HandlerHost) -> Set<AuditEvent> {
        var events: Set<AuditEvent>
        switch moment {
        case .launch: return Set(AuditEvent.allCases)
        case .resignActive, .leaveActive: events = Set(AuditEvent.allCases)
        case .enterBackground:
            events = host == .activity ? [] : Set(AuditEvent.allCases).subtracting([.switcher])
        case .becomeActive, .enterForeground, .terminate: return []
        }
        if [.appDelegate, .notificationObserver, .swiftUIApp].contains(host) { events.remove(.windowAway) }
        return events
    }

    /// The moments that put a cover up.
    static let coverMoments: Set<LifecycleMoment> = [.resignActive, .enterBackground, .leaveActive]

    /// The moments before the next card is taken: launch and the way back.
    static let returnMoments: Set<LifecycleMoment> = [.launch, .becomeActive, .enterForeground]

    /// One handler owner's facts → its findings.
    static func map(_ group: [SourceFact], app: AppReading, activities: Set<String>) -> [ScanFinding] {
        let host = group[0].handler.host
        let unnamed = host == .sceneDelegate && !app.sceneDelegateRuns(group[0].handler.owner)
        let running = runs(group[0].handler, app: app)
        var findings: [ScanFinding] = []
        func finding(
            _ id: String, at fact: SourceFact, trigger: StrategyTrigger? = nil, fade: Double? = nil,
            presentation: ModalPresentation = .automatic, pitfalls: [Pitfall] = [], facts: [SourceFact],
            auditedAs replacement: String? = nil, form: StrategyForm? = nil
        ) {
            var pitfalls = pitfalls
            if !running { pitfalls.insert(unnamed ? .sceneDelegateUnnamed : .hostNeverRuns, at: 0) }
            if host == .swiftUIApp, app.devices.contains(.ipad) { pitfalls.append(.appLevelScenePhaseOnIPad) }
            let info = Strategies.info(id)
            let configuration = StrategyConfiguration(
                id: id, trigger: info?.options.contains(.trigger) == true ? trigger : nil,
                host: host.strategyHost, fade: fade, presentation: presentation, form: form ?? scannedForm(id)
            )
            var audited =
                replacement.map { StrategyConfiguration(id: $0, host: host.strategyHost) } ?? configuration
            // Work deferred from launch or from the way back still runs long before the next
            // card is taken: only a deferral from a moment that leaves can miss it.
            if let deferral = fact.deferred, !returnMoments.contains(fact.handler.moment) {
                if fact.handler.moment == .resignActive, arrivesBeforeSnapshot(deferral) {
                    pitfalls.append(.deferredFromResignActive)
                } else {
                    pitfalls.append(.deferredPastSnapshot)
                    audited = StrategyConfiguration(id: "none", host: host.strategyHost)
                }
            }
            if fact.handler.onScriptListener {
                pitfalls.append(.registeredOnScriptListener)
                audited = StrategyConfiguration(id: "none", host: host.strategyHost)
            }
            // A scene delegate SwiftUI never makes covers nothing.
            if unnamed { audited = StrategyConfiguration(id: "none", host: host.strategyHost) }
            // A cover only some implementations of a protocol's method put up decides nothing.
            if fact.undecided != nil { audited = StrategyConfiguration(id: "none", host: host.strategyHost) }
            var found = ScanFinding(
                location: fact.location, language: fact.language, configuration: configuration,
                host: host,
                callback: fact.handler.callback, runs: running, pitfalls: pitfalls, audited: audited,
                unrecognised: nil, facts: facts)
            if let undecided = fact.undecided {
                found.undecided = undecided
                found.notes.append("not assessed: \(undecided)")
            }
            if let screen = fact.screen {
                found.screen = screen
                let scope =
                    host != .activity
                    ? "covers \(screen)'s own view only"
                    : activities.contains(screen)
                        ? "is on while the Activity \(screen) is in front only"
                        : "is on while the Fragment \(screen) is shown only"
                found.notes.append(
                    "\(scope): where the app has a cover for every screen, that one decides its cards")
            }
            findings.append(found)
        }
        // Android's window flags, and iOS's relaunch image: findings of their own.
        // A flag cleared on the way out and set again on the way back is on at the next
        // thumbnail (and the clearing comes after this one: MODEL §24).
        let setOnReturn = group.contains {
            if case .secureFlag(let call) = $0.action, call != .clear {
                return [.becomeActive, .enterForeground].contains($0.handler.moment)
            }
            return false
        }
        let cleared = group.contains {
            $0.action == .secureFlag(.clear) && $0.handler.moment != .launch
                && $0.handler.moment != .terminate
                && !(setOnReturn && coverMoments.contains($0.handler.moment))
        }
        // One flag (or secure-field layer) per callback and function: the same call in each
        // branch of an `if` is one pattern; one reached through a call is another.
        struct FlagPlace: Hashable {
            let handler: SourceLocation
            let via: [SourceLocation]
            let file: String
        }
        var flagged: Set<FlagPlace> = []
        for fact in group {
            if fact.isSetUpFlag,
                !flagged.insert(
                    FlagPlace(handler: fact.handler.location, via: fact.via, file: fact.location.file)
                )
                .inserted
            {
                continue
            }
            switch fact.action {
            case .ignoresSnapshotOnNextLaunch:
                finding(
                    "ignore-snapshot", at: fact, pitfalls: [.ignoreSnapshotProtectsNothing], facts: [fact])
            case .secureFlag(let call) where call != .clear:
                if fact.handler.moment == .resignActive || fact.handler.moment == .enterBackground {
                    finding("secure-flag-on-pause", at: fact, pitfalls: [.secureFlagInOnPause], facts: [fact])
                } else {
                    finding(
                        "secure-flag", at: fact, pitfalls: cleared ? [.secureFlagCleared] : [], facts: [fact],
                        auditedAs: cleared ? "none" : nil)
                }
            case .secureFieldLayer where fact.handler.moment == .launch:
                // The trick as the lab installs it: once, while the app is in front (MODEL §47).
                finding("secure-field-layer", at: fact, facts: [fact])
            case .recentsScreenshotEnabled(false):
                let unguarded = fact.apiLevelGuard == nil && (app.androidMinSdk ?? 1) < 33
                finding(
                    "recents-screenshot-disabled", at: fact,
                    pitfalls: unguarded ? [.recentsCallUnguarded] : [],
                    facts: [fact])
            default:
                continue
            }
        }
        // The cover: the first fact that puts one up, in the earliest moment that does; and each
        // cover in a branch that never runs with it (`if imageMode { … } else if blurMode { … }`),
        // a pattern of its own.
        let ups = group.filter { coverMoments.contains($0.handler.moment) && isCoverUp($0.action) }
        var chosen: [SourceFact] = []
        for fact in ups.sorted(by: { order($0) < order($1) }) where chosen.allSatisfy(fact.excludes) {
            chosen.append(fact)
        }
        // A cover of another kind put up in a later moment (a privacy view on resign active, a
        // lock screen presented on entering the background): a pattern of its own too. Not one
        // the earlier moment puts up already (a helper both callbacks call).
        if !chosen.contains(where: { $0.handler.moment == .enterBackground }) {
            let earlier = ups.filter { $0.handler.moment != .enterBackground }
            let later = ups.filter { candidate in
                candidate.handler.moment == .enterBackground
                    && !earlier.contains {
                        !$0.excludes(candidate)
                            && ($0.location == candidate.location
                                || coverKind($0.action) == coverKind(candidate.action))
                    }
            }
            if let first = later.min(by: { order($0) < order($1) }) { chosen.append(first) }
        }
        // Alternatives that come to the same configuration (`if #available` with a blur in
        // each clause) are one pattern.
        var configurations: [StrategyConfiguration?] = []
        for up in chosen {
            let before = findings.count
            cover(up, group: group.filter { !$0.excludes(up) }, ups: ups.filter { !$0.excludes(up) })
            if findings.count == before + 1 {
                if configurations.contains(findings[before].configuration) {
                    findings.removeLast()
                } else {
                    configurations.append(findings[before].configuration)
                }
            }
        }
        return findings

        func cover(_ first: SourceFact, group: [SourceFact], ups: [SourceFact]) {
            var up = first
            // The app's window hidden and another shown in the same moment (a PIN window over the
            // hidden app): the card shows the window shown, a privacy window.
            if case .setsWindowHidden(true, ownWindow: true) = up.action,
                let shown = ups.filter({ $0.handler.moment == up.handler.moment && showsWindow($0.action) })
                    .min(by: { order($0) < order($1) })
            {
                up = shown
            }
            let moment = up.handler.moment
            let trigger: StrategyTrigger = moment == .enterBackground ? .background : .active
            let fade =
                group.lazy.compactMap { fact -> Double? in
                    if case .setsAlpha(_, true, let duration?) = fact.action, fact.handler.moment == moment {
                        return duration
                    }
                    return nil
                }.first ?? 0
            let related = group.filter { $0.action != .ignoresSnapshotOnNextLaunch }
            if host == .activity {
                // A view added, or the content view hidden (`setVisibility(INVISIBLE)`): what the
                // Activity draws changes in onPause either way (MODEL §51).
                switch up.action {
                case .addsView, .redactsContent:
                    finding(
                        "overlay-on-pause", at: up,
                        pitfalls: moment == .resignActive ? [.overlayInOnPause] : [],
                        facts: related)
                default:
                    break
                }
                return
            }
            if host == .swiftUIApp || host == .swiftUIView {
                finding("scenephase-overlay", at: up, trigger: trigger, facts: related)
                return
            }
            switch up.action {
            case .presents(let style, let animated, let fromTopmost):
                let full = style.map { $0.lowercased().contains("fullscreen") } ?? false
                var pitfalls: [Pitfall] = []
                if animated != false { pitfalls.append(.animatedModal) }
                if !full { pitfalls.append(.sheetPresentation) }
                // Presented from the top of the chain and dismissed by itself: the lab's corrected
                // form, over the app's own alert or sheet and leaving it on the way back (MODEL §60).
                let itself = group.contains {
                    if case .dismisses(_, itself: true) = $0.action { return true }
                    return false
                }
                finding(
                    animated == false ? "modal-cover" : "modal-cover-animated", at: up, trigger: trigger,
                    presentation: full ? .fullScreen : .automatic, pitfalls: pitfalls, facts: related,
                    form: fromTopmost && itself ? .corrected : nil)
            case .createsWindow, .setsWindowHidden(false, ownWindow: false):
                finding(
                    moment == .enterBackground ? "privacy-window" : "privacy-window-active", at: up,
                    facts: related)
            case .setsWindowHidden(true, ownWindow: true):
                finding("hide-window", at: up, trigger: trigger, facts: related)
            case .redactsContent:
                finding("redact-content", at: up, trigger: trigger, facts: related)
            case .secureFieldLayer:
                finding("secure-field-layer", at: up, facts: related)
            case .addsView(let kind, _):
                switch kind {
                case .visualEffect:
                    // Its fade as the app wrote it: 0 when added with no animation. Added to the
                    // window itself, over the app's own alert or sheet: the lab's corrected form.
                    finding(
                        "visual-effect-blur", at: up, trigger: trigger, fade: fade, facts: related,
                        form: addsToWindow(up.text) ? .corrected : nil)
                case .blur:
                    finding("blurred-snapshot", at: up, trigger: trigger, facts: related)
                case .snapshotImage:
                    findings.append(
                        unrecognised("an image of the window's own contents, not blurred", up, app: app))
                case .image, .colour, .view, .unknown:
                    let id = kind == .image ? "image-overlay" : "color-overlay"
                    // The fade put up on resign active, and what didEnterBackground does to it.
                    let finishing = group.filter {
                        $0.handler.moment == .enterBackground && moment == .resignActive
                    }
                    let setsAlpha = finishing.contains {
                        if case .setsAlpha(1, false, _) = $0.action { return true }
                        return false
                    }
                    let removes = finishing.contains { $0.action == .removesAnimations }
                    if id == "color-overlay", setsAlpha {
                        finding(
                            removes ? "overlay-completed-on-background" : "overlay-finished-on-background",
                            at: up,
                            fade: fade, pitfalls: removes ? [] : [.alphaWithoutRemovingAnimation],
                            facts: related)
                    } else {
                        finding(id, at: up, trigger: trigger, fade: fade, facts: related)
                    }
                }
            default:
                break
            }
        }
    }
}
