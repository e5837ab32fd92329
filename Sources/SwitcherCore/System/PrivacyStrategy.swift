/// When a strategy with a choice of trigger puts its cover up and takes it down.
public enum StrategyTrigger: String, Hashable, Sendable, CaseIterable, RawValueDescribed {
    /// willResignActive / didBecomeActive: covers the card opened from the foreground, but
    /// also shows over Control Center.
    case active
    /// didEnterBackground / willEnterForeground: only once the app really leaves.
    case background
}

/// Where a strategy's code lives, which decides whether UIKit ever runs it (MODEL §28).
public enum StrategyHost: String, Hashable, Sendable, CaseIterable, RawValueDescribed {
    /// `UIApplicationDelegate` methods (`applicationWillResignActive(_:)`, …): UIKit calls
    /// them only in an app without a scene manifest (the `app` lifecycle).
    case appDelegate = "app-delegate"
    /// `UISceneDelegate` methods (`sceneWillResignActive(_:)`, …): only with scenes.
    case sceneDelegate = "scene-delegate"
    /// Observers of `UIApplication.willResignActiveNotification` and friends, registered at
    /// launch: posted in both lifecycles, app-wide (when the app as a whole changes state).
    case notifications
    /// SwiftUI's `@Environment(\.scenePhase)` read in the `App`: the aggregate of every scene,
    /// `.active` if any scene is active (MODEL §45). A SwiftUI app always has scenes.
    case swiftUIApp = "swiftui-app"
    /// `@Environment(\.scenePhase)` read in a view: the phase of the view's own scene.
    case swiftUIScene = "swiftui-scene"

    /// Whether UIKit runs code in this host in `lifecycle`.
    public func runs(in lifecycle: LifecycleStyle) -> Bool {
        switch self {
        case .appDelegate: return lifecycle == .app
        case .sceneDelegate, .swiftUIApp, .swiftUIScene: return lifecycle == .scene
        case .notifications: return true
        }
    }

    /// Why UIKit never runs code in this host in `lifecycle`, in a few words (`no app-delegate
    /// calls with scenes`); nil when it runs. The one reason the lab, the timeline and compare
    /// give after `never runs:` (MODEL §28).
    public func idleReason(in lifecycle: LifecycleStyle) -> String? {
        guard !runs(in: lifecycle) else { return nil }
        switch self {
        case .appDelegate: return "no app-delegate calls with scenes"
        case .sceneDelegate: return "no scene-delegate calls without scenes"
        case .swiftUIApp, .swiftUIScene: return "no scenePhase without scenes"
        case .notifications: return nil
        }
    }

    /// Whether code in this host is SwiftUI's (a `scenePhase` reader) rather than UIKit's: a
    /// strategy moves only between hosts of its own framework.
    public var isSwiftUI: Bool { self == .swiftUIApp || self == .swiftUIScene }

    /// Whether code in this host hears the callbacks the world delivers to `receiver`: a
    /// view's scene phase follows its scene's own callbacks.
    func hears(_ receiver: StrategyHost) -> Bool {
        self == receiver || (self == .swiftUIScene && receiver == .sceneDelegate)
    }

    /// Whether code in this host learns of the app's changes through UIApplication's
    /// notifications, registered at launch: the App's aggregate phase changes exactly when
    /// they are posted.
    var observesApplication: Bool { self == .notifications || self == .swiftUIApp }
}

/// How a strategy that presents a view controller presents it.
public enum ModalPresentation: String, Hashable, Sendable, CaseIterable, RawValueDescribed {
    /// As the articles' code does it: no style set, so `.automatic`, a page sheet since iOS 13.
    case automatic
    /// `modalPresentationStyle = .fullScreen` set before presenting: the cover QA1838 meant.
    case fullScreen = "full-screen"
}

/// Which form of a strategy's code runs: the article's as written, or with its production
/// defects mended (the lab teaches the article; apps should ship the corrected form).
public enum StrategyForm: String, Hashable, Sendable, CaseIterable, RawValueDescribed {
    /// The article's code as written.
    case article
    /// The same idea with the article's production defects mended: a privacy window shown with
    /// `isHidden = false` rather than `makeKeyAndVisible()` (which takes key status and the
    /// keyboard from the app's window), a modal cover presented from the topmost controller
    /// and dismissing only itself (rather than the root's `dismiss`, which takes the app's own
    /// alert or sheet with it).
    case corrected
}

/// A strategy choice for one scene: which strategy, and its options.
public struct StrategyConfiguration: Hashable, Sendable {
    public var id: String
    /// Nil: the strategy's own default trigger.
    public var trigger: StrategyTrigger?
    /// Where its code lives; nil: where its article put it.
    public var host: StrategyHost?
    /// The fade length for strategies that fade, in seconds: the one given, else the
    /// strategy's own (`StrategyInfo.defaultFade`: 0.5 s for the articles' overlays, 0.3 s for
    /// expo's blur).
    public var fade: Double {
        get { givenFade ?? Strategies.info(id)?.defaultFade ?? Self.defaultFade }
        set { givenFade = newValue }
    }
    /// The fade chosen for this configuration; nil: none was given, the strategy fades as its
    /// source does.
    public var givenFade: Double?
    /// The PIN that unlocks `lock-screen`.
    public var pin: String
    /// How the modal strategies present their controller.
    public var presentation: ModalPresentation
    /// The article's code, or its corrected form, for the strategies that have one.
    public var form: StrategyForm

    public init(
        id: String = "none", trigger: StrategyTrigger? = nil, host: StrategyHost? = nil, fade: Double? = nil,
        pin: String = "1234", presentation: ModalPresentation = .automatic, form: StrategyForm = .article
    ) {
        self.presentation = presentation
        self.form = form
        self.id = id
        self.trigger = trigger
        self.host = host
        self.givenFade = fade
        self.pin = pin
    }

    /// The fade of the strategies that give none of their own: the articles' 0.5 s.
    public static let defaultFade = 0.5
}

/// Privacy code installed in a mock app. It receives the callbacks the app's own delegates
/// receive — scene delegate, app delegate or Android Activity, as the lifecycle style and
/// device dictate — right after the app's own code has run. Every method has an empty
/// default, so a strategy implements just the callbacks its article uses.
public protocol PrivacyStrategy: UIApplicationDelegate, UISceneDelegate, ActivityDelegate {
    /// Whether the strategy's cover (its overlay, window, presented controller, hidden
    /// window, redaction) is on screen in `scene` at `time`, even partly faded in. Used by
    /// the metrics: a cover during an interruption, a cover left after returning.
    func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool

    /// The strategy was chosen for a scene that is already running (the lab's strategy
    /// picker): do what the app would have done at launch — register its observers, set its
    /// window flags — so that it behaves as if the app had shipped with it.
    func install(in scene: UIWindowScene)

    /// The strategy is being replaced: take its cover down and undo its set-up, so that the
    /// next one starts from the app's own screen.
    func uninstall(from scene: UIWindowScene)

    /// The `notifications` host: registers, at launch, observers of UIApplication's
    /// notifications that run this strategy's code for `scene` (as a view controller of the
    /// scene would register them in `viewDidLoad`); returns their tokens. By default the
    /// observers call the strategy's scene-delegate methods with the scene.
    func observeNotifications(of application: UIApplication, for scene: UIWindowScene) -> [Int]

    /// A scene of the app it runs in was made, its window in place, its set-up callbacks
    /// delivered: code compiled against the lab's UIKit model (`verify`) finds the app's
    /// window and root view controller here, as UIKit's storyboard loading gives them.
    func didConnect(_ scene: UIWindowScene)
}

extension PrivacyStrategy {
    public func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool { false }
    public func install(in scene: UIWindowScene) {}
    public func uninstall(from scene: UIWindowScene) {}
    public func didConnect(_ scene: UIWindowScene) {}

    public func observeNotifications(of application: UIApplication, for scene: UIWindowScene) -> [Int] {
        HostCallback.allCases.map { callback in
            application.notificationCenter.addObserver(forName: callback.notification) {
                [weak self, weak scene] in
                if let self, let scene { callback.call(self, scene) }
            }
        }
    }
}

/// Makes the strategy for a configuration; nil for `none` or an unknown id.
public typealias StrategyFactory = (StrategyConfiguration) -> PrivacyStrategy?
