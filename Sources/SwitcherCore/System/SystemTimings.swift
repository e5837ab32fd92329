/// Every delay of the model, named, with defaults that reproduce what the articles report.
public struct SystemTimings: Hashable, Sendable {
    /// Home: willResignActive → didEnterBackground. Longer than a 0.5 s fade, so the fade
    /// completes before the snapshot (article 004's author saw no leak).
    public var homeToBackground: Interval = .milliseconds(600)
    /// Fast app switch: shorter, so the same fade is caught half way (article 004's comments).
    public var appSwitchToBackground: Interval = .milliseconds(250)
    /// Side button: willResignActive → didEnterBackground.
    public var lockToBackground: Interval = .milliseconds(300)
    /// didEnterBackground returns → snapshot: one frame.
    public var snapshotDelay: Interval = .frame
    /// A single Home press waits this long to be sure it is not a double press.
    public var doublePressWindow: Interval = .milliseconds(300)
    /// Switcher open and close.
    public var switcherAnimation: Interval = .milliseconds(350)
    /// Card zoom into an app (return or launch): willEnterForeground → didBecomeActive.
    public var cardZoom: Interval = .milliseconds(350)
    /// Control Center and Notification Center slides.
    public var sheetSlide: Interval = .milliseconds(250)
    /// Background execution before the system suspends the app; a kill before then is
    /// announced with willTerminate.
    public var backgroundToSuspended: Interval = .milliseconds(5000)
    /// Android: onPause → onStop when leaving the app.
    public var androidPauseToStop: Interval = .milliseconds(400)

    public init() {}

    public static let defaults = SystemTimings()

    /// The parameters by name, for the command line, tapes and help.
    public static let parameters:
        [(name: String, keyPath: WritableKeyPath<SystemTimings, Interval> & Sendable, help: String)] = [
            ("homeToBackground", \.homeToBackground, "Home: willResignActive to didEnterBackground"),
            (
                "appSwitchToBackground", \.appSwitchToBackground,
                "fast app switch: willResignActive to didEnterBackground"
            ),
            ("lockToBackground", \.lockToBackground, "lock: willResignActive to didEnterBackground"),
            ("snapshotDelay", \.snapshotDelay, "didEnterBackground returns to snapshot"),
            ("doublePressWindow", \.doublePressWindow, "how long a Home press waits for a second one"),
            ("switcherAnimation", \.switcherAnimation, "switcher open and close"),
            ("cardZoom", \.cardZoom, "card zoom into an app: willEnterForeground to didBecomeActive"),
            ("sheetSlide", \.sheetSlide, "Control Center / Notification Center slide"),
            ("backgroundToSuspended", \.backgroundToSuspended, "background running time before suspension"),
            ("androidPauseToStop", \.androidPauseToStop, "Android: onPause to onStop"),
        ]

    public subscript(name name: String) -> Interval? {
        get { Self.parameters.first { $0.name == name }.map { self[keyPath: $0.keyPath] } }
        set {
            guard let parameter = Self.parameters.first(where: { $0.name == name }), let newValue else {
                return
            }
            self[keyPath: parameter.keyPath] = newValue
        }
    }
}
