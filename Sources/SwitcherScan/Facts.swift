import SwitcherCore

// The facts the readers produce: what a scanned file says, in terms that do not depend on the
// language it says it in. A reader (Swift through swift-syntax; Objective-C, Kotlin and Java
// from tokens; Info.plist, project.pbxproj, AndroidManifest.xml and Gradle files) turns one
// file into `FileReading`; `ScanMapping` turns an app's facts into lab configurations. A
// reader records what the code does, never what it means for the lab: that is the mapping's.

/// Where a fact was read: a file, relative to the scanned directory, and a 1-based line.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path relative to the scanned directory, `/`-separated, terminal-safe.
    public var file: String
    /// 1-based; 0 for a fact about the whole file.
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `App/SceneDelegate.swift:12`.
    public var description: String { line > 0 ? "\(file):\(line)" : file }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line) < (b.file, b.line)
    }
}

/// The kind of code that holds a handler: which decides whether the platform ever runs it
/// (MODEL §28).
public enum HandlerHost: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A `UIApplicationDelegate` method (`applicationWillResignActive(_:)`).
    case appDelegate = "app-delegate"
    /// A `UISceneDelegate` / `UIWindowSceneDelegate` method (`sceneWillResignActive(_:)`).
    case sceneDelegate = "scene-delegate"
    /// A block or selector observing `UIApplication`'s lifecycle notifications.
    case notificationObserver = "notifications"
    /// A scene-phase change read in a SwiftUI `App` (the aggregate phase, MODEL §45).
    case swiftUIApp = "swiftui-app"
    /// A scene-phase change read in a SwiftUI view (its own scene's phase).
    case swiftUIView = "swiftui-scene"
    /// An Android `Activity` (or `Fragment`) callback (`onPause`).
    case activity
    /// A `UISceneDelegate`-style callback of a scene delegate's observer of
    /// `UIScene` notifications (`UIScene.willDeactivateNotification`): per scene.
    case sceneNotificationObserver = "scene-notifications"

    public var description: String { rawValue }

    /// The lab's host for this kind of code; nil for Android's, which has one.
    public var strategyHost: StrategyHost? {
        switch self {
        case .appDelegate: return .appDelegate
        case .sceneDelegate, .sceneNotificationObserver: return .sceneDelegate
        case .notificationObserver: return .notifications
        case .swiftUIApp: return .swiftUIApp
        case .swiftUIView: return .swiftUIScene
        case .activity: return nil
        }
    }
}

/// The moment of the lifecycle a handler runs at, whatever the platform calls it.
public enum LifecycleMoment: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// didFinishLaunching, scene(_:willConnectTo:), onCreate, the App's or view's init/onAppear.
    case launch
    /// willResignActive, sceneWillResignActive, scenePhase → .inactive; Android's onPause.
    case resignActive
    /// didBecomeActive, sceneDidBecomeActive, scenePhase → .active; Android's onResume.
    case becomeActive
    /// didEnterBackground, sceneDidEnterBackground, scenePhase → .background; Android's onStop.
    case enterBackground
    /// willEnterForeground, sceneWillEnterForeground; Android's onStart / onRestart.
    case enterForeground
    /// willTerminate, sceneDidDisconnect; Android's onDestroy.
    case terminate
    /// A scene-phase change whose new value the code does not compare with one phase
    /// (`if phase != .active`): the cover goes up on `.inactive` and on `.background` alike.
    case leaveActive = "leave-active"

    public var description: String { rawValue }
}

/// The handler whose body holds an action: where it runs.
public struct Handler: Hashable, Sendable {
    public var host: HandlerHost
    public var moment: LifecycleMoment
    /// The callback as the source spells it: `sceneWillResignActive(_:)`,
    /// `UIApplication.willResignActiveNotification`, `onChange(of: scenePhase) .inactive`,
    /// `onPause`. Terminal-safe.
    public var callback: String
    /// The type that declares it (`SceneDelegate`, `MainActivity`, `ContentView`): the actions
    /// of one type belong to one pattern (the cover its resign handler adds, its become-active
    /// handler removes). Empty at file scope.
    public var owner: String
    /// Where the handler (the method, the observer registration, the `onChange`) begins.
    public var location: SourceLocation
    /// The cross-platform framework (`Cordova`, `Capacitor`, `React Native`, `Flutter`) whose
    /// plugin holds the handler, rather than the app's own code: its callback is the plugin's
    /// (`onPause(boolean)` of a `CordovaPlugin`), or a method the app's script calls, which
    /// runs while the app is in front (moment `launch`); `helper` for a class of the app's own,
    /// not an Activity, that reaches one's window. Nil for an Activity's own code.
    public var plugin: String?
    /// Registered by a React Native event emitter's `startObserving`, which runs only once the
    /// app's script adds a listener to the module's events: not by the call that switches the
    /// privacy feature on.
    public var onScriptListener = false

    public init(
        host: HandlerHost, moment: LifecycleMoment, callback: String, owner: String,
        location: SourceLocation, plugin: String? = nil
    ) {
        self.host = host
        self.moment = moment
        self.callback = callback
        self.owner = owner
        self.location = location
        self.plugin = plugin
    }
}

/// What the view an action adds shows.
public enum CoverKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A plain view with a background colour (`UIView()`, `backgroundColor = .white`).
    case colour
    /// An image view of an image from the bundle (splash art, logo).
    case image
    /// An image view of the window's own contents blurred (`drawHierarchy` + a blur filter).
    case blur
    /// A `UIVisualEffectView` with a `UIBlurEffect`.
    case visualEffect = "visual-effect"
    /// An image view of the window's own contents, not blurred: it shows what it should hide.
    case snapshotImage = "snapshot-image"
    /// A view controller's view, or a SwiftUI view shown by a flag (`if isHidden { Cover() }`).
    case view
    /// A view the reader could not classify.
    case unknown

    public var description: String { rawValue }
}

/// Which of a window's flags an Android call touches, and how.
public enum SecureFlagCall: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `window.setFlags(FLAG_SECURE, FLAG_SECURE)`.
    case set
    /// `window.addFlags(FLAG_SECURE)`.
    case add
    /// `window.clearFlags(FLAG_SECURE)`.
    case clear

    public var description: String { rawValue }
}

/// How work inside a handler was deferred past its return: the snapshot, taken once the
/// handler returns (MODEL §11), does not wait for it.
public enum Deferral: Hashable, Sendable, CustomStringConvertible {
    /// `DispatchQueue.main.async { … }`, `dispatch_async(dispatch_get_main_queue(), …)`.
    case mainQueue
    /// `DispatchQueue.main.asyncAfter(deadline: .now() + s)`, `performSelector:afterDelay:`,
    /// `Handler.postDelayed(…, ms)`; nil seconds when the delay is not a literal.
    case after(seconds: Double?)
    /// `Task { … }`, `Task.detached`, a `launch { }` coroutine.
    case task
    /// Android's `View.post { }`, `Handler.post`, `runOnUiThread` from a background thread.
    case post

    public var description: String {
        switch self {
        case .mainQueue: return "DispatchQueue.main.async"
        case .after(let seconds): return "asyncAfter(\(seconds.map { "\($0) s" } ?? "?"))"
        case .task: return "Task"
        case .post: return "post"
        }
    }
}

/// One thing a handler's body does that bears on the snapshot.
public enum SourceAction: Hashable, Sendable {
    /// Adds a view over the content (`addSubview`, `addView`, `.overlay`, a SwiftUI `if`).
    case addsView(kind: CoverKind, tag: Int?)
    /// Removes a view (`removeFromSuperview`, `viewWithTag(n)?.removeFromSuperview()`).
    case removesView(tag: Int?)
    /// Sets a view's alpha; `value` nil when not a literal. `animated` when inside
    /// `UIView.animate(withDuration:)` (or `animateWithDuration:`, `animate().alpha()`),
    /// with its literal duration if any.
    case setsAlpha(value: Double?, animated: Bool, duration: Double?)
    /// Ends running animations: `layer.removeAllAnimations()`, `removeAnimation(forKey:)`.
    case removesAnimations
    /// Makes a new window (`UIWindow(windowScene:)`, `UIWindow(frame:)`) at a level, spelled as
    /// in the source (`.alert + 1`); nil when none is set.
    case createsWindow(level: String?)
    /// Shows or hides a window: `isHidden = false`/`makeKeyAndVisible()` (false), `isHidden =
    /// true` (true). `ownWindow` when it is the app's own window (`window`, `self.window`,
    /// `application.keyWindow`) rather than one the code made.
    case setsWindowHidden(Bool, ownWindow: Bool)
    /// `present(_:animated:)`: the style set on the controller first (`fullScreen`,
    /// `overFullScreen`), nil when none is (`.automatic`); `animated` nil when not a literal;
    /// `fromTopmost` when the function presenting walks up the chain of presented controllers
    /// first, so that the cover goes over the app's own alert or sheet (MODEL §60).
    case presents(style: String?, animated: Bool?, fromTopmost: Bool = false)
    /// `dismiss(animated:)`; `itself` when it is sent to a controller the type keeps (the
    /// cover), not to the window's root or to the presenter: only the cover goes (MODEL §60).
    case dismisses(animated: Bool?, itself: Bool = false)
    /// `ignoreSnapshotOnNextApplicationLaunch()`.
    case ignoresSnapshotOnNextLaunch
    /// Hides or replaces the sensitive fields' contents (`label.text = "•••"`, `isHidden` on
    /// content views, `redacted(reason:)`).
    case redactsContent
    /// `isSecureTextEntry = true` on a text field whose layer hosts the content.
    case secureFieldLayer
    /// Android: `FLAG_SECURE` set, added or cleared on the window.
    case secureFlag(SecureFlagCall)
    /// Android (API 33): `setRecentsScreenshotEnabled(enabled)`.
    case recentsScreenshotEnabled(Bool)
    /// Code in a lifecycle handler that looks like privacy code (it touches views, windows,
    /// alpha, snapshots) but that no rule maps: reported as such, never guessed at.
    case unrecognised(String)
    /// A call the file alone cannot follow (a method of another type, or in another file):
    /// `Calls.follow` replaces it with what the called function does, or with `unrecognised`
    /// when it cannot be found and may be privacy code.
    case calls(CallTarget)
}

/// One fact read from source: an action, the handler it runs in, how it was deferred.
public struct SourceFact: Hashable, Sendable {
    /// Where the action is written.
    public var location: SourceLocation
    public var language: SourceLanguage
    /// Where it runs.
    public var handler: Handler
    public var action: SourceAction
    /// Nil: it runs inside the handler, before it returns.
    public var deferred: Deferral?
    /// The source line (or the statement's first line), terminal-safe, trimmed, at most 160
    /// characters.
    public var text: String
    /// Android: the API level an enclosing `if (Build.VERSION.SDK_INT >= 33)` (or
    /// `VERSION_CODES.TIRAMISU`, or an early return below it) requires; nil when unguarded.
    public var apiLevelGuard: Int?
    /// The calls that lead from the handler to this fact when it is written in another
    /// function than the handler's own file and type followed (`Calls.follow`): each call
    /// site, the handler's first. Empty for a fact in the handler's body.
    public var via: [SourceLocation] = []
    /// A cover reached through some, not all, of the implementations a call on a protocol-typed
    /// value may run (`state.apply(event)`): which do and which do not. Its events are not
    /// assessed: which implementation runs is the value's, which the scan does not know.
    public var undecided: String?
    /// The view controller whose own root view a cover is added to (`view.addSubview(cover)`
    /// in a method of a `UIViewController` subclass): it covers that screen only.
    public var screen: String?
    /// The branches of `if … else` and `switch` the fact is written in, outermost first: two
    /// facts in different branches of one statement never run together (`if imageMode { … }
    /// else if blurMode { … }`), so each is a pattern of its own.
    public var branches: [Branch] = []

    /// One branch: the statement, and which of its clauses.
    public struct Branch: Hashable, Sendable {
        /// Where the statement starts: its line, and its column (two on one line are two).
        public var statement: SourceLocation
        public var column: Int
        public var clause: Int
    }

    /// Whether the two never run together: they are in different clauses of one statement.
    public func excludes(_ other: SourceFact) -> Bool {
        branches.contains { mine in
            other.branches.contains {
                $0.statement == mine.statement && $0.column == mine.column && $0.clause != mine.clause
            }
        }
    }

    /// The characters of its line a reader hands a fact, at most: more than `text` keeps
    /// after leading blanks, and a bound on the work a long line costs each of its facts.
    public static let maximumText = 1000

    public init(
        location: SourceLocation, language: SourceLanguage, handler: Handler, action: SourceAction,
        deferred: Deferral? = nil, text: String, apiLevelGuard: Int? = nil
    ) {
        self.location = location
        self.language = language
        self.handler = handler
        self.action = action
        self.deferred = deferred
        self.text = ScanText.snippet(text)
        self.apiLevelGuard = apiLevelGuard
    }
}

/// What one reader made of one file.
public struct FileReading: Hashable, Sendable {
    public var facts: [SourceFact]
    public var appFacts: [AppFact]
    /// What the reader could not read (a plist that does not parse), as `file:line: message`.
    public var problems: [String]
    /// What the file's functions do that bears on the snapshot, for calls from other files.
    public var functions: [FunctionSummary] = []
    /// The types' conformances and the protocols the file declares.
    public var conformances: [TypeConformance] = []

    public init(facts: [SourceFact] = [], appFacts: [AppFact] = [], problems: [String] = []) {
        self.facts = facts
        self.appFacts = appFacts
        self.problems = problems
    }

    public mutating func append(_ other: FileReading) {
        facts += other.facts
        appFacts += other.appFacts
        problems += other.problems
        functions += other.functions
        conformances += other.conformances
    }
}

/// A file handed to a reader: its text, decoded (invalid UTF-8 replaced), and where it is.
public struct ScannedFile: Sendable {
    /// Relative to the scanned directory, terminal-safe.
    public let path: String
    public let language: SourceLanguage
    /// The file's bytes as UTF-8, invalid sequences replaced by U+FFFD. Never printed as is:
    /// facts carry `ScanText.snippet`s of it.
    public let text: String
    /// The raw bytes, for readers of binary formats (a binary plist).
    public let bytes: [UInt8]

    public init(path: String, language: SourceLanguage, bytes: [UInt8]) {
        self.path = path
        self.language = language
        self.bytes = bytes
        self.text = String(decoding: bytes, as: UTF8.self)
    }

    public func location(line: Int) -> SourceLocation { SourceLocation(file: path, line: line) }
}

/// A reader of one or more languages: one file in, its facts out. Readers run nothing and
/// trust nothing they read.
public protocol SourceReader: Sendable {
    func read(_ file: ScannedFile) -> FileReading
}
