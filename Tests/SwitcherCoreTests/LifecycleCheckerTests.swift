import Testing

@testable import SwitcherCore

/// The checker of the random sequences catches each broken rule, fed a log crafted to break it.
@Suite struct LifecycleCheckerTests {
    static let secret = SceneID(app: "Secret", index: 1)

    /// `callback` to Secret at `seconds`.
    static func call(_ callback: Callback, at seconds: Double = 0) -> LogEntry {
        LogEntry(
            time: .zero + .seconds(seconds), kind: .callback(callback, method: callback.rawValue),
            scene: secret,
            app: secret.app)
    }

    static func posted(_ name: NotificationName, at seconds: Double = 0) -> LogEntry {
        LogEntry(time: .zero + .seconds(seconds), kind: .notification(name), scene: nil, app: secret.app)
    }

    static func snapshot(at seconds: Double) -> LogEntry {
        LogEntry(time: .zero + .seconds(seconds), kind: .snapshot(legible: 0), scene: secret, app: secret.app)
    }

    static func problems(_ entries: [LogEntry], app: Bool = false) -> [String] {
        var checker = LifecycleChecker(android: false, appLifecycle: app)
        checker.check(entries)
        checker.finish(at: .zero + .seconds(10))
        return checker.problems
    }

    static let launchWithScenes = [
        call(.didFinishLaunching), call(.willConnect), call(.willEnterForeground), call(.didBecomeActive),
    ]

    @Test func aSecondWillResignActiveWithoutBecomingActiveFails() {
        let resignActiveResign =
            Self.launchWithScenes + [
                Self.call(.willResignActive, at: 1), Self.call(.didBecomeActive, at: 2),
                Self.call(.willResignActive, at: 3),
            ]
        #expect(Self.problems(resignActiveResign).isEmpty)
        let twice =
            Self.launchWithScenes + [
                Self.call(.willResignActive, at: 1), Self.call(.willResignActive, at: 2),
            ]
        let problems = Self.problems(twice)
        #expect(problems.contains { $0.contains("a second willResignActive") }, "\(problems)")
    }

    @Test func willEnterForegroundAtAnAppLifecycleColdLaunchFails() {
        let launch = [Self.call(.didFinishLaunching), Self.call(.didBecomeActive)]
        let back = [
            Self.call(.willResignActive, at: 1), Self.call(.didEnterBackground, at: 2),
            Self.snapshot(at: 2.02),
            Self.call(.willEnterForeground, at: 3),
            Self.posted(UIApplication.willEnterForegroundNotification, at: 3),
            Self.call(.didBecomeActive, at: 4),
        ]
        #expect(Self.problems(launch + back, app: true).isEmpty)
        let callback = [
            Self.call(.didFinishLaunching), Self.call(.willEnterForeground), Self.call(.didBecomeActive),
        ]
        #expect(
            Self.problems(callback, app: true).contains {
                $0.contains("willEnterForeground at a cold launch")
            })
        let notification = [
            Self.call(.didFinishLaunching), Self.posted(UIApplication.willEnterForegroundNotification),
            Self.call(.didBecomeActive),
        ]
        #expect(
            Self.problems(notification, app: true).contains {
                $0.contains("willEnterForegroundNotification at a cold launch")
            })
    }

    @Test func aDisconnectWithoutItsDiscardFails() {
        let background =
            Self.launchWithScenes + [
                Self.call(.willResignActive, at: 1), Self.call(.didEnterBackground, at: 2),
                Self.snapshot(at: 2.02),
            ]
        let terminated = [
            Self.call(.didDisconnect, at: 3), Self.call(.didDiscardSceneSessions, at: 3),
            Self.call(.willTerminate, at: 3),
        ]
        #expect(Self.problems(background + terminated).isEmpty)
        // Terminated with no discard between.
        let noDiscard = [Self.call(.didDisconnect, at: 3), Self.call(.willTerminate, at: 3)]
        #expect(
            Self.problems(background + noDiscard).contains {
                $0.contains("didDisconnect not followed by didDiscardSceneSessions")
            })
        // Disconnected, then nothing.
        #expect(
            Self.problems(background + [Self.call(.didDisconnect, at: 3)]).contains {
                $0.contains("never followed by didDiscardSceneSessions")
            })
        // willTerminate before the scene was disconnected and discarded.
        #expect(!Self.problems(background + [Self.call(.willTerminate, at: 3)]).isEmpty)
        // A discard out of the blue: no disconnect before it, and not at a launch.
        #expect(
            Self.problems(background + [Self.call(.didDiscardSceneSessions, at: 3)]).contains {
                $0.contains("neither after didDisconnect nor at launch")
            })
    }

    /// A session closed while the app ran no code is reported right after the next launch.
    @Test func aDiscardAtTheNextLaunchPasses() {
        let relaunch = [
            Self.call(.didFinishLaunching), Self.call(.didDiscardSceneSessions), Self.call(.willConnect),
            Self.call(.willEnterForeground), Self.call(.didBecomeActive),
        ]
        #expect(Self.problems(relaunch).isEmpty)
    }
}
