import SwitcherCore
import SwitcherTestSupport
import Testing

@Suite struct RandomEventTests {
    static let apps = ["Secret", "Notes", "Bank"]

    /// A random system event; cards and windows are picked among the scenes the world knows.
    static func randomEvent(_ world: World, _ rng: inout SeededGenerator) -> SystemEvent {
        let app = apps.randomElement(using: &rng)!
        let scene = world.sceneIDs.randomElement(using: &rng)
        switch Int.random(in: 0..<19, using: &rng) {
        case 0, 1: return .launch(app)
        case 2, 3: return .home
        case 4, 5: return .switcherGesture(on: world.device)
        case 6: return scene.map { .select(SceneReference($0)) } ?? .home
        case 7: return scene.map { .kill(SceneReference($0)) } ?? .dismiss
        case 8: return .appSwitch(Bool.random(using: &rng) ? .left : .right)
        case 9: return .pull(Bool.random(using: &rng) ? .controlCenter : .notificationCenter)
        case 10, 11: return .dismiss
        case 12: return .call
        case 13: return .answer
        case 14: return .faceID
        case 15: return Bool.random(using: &rng) ? .lock : .unlock
        case 16: return .newWindow(app)
        case 17: return .split(app)
        default: return .evict(app)
        }
    }

    /// A random sequence as a tape, ready to paste and replay.
    static func tape(device: DeviceKind, lifecycle: LifecycleStyle, steps: [(SystemEvent, Double)]) -> String
    {
        var lines = ["Set Device \(device)", "Set Lifecycle \(lifecycle)"]
        for (event, pause) in steps {
            lines.append(event.tapeLine)
            if pause > 0 { lines.append("Sleep \(Int((pause * 1000).rounded()))ms") }
        }
        return lines.joined(separator: "\n")
    }

    /// 10 000 random event sequences across devices and lifecycle styles: no illegal state
    /// transition, no out-of-order callback, exactly one snapshot per background entry; no
    /// second willResignActive before didBecomeActive or didEnterBackground, no willEnterForeground
    /// at a cold launch before iOS 13, every didDisconnect followed by its didDiscardSceneSessions.
    @Test func randomSequencesKeepTheLifecycleLegal() {
        var rng = SeededGenerator(state: 20_261_121)
        var failures: [String] = []
        var callbacks = 0
        var snapshots = 0
        var delivered: [Callback: Int] = [:]
        var appLifecycleLaunches = 0
        for sequence in 0..<10_000 {
            let device = DeviceKind.allCases.randomElement(using: &rng)!
            let style = LifecycleStyle.allCases.randomElement(using: &rng)!
            let world = World(
                settings: WorldSettings(device: device, lifecycle: style), catalog: TestApps.catalog)
            var steps: [(SystemEvent, Double)] = []
            for _ in 0..<14 {
                let event = Self.randomEvent(world, &rng)
                world.send(event)
                let pause = [0, 0.01, 0.1, 0.2, 0.3, 0.5, 1, 6].randomElement(using: &rng)!
                world.advance(pause)
                steps.append((event, pause))
            }
            world.advance(10)
            var checker = LifecycleChecker(android: device == .android, appLifecycle: world.lifecycle == .app)
            checker.check(world.log.entries)
            checker.finish(at: world.now)
            callbacks += world.log.entries.filter { $0.callback != nil }.count
            for callback in world.log.entries.compactMap(\.callback) { delivered[callback, default: 0] += 1 }
            if world.lifecycle == .app {
                appLifecycleLaunches += world.log.entries.filter { $0.callback == .didFinishLaunching }.count
            }
            snapshots +=
                world.log.entries.filter { if case .snapshot = $0.kind { true } else { false } }.count
            if !checker.problems.isEmpty {
                failures.append(
                    "sequence \(sequence): \(checker.problems.prefix(3)); as a tape:\n"
                        + Self.tape(device: device, lifecycle: style, steps: steps))
            }
        }
        let broken = failures.count
        #expect(broken == 0, "\(broken) sequences broke, for instance: \(failures.prefix(3))")
        // The sequences did exercise the model.
        #expect(callbacks > 40_000)
        #expect(snapshots > 5_000)
        #expect(appLifecycleLaunches > 1_000)
        for callback: Callback in [.didDisconnect, .didDiscardSceneSessions, .willTerminate, .onDestroy] {
            #expect(delivered[callback, default: 0] > 50, "\(callback): \(delivered[callback, default: 0])")
        }
    }

    /// The checker itself catches a broken order.
    @Test func checkerRejectsAnIllegalOrder() {
        let world = World.test().launched("Secret")
        var checker = LifecycleChecker(android: false)
        checker.check(world.log.entries)
        #expect(checker.problems.isEmpty)
        // Replaying the launch twice is illegal: willConnect on a connected scene.
        checker = LifecycleChecker(android: false)
        checker.check(world.log.entries + world.log.entries)
        #expect(!checker.problems.isEmpty)
    }
}
