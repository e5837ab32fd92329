/// One cell of the audit matrix: a strategy put through one event on one device and
/// lifecycle. `json` writes it with exactly these keys, in this order, nulls written out;
/// `Codable` reads it back.
public struct AuditRow: Hashable, Sendable, Codable {
    public var strategy: String
    /// Where the strategy's code lives (`app-delegate`, `scene-delegate`, `notifications`);
    /// nil for a strategy with no iOS code.
    public var host: String?
    /// How a modal strategy presented its controller (`automatic`, `full-screen`); nil for the
    /// others.
    public var presentation: String?
    /// The form its code ran in (`article`, `corrected`), for a strategy whose code has a
    /// corrected form; nil for the others. JSON writes the key only when it is set.
    public var form: String?
    /// The trigger the strategy ran with (`active`, `background`), for a strategy that offers
    /// a choice of one (`--trigger`, else its default); nil for the others.
    public var trigger: String?
    /// The fade's length in seconds, for a strategy that fades (`--fade`); nil for the others.
    public var fade: Double?
    public var device: String
    /// `scene` or `app` on iOS, `activity` on Android.
    public var lifecycle: String
    /// The iOS release it ran on, on every iOS row; nil on Android.
    public var iosVersion: Int?
    /// The Android API level it ran on, on every Android row; nil on iOS.
    public var androidAPILevel: Int?
    /// How the Android user navigated (`gesture`, `buttons`), on every Android row; nil on iOS.
    public var androidNavigation: String?
    /// The iOS release it ran on, when the audit was asked for one (`--ios`); nil otherwise,
    /// and on Android. JSON writes the key only when it is set.
    public var ios: Int?
    /// The Android API level it ran on, when the audit was asked for one (`--android-api`);
    /// nil otherwise, and on iOS. JSON writes the key only when it is set.
    public var androidAPI: Int?
    /// The navigation mode it ran in, when the audit was asked for one (`--android-nav`): the
    /// table's `nav` column; nil otherwise, and on iOS. Not a JSON key of its own.
    public var androidNav: String?
    public var event: String
    /// Legible sensitive cells in the card the user sees; nil where no card is involved, or
    /// where the card was not measured (`notMeasured` says why).
    public var legibleSensitiveCells: Int?
    /// Whether that card is blank: no screenshot was taken (`FLAG_SECURE`,
    /// `setRecentsScreenshotEnabled(false)`); nil where `legibleSensitiveCells` is.
    public var blankCard: Bool?
    /// The same card by the app's fields (`AppAsset.fields`), in their order; nil where
    /// `legibleSensitiveCells` is.
    public var fields: [FieldLeak]?
    /// Why the card was not measured: the snapshot it would show was never taken (the app
    /// was suspended first), or not within the limit; nil when it was measured or there is no
    /// card. JSON writes the key only when it is set.
    public var notMeasured: String?
    /// Legible sensitive cells on screen just before the event.
    public var sensitiveCellsBefore: Int
    /// Whether the strategy's cover was up during the interruption; nil for other events.
    public var coverDuringInterruption: Bool?
    /// Seconds the cover stayed after didBecomeActive; nil where the app does not come back,
    /// or when it is stuck.
    public var coverAfterReturnSeconds: Double?
    /// The cover was still up five seconds after the app became active again.
    public var stuck: Bool
    /// A cost beside the leak: the strategy blocks the user's own screenshots and screen
    /// recordings of the app (`StrategyInfo.blocksScreenshots`).
    public var blocksScreenshots: Bool
    /// What the strategy's code did to the app during the event besides covering it, in
    /// `SideEffect`'s order (MODEL §56); JSON writes `[]` when nil or empty.
    public var sideEffects: [SideEffect]?

    public init(
        strategy: String, host: String?, presentation: String?, form: String? = nil, trigger: String? = nil,
        fade: Double? = nil,
        device: String, lifecycle: String, iosVersion: Int? = nil, androidAPILevel: Int? = nil,
        androidNavigation: String? = nil, ios: Int? = nil, androidAPI: Int? = nil, androidNav: String? = nil,
        event: String,
        legibleSensitiveCells: Int?,
        sensitiveCellsBefore: Int, coverDuringInterruption: Bool?, coverAfterReturnSeconds: Double?,
        stuck: Bool, notMeasured: String? = nil, fields: [FieldLeak]? = nil, blankCard: Bool? = nil,
        blocksScreenshots: Bool = false, sideEffects: [SideEffect] = []
    ) {
        self.sideEffects = sideEffects
        self.strategy = strategy
        self.host = host
        self.presentation = presentation
        self.form = form
        self.trigger = trigger
        self.fade = fade
        self.device = device
        self.lifecycle = lifecycle
        self.iosVersion = iosVersion
        self.androidAPILevel = androidAPILevel
        self.androidNavigation = androidNavigation
        self.androidNav = androidNav
        self.ios = ios
        self.androidAPI = androidAPI
        self.event = event
        self.legibleSensitiveCells = legibleSensitiveCells
        self.sensitiveCellsBefore = sensitiveCellsBefore
        self.coverDuringInterruption = coverDuringInterruption
        self.coverAfterReturnSeconds = coverAfterReturnSeconds
        self.stuck = stuck
        self.notMeasured = notMeasured
        self.fields = fields
        self.blankCard = blankCard
        self.blocksScreenshots = blocksScreenshots
    }
}

extension AuditRow {
    /// Where it ran, as the verdict names it: `iphone`, `android (gesture navigation)`.
    public var place: String {
        guard let mode = androidNavigation.flatMap(AndroidNavigation.init(rawValue:)) else { return device }
        return "\(device) (\(mode))"
    }

    /// Whether the row has a card that was not measured.
    public var isNotMeasured: Bool { notMeasured != nil }

    /// The strategy as it ran: `color-overlay`, `color-overlay @scene-delegate`,
    /// `modal-cover @app-delegate, full-screen`.
    public var variant: String {
        let presents = presentation.map { $0 == ModalPresentation.automatic.rawValue ? "sheet" : $0 }
        let corrected = form == StrategyForm.corrected.rawValue ? "corrected" : nil
        let place = [host, presents, corrected].compactMap { $0 }.joined(separator: ", ")
        return place.isEmpty ? strategy : "\(strategy) @\(place)"
    }
}
