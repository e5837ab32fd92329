import SwitcherCore
import SwitcherTestSupport
import Testing

/// Random event sequences with strategies installed (and swapped mid-run): the lifecycle
/// stays legal, and the strategies that claim to cover every snapshot do.
@Suite struct StrategyRandomEventTests {
    /// Strategies whose cover is complete when the snapshot is taken, whatever happened before
    /// (fast switches, resigning again during a fade-out, several iPad windows, prompts, calls). The
    /// resign-active ones are not among them: see `leavingBeforeDidBecomeActiveSkipsWillResignActive`.
    static let coveringIOS = ["modal-cover", "privacy-window", "lock-screen"]

    @Test func coveringStrategiesCoverEverySnapshotOfRandomSequences() {
        var rng = SeededGenerator(state: 3_141_592)
        var failures: [String] = []
        var snapshots = 0
        for sequence in 0..<1_500 {
            let device = DeviceKind.allCases.randomElement(using: &rng)!
            let style = LifecycleStyle.allCases.randomElement(using: &rng)!
            let id =
                device.platform == .android ? "secure-flag" : Self.coveringIOS.randomElement(using: &rng)!
            // The sheet `.automatic` makes leaves an iPad's margins visible: the covering port is
            // the full-screen one.
            let world = World.protected(id, device, style, presentation: .fullScreen)
            for _ in 0..<14 {
                world.send(RandomEventTests.randomEvent(world, &rng))
                // Now and then a PIN, right or wrong.
                if Int.random(in: 0..<6, using: &rng) == 0 {
                    world.send(.type(Bool.random(using: &rng) ? "1234" : "0000"))
                }
                world.advance([0, 0.01, 0.1, 0.2, 0.3, 0.5, 1, 6].randomElement(using: &rng)!)
            }
            world.advance(10)
            var checker = LifecycleChecker(
                android: device.platform == .android, appLifecycle: world.lifecycle == .app)
            checker.check(world.log.entries)
            checker.finish(at: world.now)
            for entry in world.log.entries {
                guard case .snapshot(let legible) = entry.kind else { continue }
                snapshots += 1
                if legible ?? 0 > 0 {
                    failures.append(
                        "sequence \(sequence) \(id) on \(device)/\(style): \(entry.time) \(legible!)")
                }
            }
            if !checker.problems.isEmpty {
                failures.append(
                    "sequence \(sequence) \(id) on \(device)/\(style): \(checker.problems.prefix(2))")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, for instance: \(failures.prefix(3))")
        #expect(snapshots > 1_000)
    }

    /// Any strategy, swapped for any other at random moments: the lifecycle stays legal and
    /// the world never traps.
    @Test func swappingStrategiesMidRunKeepsTheLifecycleLegal() {
        var rng = SeededGenerator(state: 2_718_281)
        var failures: [String] = []
        for sequence in 0..<800 {
            let device = DeviceKind.allCases.randomElement(using: &rng)!
            let style = LifecycleStyle.allCases.randomElement(using: &rng)!
            let world = World.protected(Strategies.ids.randomElement(using: &rng)!, device, style)
            for _ in 0..<14 {
                world.send(RandomEventTests.randomEvent(world, &rng))
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    let configuration = StrategyConfiguration(
                        id: Strategies.ids.randomElement(using: &rng)!,
                        trigger: [nil, .active, .background].randomElement(using: &rng)!,
                        fade: [0, 0.5, 1].randomElement(using: &rng)!)
                    if let scene = world.sceneIDs.randomElement(using: &rng), Bool.random(using: &rng) {
                        world.send(.setStrategy(configuration, scene: scene))
                    } else {
                        world.send(.setStrategy(configuration, scene: nil))
                    }
                }
                world.advance([0, 0.01, 0.1, 0.3, 1, 6].randomElement(using: &rng)!)
            }
            world.advance(10)
            var checker = LifecycleChecker(
                android: device.platform == .android, appLifecycle: world.lifecycle == .app)
            checker.check(world.log.entries)
            checker.finish(at: world.now)
            if !checker.problems.isEmpty {
                failures.append("sequence \(sequence) on \(device)/\(style): \(checker.problems.prefix(2))")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, for instance: \(failures.prefix(3))")
    }

    /// Found by the sequences above: an app that leaves before it ever became active (Home
    /// pressed during the launch zoom) gets didEnterBackground with no willResignActive — it
    /// was never active. Every strategy that covers on willResignActive then leaves the
    /// snapshot bare; those that cover in didEnterBackground do not.
    @Test(arguments: Strategies.ids.filter { $0 != "secure-flag" })
    func leavingBeforeDidBecomeActiveSkipsWillResignActive(_ id: String) {
        let world = World.protected(id, .iphone)
        world.send(.launch("Secret"))
        world.send(.home)
        world.advance(2)
        #expect(world.callbacks("Secret", since: 0).suffix(2) == [.willEnterForeground, .didEnterBackground])
        let leaked = world.snapshot(of: world.secret)!.legibleSensitiveCells(.default)
        // SwiftUI's phase turns .background whatever it was: `!= .active` covers then too.
        if Self.coveringIOS.contains(id) || id == "scenephase-overlay" {
            #expect(leaked == 0, "\(id)")
        } else {
            #expect(leaked > 0, "\(id)")
        }
    }
}
