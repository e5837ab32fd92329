internal import SwitcherCore

/// What `switcherlab verify` found in the files it compiled: how to make each delegate and
/// controller the code declares. The driver it writes passes them to `LabVerify.main`.
public struct LabVerifyProgram: Sendable {
    public var appDelegate: (@MainActor @Sendable () -> UIApplicationDelegate)?
    public var sceneDelegate: (@MainActor @Sendable () -> UISceneDelegate)?
    public var rootViewController: (@MainActor @Sendable () -> UIViewController)?
    /// Connects the root view controller's outlets to the app's views, as a storyboard does
    /// before `viewDidLoad` (its `sensitiveLabels` to the app's sensitive fields).
    public var connect: (@MainActor @Sendable (UIViewController) -> Void)?
    /// A SwiftUI app or root view (the lab's SwiftUI model).
    public var swiftUI: (@MainActor @Sendable () -> LabSceneHost)?

    public init(
        appDelegate: (@MainActor @Sendable () -> UIApplicationDelegate)? = nil,
        sceneDelegate: (@MainActor @Sendable () -> UISceneDelegate)? = nil,
        rootViewController: (@MainActor @Sendable () -> UIViewController)? = nil,
        connect: (@MainActor @Sendable (UIViewController) -> Void)? = nil,
        swiftUI: (@MainActor @Sendable () -> LabSceneHost)? = nil
    ) {
        self.swiftUI = swiftUI
        self.appDelegate = appDelegate
        self.sceneDelegate = sceneDelegate
        self.rootViewController = rootViewController
        self.connect = connect
    }
}

/// The app's root view controller as the code sees it where it declares a protocol for it.
@MainActor open class LabAppViewController: UIViewController {
    /// The app's labels that hold sensitive data, top to bottom.
    public var labSensitiveLabels: [UILabel] { Self.sensitiveLabels(of: self) }

    /// The sensitive labels of the app's screen `controller` stands for.
    public static func sensitiveLabels(of controller: UIViewController) -> [UILabel] {
        guard let screen = controller.core as? MockAppViewController else { return [] }
        return screen.sensitiveFields.map { UIView.bridge($0) as! UILabel }
    }
}

/// The code, run as a privacy strategy of the lab's world: each callback the world delivers
/// goes to the delegate the code declares for it, with the app's window and controllers as
/// UIKit would hand them over.
final class ExecutedStrategy: PrivacyStrategy, @unchecked Sendable {
    let program: LabVerifyProgram
    private var appDelegate: UIApplicationDelegate?
    private var sceneDelegate: UISceneDelegate?
    private var rootViewController: UIViewController?
    private var swiftUI: LabSceneHost?
    /// The app's aggregate phase observers (SwiftUI's App).
    private var phaseTokens: [Int] = []

    init(_ program: LabVerifyProgram) { self.program = program }

    private func within<T: Sendable>(
        _ scene: CoreScene?, _ application: CoreApplication?, _ body: @MainActor () -> T
    ) -> T {
        nonisolated(unsafe) let scene = scene
        nonisolated(unsafe) let application = application
        return MainActor.assumeIsolated {
            LabContext.application = application ?? scene?.application
            if let scene { LabContext.scene = scene }
            return body()
        }
    }

    func didConnect(_ scene: CoreScene) {
        nonisolated(unsafe) let scene = scene
        within(scene, nil) {
            guard let coreWindow = scene.mainWindow else { return }
            for view in coreWindow.allViews { LabContext.appViews.insert(ObjectIdentifier(view)) }
            let window = UIView.bridge(coreWindow) as! UIWindow
            let usesScenes = scene.delegate != nil
            if let make = program.rootViewController, let root = coreWindow.rootViewController {
                let controller = make()
                controller.adopt(root)
                rootViewController = controller
                program.connect?(controller)
                controller.viewDidLoad()
            } else if let root = coreWindow.rootViewController, !(root.bridged is LabAppViewController) {
                _ = LabAppViewController(bridging: root)
            }
            if usesScenes, let make = program.swiftUI, let root = coreWindow.rootViewController {
                let host = make()
                swiftUI = host
                let phase: LabPhase =
                    scene.activationState == .active
                    ? .active : scene.activationState == .inactive ? .inactive : .background
                host.connect(UIScene.bridge(scene), root: UIView.bridge(root.view), phase: phase)
                let center = scene.application.notificationCenter
                let changes: [(HostCallback, LabPhase)] = [
                    (.willResignActive, .inactive), (.didEnterBackground, .background),
                    (.willEnterForeground, .inactive), (.didBecomeActive, .active),
                ]
                phaseTokens = changes.map { callback, phase in
                    center.addObserver(forName: callback.notification) { [weak host] in
                        MainActor.assumeIsolated { host?.application(changedTo: phase) }
                    }
                }
            }
            if usesScenes, let make = program.sceneDelegate {
                let delegate = make()
                (delegate as? UIWindowSceneDelegate)?.window = window
                sceneDelegate = delegate
                delegate.scene(
                    UIScene.bridge(scene), willConnectTo: UISceneSession(),
                    options: UIScene.ConnectionOptions())
            }
            if !usesScenes, let make = program.appDelegate {
                let delegate = make()
                delegate.window = window
                appDelegate = delegate
                _ = delegate.application(UIApplication(scene.application), didFinishLaunchingWithOptions: nil)
            }
        }
    }

    // MARK: The scene delegate's callbacks, and the scene notifications

    private func scene(
        _ scene: CoreScene, _ name: Notification.Name, _ phase: LabPhase,
        _ call: @MainActor (UISceneDelegate, UIScene) -> Void
    ) {
        nonisolated(unsafe) let scene = scene
        within(scene, nil) {
            let facade = UIScene.bridge(scene)
            if let sceneDelegate { call(sceneDelegate, facade) }
            NotificationCenter.default.postScene(name, facade)
            swiftUI?.scene(facade, changedTo: phase)
        }
    }

    func sceneWillResignActive(_ scene: CoreScene) {
        self.scene(scene, UIScene.willDeactivateNotification, .inactive) { $0.sceneWillResignActive($1) }
    }
    func sceneDidEnterBackground(_ scene: CoreScene) {
        self.scene(scene, UIScene.didEnterBackgroundNotification, .background) {
            $0.sceneDidEnterBackground($1)
        }
    }
    func sceneWillEnterForeground(_ scene: CoreScene) {
        self.scene(scene, UIScene.willEnterForegroundNotification, .inactive) {
            $0.sceneWillEnterForeground($1)
        }
    }
    func sceneDidBecomeActive(_ scene: CoreScene) {
        self.scene(scene, UIScene.didActivateNotification, .active) { $0.sceneDidBecomeActive($1) }
    }

    // MARK: The app delegate's callbacks

    private func application(
        _ application: CoreApplication, _ call: @MainActor (UIApplicationDelegate, UIApplication) -> Void
    ) {
        nonisolated(unsafe) let application = application
        within(nil, application) {
            if let appDelegate { call(appDelegate, UIApplication(application)) }
        }
    }

    func applicationWillResignActive(_ application: CoreApplication) {
        self.application(application) { $0.applicationWillResignActive($1) }
    }
    func applicationDidEnterBackground(_ application: CoreApplication) {
        self.application(application) { $0.applicationDidEnterBackground($1) }
    }
    func applicationWillEnterForeground(_ application: CoreApplication) {
        self.application(application) { $0.applicationWillEnterForeground($1) }
    }
    func applicationDidBecomeActive(_ application: CoreApplication) {
        self.application(application) { $0.applicationDidBecomeActive($1) }
    }

    // MARK: Metrics

    /// The code's cover is up when anything it made or changed shows in `scene`: a view or
    /// window it made, a controller it presented, an app window it hid, a label it emptied.
    func isCoverShown(in scene: CoreScene, at time: Instant) -> Bool {
        nonisolated(unsafe) let scene = scene
        return MainActor.assumeIsolated {
            let made = LabContext.made.contains { reference in
                guard let view = reference.view, view.window?.windowScene === scene else { return false }
                return view.isShownOnScreen(at: time)
            }
            let presented = LabContext.presented.contains { reference in
                guard let controller = reference.controller, controller.view.window?.windowScene === scene
                else { return false }
                return controller.view.isShownOnScreen(at: time)
            }
            let hidden = LabContext.hiddenAppWindows.contains { reference in
                guard let window = reference.view as? CoreWindow, window.windowScene === scene else {
                    return false
                }
                return window.isHidden
            }
            let emptied = LabContext.changedLabels.contains { change in
                guard let label = change.label.view as? CoreLabel, label.window?.windowScene === scene else {
                    return false
                }
                return label.text != change.text
            }
            return made || presented || hidden || emptied
        }
    }
}

/// The entry point of a program `switcherlab verify` builds: audits the code on the lab's
/// iOS devices and prints the rows as JSON, in `audit --json`'s row shape.
public enum LabVerify {
    @MainActor public static func main(_ program: LabVerifyProgram) {
        let arguments = Array(CommandLine.arguments.dropFirst())
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        var plan = Audit.Plan()
        plan.devices = (value("--device") ?? "iphone-home,iphone,ipad").split(separator: ",").compactMap {
            DeviceKind(rawValue: String($0))
        }
        plan.lifecycles = [(value("--lifecycle").flatMap(LifecycleStyle.init(rawValue:))) ?? .scene]
        if let ios = value("--ios").flatMap(Int.init).flatMap(IOSVersion.init) {
            plan.versions = [ios]
            plan.namesVersion = true
        }
        let host = value("--host").flatMap(StrategyHost.init(rawValue:))
        let id = value("--id") ?? "verified"
        plan.custom = Audit.CustomStrategy(id: id, host: host) { _ in ExecutedStrategy(program) }
        let catalog: AssetCatalog
        if let directory = value("--assets") {
            do {
                catalog = try AssetCatalog.load(from: URL(fileURLWithPath: directory), fallbackSplash: nil)
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                exit(2)
            }
        } else {
            catalog = .builtIn
        }
        if let app = value("--app") { plan.app = app }
        do {
            let rows = try Audit.run(plan, catalog: catalog)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            FileHandle.standardOutput.write(try encoder.encode(rows))
            FileHandle.standardOutput.write(Data("\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(2)
        }
    }
}

/// A scene's phase as SwiftUI reports it.
public enum LabPhase: Sendable {
    case active, inactive, background
}

/// SwiftUI's side of a verified app (the lab's SwiftUI model): told of each scene the world
/// connects, with the view its content covers, and of each change of a scene's phase and of
/// the app's aggregate phase.
@MainActor public protocol LabSceneHost: AnyObject {
    func connect(_ scene: UIWindowScene, root: UIView, phase: LabPhase)
    func scene(_ scene: UIWindowScene, changedTo phase: LabPhase)
    func application(changedTo phase: LabPhase)
}
