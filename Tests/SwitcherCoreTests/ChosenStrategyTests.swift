import SwitcherCore
import SwitcherTestSupport
import Testing

/// A strategy choice belongs to the app and is described as it is now; snapshots remember
/// the choice they were taken under, and a discarded one is not the latest any more.
@Suite struct ChosenStrategyTests {
    let secret = SceneID(app: "Secret", index: 1)
    let notes = SceneID(app: "Notes", index: 1)

    /// Backgrounds `app`, opens the switcher and swipes its card away.
    func kill(_ app: SceneID, in world: World) {
        world.send(.home)
        world.advance(10)
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        world.send(.kill(SceneReference(app)))
        world.advance(1)
    }

    @Test func aStrategyOutlivesItsKilledCard() {
        let world = World.test().launched("Secret")
        let chosen = StrategyConfiguration(id: "color-overlay", trigger: .background, fade: 0.25)
        world.send(.setStrategy(chosen, scene: secret))
        kill(secret, in: world)
        #expect(world.state(ofApp: "Secret") == .notRunning)
        #expect(world.strategyConfiguration(of: secret) == chosen)
        world.send(.closeSwitcher)
        world.advance(1)
        _ = world.launched("Secret")
        #expect(world.strategyConfiguration(of: secret) == chosen)
        #expect(world.strategyConfiguration(of: notes) == world.defaultStrategy)
        // A choice for every scene replaces the per-app one.
        world.send(.setStrategy(StrategyConfiguration(id: "hide-window"), scene: nil))
        #expect(world.strategyConfiguration(of: secret).id == "hide-window")
    }

    @Test func theLatestSnapshotIsOneTheSystemStillHolds() throws {
        let world = World.test().launched("Notes")
        world.send(.home)
        world.advance(10)
        _ = world.launched("Secret")
        kill(secret, in: world)
        let latest = try #require(world.latestSnapshot)
        #expect(latest.scene == notes)
        #expect(world.snapshot(of: secret) == nil)
        kill(notes, in: world)
        #expect(world.latestSnapshot == nil)
    }

    @Test func aSnapshotRemembersItsStrategy() throws {
        let world = World.test().launched("Secret")
        world.send(.home)
        world.advance(10)
        let snapshot = try #require(world.snapshot(of: secret))
        #expect(snapshot.strategy == world.defaultStrategy)
    }

    /// The summary names the trigger, the fade and the host chosen, not the article's.
    @Test func theSummaryFollowsTheConfiguration() throws {
        let info = try #require(Strategies.info("color-overlay"))
        #expect(info.summary(for: StrategyConfiguration(id: "color-overlay")) == info.summary)
        let changed = info.summary(
            for: StrategyConfiguration(id: "color-overlay", trigger: .background, fade: 0.25))
        #expect(changed.contains("0.25 s on didEnterBackground"), "\(changed)")
        #expect(changed.contains("out on willEnterForeground"), "\(changed)")
        #expect(!changed.contains("0.5 s") && !changed.contains("willResignActive"))
        let window = try #require(Strategies.info("privacy-window"))
        let hosted = window.summary(for: StrategyConfiguration(id: "privacy-window", host: .appDelegate))
        #expect(hosted.contains("applicationDidEnterBackground"), "\(hosted)")
        #expect(!hosted.contains("sceneDidEnterBackground"))
    }

    /// The callbacks follow the trigger as well as the host.
    @Test func theCallbacksFollowTheTrigger() throws {
        let info = try #require(Strategies.info("color-overlay"))
        let host = try #require(info.defaultHost)
        #expect(info.callbacks(for: StrategyConfiguration(id: "color-overlay")) == info.callbacks(in: host))
        let background = info.callbacks(for: StrategyConfiguration(id: "color-overlay", trigger: .background))
        #expect(!background.isEmpty)
        #expect(
            background.allSatisfy { !$0.contains("ResignActive") && !$0.contains("BecomeActive") },
            "\(background)")
        #expect(background.contains { $0.contains("DidEnterBackground") }, "\(background)")
    }
}
