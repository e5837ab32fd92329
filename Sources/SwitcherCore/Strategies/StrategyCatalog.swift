/// What the catalog says of one privacy strategy: enough for `switcherlab strategies`, the
/// strategy picker and the strategy panel.
public struct StrategyInfo: Hashable, Sendable {
    /// Which strategy it is.
    public let strategy: StrategyID
    /// The id used on the command line, in tapes and in file names (`color-overlay`).
    public var id: String { strategy.rawValue }
    public let title: String
    /// The article it comes from, as `000`…`004` with the part (`004 method 2`), or `—`.
    public let source: String
    /// The delegate methods or notifications it implements, in the order they fire.
    public let callbacks: [String]
    /// The trigger it uses unless told otherwise; nil when it has no choice of trigger.
    public let defaultTrigger: StrategyTrigger?
    /// The options that apply to it.
    public let options: [StrategyOption]
    /// How long its cover fades when no fade is given (`StrategyOption.fade`).
    public let defaultFade: Double
    /// Where its article put its code; nil when it has no iOS code (`none`, Android's flag).
    public let defaultHost: StrategyHost?
    /// One or two sentences: what it does and where it fails.
    public let summary: String
    /// The devices it has code for: the iOS strategies do nothing on Android, `secure-flag`
    /// nothing on iOS. The audit runs a strategy on these devices only.
    public let devices: [DeviceKind]
    /// A cost beside the leaks: whether the user's own screenshots and screen recordings of
    /// the app are blocked while it is in use (`FLAG_SECURE` kept on the window). False for
    /// covers, which are up only while the app is away, and for
    /// `setRecentsScreenshotEnabled(false)`, which touches Recents alone (MODEL §50).
    public let blocksScreenshots: Bool
    /// The same cost where it depends on the iOS release: the secure text field trick hides the
    /// window from the user's captures too, on the releases where it works (MODEL §47).
    public let blocksScreenshotsWhereSecureFieldWorks: Bool
    /// The form scan audits an app's code of this strategy in: `.corrected` where the article's
    /// defect is one real code does not share (image-overlay's launch image, which a real app
    /// names because it has it: MODEL §63); `.article` for the others.
    public let scannedForm: StrategyForm
    /// Its code, as `switcherlab code` prints it (`StrategyListing`).
    public let listing: StrategyListing
    /// Where its code comes from: the lines that head every printed file, after the
    /// configuration's.
    public let citation: [String]
    /// `callbacks(in:)` for every host.
    private let hostedCallbacks: [StrategyHost: [String]]
    /// `summary(for:)` at the default fade, for every trigger and host.
    let respelledSummaries: [RespellKey: String]

    /// One strategy, one entry: its id tells it apart (its code is not compared).
    public static func == (lhs: StrategyInfo, rhs: StrategyInfo) -> Bool { lhs.strategy == rhs.strategy }

    public func hash(into hasher: inout Hasher) { hasher.combine(strategy) }

    /// Whether the user's own screenshots and recordings are blocked on `ios`.
    public func blocksScreenshots(on ios: IOSVersion) -> Bool {
        blocksScreenshots || (blocksScreenshotsWhereSecureFieldWorks && ios.secureTextFieldHidesCaptures)
    }

    /// `callbacks` nil: the four delegate methods of `defaultTrigger` (`delegateMethods`), the
    /// scene delegate's first when its code lives there.
    public init(
        id: StrategyID, title: String, source: String, callbacks: [String]? = nil,
        defaultTrigger: StrategyTrigger? = nil,
        options: [StrategyOption] = [], defaultFade: Double = StrategyConfiguration.defaultFade,
        host: StrategyHost? = nil, summary: String,
        devices: [DeviceKind] = StrategyInfo.iOSDevices, blocksScreenshots: Bool = false,
        blocksScreenshotsWhereSecureFieldWorks: Bool = false, scannedForm: StrategyForm = .article,
        listing: StrategyListing, citation: [String] = []
    ) {
        self.scannedForm = scannedForm
        self.strategy = id
        self.listing = listing
        self.citation = citation
        self.title = title
        self.source = source
        let sceneFirst = host == .sceneDelegate
        self.callbacks =
            callbacks ?? defaultTrigger.map { Self.delegateMethods($0, sceneFirst: sceneFirst) } ?? []
        self.defaultTrigger = defaultTrigger
        self.options = options
        self.defaultFade = defaultFade
        self.defaultHost = host
        self.summary = summary
        self.devices = devices
        self.blocksScreenshots = blocksScreenshots
        self.blocksScreenshotsWhereSecureFieldWorks = blocksScreenshotsWhereSecureFieldWorks
        let spelled = self.callbacks
        self.hostedCallbacks = Dictionary(
            uniqueKeysWithValues: StrategyHost.allCases.map { ($0, Self.spell(spelled, in: $0)) })
        self.respelledSummaries = Self.respellings(of: summary)
    }

    /// The four delegate methods a trigger means, app delegate's then scene delegate's (or,
    /// `sceneFirst`, the other way round): the one that puts the cover up, then the one that
    /// takes it down.
    public static func delegateMethods(_ trigger: StrategyTrigger, sceneFirst: Bool = false) -> [String] {
        let (up, down) = (trigger.coverUp, trigger.coverDown)
        let app = [up.appDelegateMethod, down.appDelegateMethod]
        let scene = [up.sceneDelegateMethod, down.sceneDelegateMethod]
        return sceneFirst ? scene + app : app + scene
    }

    /// The callbacks it uses when its code lives in `host`: the app delegate's methods, the
    /// scene delegate's, or the notifications they correspond to.
    public func callbacks(in host: StrategyHost) -> [String] {
        hostedCallbacks[host] ?? Self.spell(callbacks, in: host)
    }

    /// `callbacks` as `host` spells them (worked out once, in `init`: the strategy panel asks
    /// on every frame).
    static func spell(_ callbacks: [String], in host: StrategyHost) -> [String] {
        var seen: [String] = []
        for name in callbacks {
            guard
                let callback = HostCallback.allCases.first(where: { callback in
                    name.contains(callback.capitalized) || name.contains(callback.rawValue)
                        || StrategyHost.allCases.contains { callback.name(in: $0) == name }
                })
            else { continue }
            let spelled = callback.name(in: host)
            if !seen.contains(spelled) { seen.append(spelled) }
        }
        return seen
    }

    /// The same entry under another id, title and summary: a variant of the same code.
    func variant(
        id: StrategyID, title: String, summary: String, listing: StrategyListing, citation: [String]
    ) -> StrategyInfo {
        StrategyInfo(
            id: id, title: title, source: source, callbacks: callbacks, defaultTrigger: defaultTrigger,
            options: options, host: defaultHost, summary: summary, devices: devices,
            blocksScreenshots: blocksScreenshots,
            blocksScreenshotsWhereSecureFieldWorks: blocksScreenshotsWhereSecureFieldWorks,
            scannedForm: scannedForm,
            listing: listing,
            citation: citation)
    }

    /// The hosts it can live in: its article's first, then the ports in its framework (UIKit
    /// code moves between delegates and observers, SwiftUI code between the App and a view);
    /// none without iOS code.
    public var hosts: [StrategyHost] {
        guard let defaultHost else { return [] }
        return [defaultHost]
            + StrategyHost.allCases.filter { $0 != defaultHost && $0.isSwiftUI == defaultHost.isSwiftUI }
    }

    /// The devices an iOS strategy runs on.
    public static let iOSDevices: [DeviceKind] = Platform.iOS.devices
    /// The devices an Android strategy runs on.
    public static let androidDevices: [DeviceKind] = Platform.android.devices

    /// Whether it has code for `device`.
    public func applies(to device: DeviceKind) -> Bool { devices.contains(device) }
}

/// A choice a strategy offers beyond its id.
public enum StrategyOption: String, Hashable, Sendable, CaseIterable, RawValueDescribed {
    /// `active` (willResignActive/didBecomeActive) or `background` (didEnterBackground/willEnterForeground).
    case trigger
    /// How long its overlay fades.
    case fade
    /// The PIN that unlocks it.
    case pin
    /// How it presents its controller: `automatic` (a sheet) or `full-screen`.
    case presentation
    /// The article's code as written, or its production defects mended (`StrategyForm`).
    case form
}

/// A strategy the catalog lists: its entry, and how it is made for a scene.
protocol CatalogStrategy: PrivacyStrategy {
    /// Read once, by `Strategies.all`: everything else reads the catalog's copy.
    static var info: StrategyInfo { get }
    init(_ configuration: StrategyConfiguration)
}

/// Every privacy strategy the emulator knows, in the order of ARCHITECTURE §9.
/// Each lives in its own file under `Strategies/`, named after its id.
public enum Strategies {
    /// Every strategy, `none` first, in `StrategyID`'s order.
    public static let all: [StrategyInfo] = StrategyID.allCases.map { $0.type?.info ?? NoProtection.info }

    public static var ids: [String] { all.map(\.id) }

    public static func info(_ id: String) -> StrategyInfo? { all.first { $0.id == id } }

    /// Where a configuration's code lives: its own choice, else its article's; nil for a
    /// strategy with no host (or one the catalog does not know), whose code then follows the
    /// lifecycle.
    /// A host its code cannot live in (a SwiftUI host for UIKit code, left from the strategy
    /// before) is not taken: its own is.
    public static func host(of configuration: StrategyConfiguration) -> StrategyHost? {
        guard let info = info(configuration.id), info.defaultHost != nil else { return nil }
        return configuration.host.flatMap { info.hosts.contains($0) ? $0 : nil } ?? info.defaultHost
    }

    /// `color-overlay@app-delegate`: the configuration's id and the host its code lives in on
    /// `device`; the id alone where no host applies (no iOS code, or an Android device).
    public static func heading(of configuration: StrategyConfiguration, on device: DeviceKind) -> String {
        guard device.runsUIKit, let host = host(of: configuration) else { return configuration.id }
        return "\(configuration.id)@\(host)"
    }

    /// `never runs: no app-delegate calls with scenes` when the configuration's code lives in
    /// a host UIKit never calls in `lifecycle` on `device`, so that it protects nothing; nil
    /// when it runs.
    public static func idleWarning(
        of configuration: StrategyConfiguration, on device: DeviceKind, lifecycle: LifecycleStyle
    ) -> String? {
        guard device.runsUIKit, let reason = host(of: configuration)?.idleReason(in: lifecycle) else {
            return nil
        }
        return "never runs: \(reason)"
    }

    /// Makes the strategy for one scene; nil for `none` or an unknown id. This is the
    /// `StrategyFactory` the world uses.
    public static func make(_ configuration: StrategyConfiguration) -> PrivacyStrategy? {
        StrategyID(rawValue: configuration.id)?.type?.init(configuration)
    }
}
