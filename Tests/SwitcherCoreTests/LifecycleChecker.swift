import SwitcherCore

/// Replays a log and checks every scene's callbacks against the lifecycle state machine,
/// independently of how the world computes it.
struct LifecycleChecker {
    enum Phase { case dead, connected, inactive, active, background, disconnected }
    var phases: [SceneID: Phase] = [:]
    var awaitingSnapshot: [SceneID: Instant] = [:]
    var problems: [String] = []
    let snapshotDelay = Interval.frame
    let android: Bool
    var appLifecycle = false
    /// Scenes that got willResignActive and neither didBecomeActive nor didEnterBackground since.
    var resigned: Set<SceneID> = []
    /// Scenes disconnected whose session has not been discarded yet.
    var awaitingDiscard: Set<SceneID> = []
    /// The last callback each app received, whichever scene it was for.
    var lastCallback: [String: Callback] = [:]
    /// Before iOS 13: apps launched that have not been in the background since.
    var neverInBackground: Set<String> = []

    mutating func check(_ entries: [LogEntry]) {
        for entry in entries {
            if case .notification(let name) = entry.kind, let app = entry.app, appLifecycle,
                name == UIApplication.willEnterForegroundNotification, neverInBackground.contains(app)
            {
                problems.append("\(entry.time) \(app): \(entry.text) at a cold launch")
            }
            guard let scene = entry.scene else { continue }
            let phase = phases[scene] ?? .dead
            func fail(_ what: String) { problems.append("\(entry.time) \(scene): \(what) in \(phase)") }
            switch entry.kind {
            case .callback(let callback, _):
                if awaitingDiscard.contains(scene) && callback != .didDiscardSceneSessions {
                    fail("didDisconnect not followed by didDiscardSceneSessions")
                    awaitingDiscard.remove(scene)
                }
                check(callback, entry, scene, phase)
                lastCallback[scene.app] = callback
                if callback == .onPause, !lastWasSnapshot(scene, at: entry.time) {
                    fail("onPause without a thumbnail just before")
                }
            case .snapshot:
                if android {
                    if phase != .active { fail("thumbnail") }
                    pendingThumbnail = (scene, entry.time)
                } else {
                    if awaitingSnapshot[scene] == nil { fail("snapshot without background entry") }
                    awaitingSnapshot[scene] = nil
                }
            case .stateChange(_, let to):
                if to == .notRunning {
                    if let since = awaitingSnapshot[scene], entry.time - since >= snapshotDelay {
                        fail("background entry without its snapshot")
                    }
                    awaitingSnapshot[scene] = nil
                    resigned.remove(scene)
                    phases[scene] = .dead
                }
                if to == .inactive, let since = awaitingSnapshot[scene] {
                    if entry.time - since >= snapshotDelay { fail("background entry without its snapshot") }
                    awaitingSnapshot[scene] = nil
                }
            default: break
            }
        }
    }

    /// One callback to `scene`, found in `phase`.
    private mutating func check(_ callback: Callback, _ entry: LogEntry, _ scene: SceneID, _ phase: Phase) {
        func fail(_ what: String) { problems.append("\(entry.time) \(scene): \(what) in \(phase)") }
        func expect(_ allowed: [Phase], _ next: Phase) {
            if !allowed.contains(phase) { fail(entry.text) }
            phases[scene] = next
        }
        switch callback {
        case .didFinishLaunching:
            // Before iOS 13 a launch makes the one window inactive; with scenes, willConnect
            // connects the scene, which then enters the foreground.
            expect([.dead], appLifecycle ? .inactive : .dead)
            if appLifecycle { neverInBackground.insert(scene.app) }
        case .willConnect, .onCreate: expect([.dead], .connected)
        case .willEnterForeground:
            if appLifecycle && phase == .inactive { fail("willEnterForeground at a cold launch") }
            expect(appLifecycle ? [.background] : [.connected, .background], .inactive)
        case .onRestart: expect([.background], .background)
        case .onStart: expect([.connected, .background], .inactive)
        case .didBecomeActive, .onResume:
            expect([.inactive], .active)
            resigned.remove(scene)
        case .willResignActive:
            if resigned.contains(scene) {
                fail("a second willResignActive with no didBecomeActive or didEnterBackground between")
            }
            expect([.active], .inactive)
            resigned.insert(scene)
        case .onPause: expect([.active], .inactive)
        case .didEnterBackground:
            expect([.inactive], .background)
            resigned.remove(scene)
            neverInBackground.remove(scene.app)
            awaitingSnapshot[scene] = entry.time
        case .onStop: expect([.inactive], .background)
        case .onDestroy: expect([.background], .dead)
        case .willTerminate:
            if appLifecycle {
                expect([.background], .dead)
            } else {
                // With scenes: after every scene of the app was disconnected and discarded.
                if lastCallback[scene.app] != .didDiscardSceneSessions {
                    fail("willTerminate not right after didDiscardSceneSessions")
                }
                let live = phases.filter { $0.key.app == scene.app && $0.value != .dead }
                if !live.isEmpty { fail("willTerminate with scenes still connected: \(live.keys.sorted())") }
                expect([.dead], .dead)
            }
        case .didDisconnect:
            // Inactive too: a card swiped away from a switcher opened over it (MODEL §44).
            expect([.background, .inactive], .disconnected)
            awaitingDiscard.insert(scene)
        case .didDiscardSceneSessions:
            if appLifecycle || android { fail("didDiscardSceneSessions without scenes") }
            if awaitingDiscard.remove(scene) == nil {
                // A session closed while the app ran no code: reported at its next launch.
                if ![.didFinishLaunching, .didDiscardSceneSessions].contains(lastCallback[scene.app]) {
                    fail("didDiscardSceneSessions neither after didDisconnect nor at launch")
                }
                expect([.dead], .dead)
            } else {
                phases[scene] = .dead
            }
        }
    }

    var pendingThumbnail: (SceneID, Instant)?
    private mutating func lastWasSnapshot(_ scene: SceneID, at time: Instant) -> Bool {
        defer { pendingThumbnail = nil }
        return pendingThumbnail.map { $0.0 == scene && $0.1 == time } ?? false
    }

    /// At the end: every background entry older than a frame has its snapshot, and every
    /// disconnected scene's session was discarded.
    mutating func finish(at now: Instant) {
        for (scene, since) in awaitingSnapshot where now - since >= snapshotDelay {
            problems.append("\(scene): background entry at \(since) never snapshotted")
        }
        for scene in awaitingDiscard.sorted() {
            problems.append("\(scene): didDisconnect never followed by didDiscardSceneSessions")
        }
    }
}
