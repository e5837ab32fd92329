import SwitcherTestSupport
import Testing

@testable import SwitcherCore

/// The host × trigger plumbing that every strategy shares (ARCHITECTURE §9): which callback of
/// which host runs which part, and the catalog's one list of types.
@Suite struct StrategyPlumbingTests {
    /// Records the parts the plumbing runs, and what each saw of its delegate.
    final class PartRecorder: CoverStrategy {
        var parts: [String] = []

        override func coverUp(_ delegate: HostDelegate) { record("up", delegate) }
        override func coverDown(_ delegate: HostDelegate) { record("down", delegate) }
        override func onBackground(_ delegate: HostDelegate) { record("background", delegate) }

        private func record(_ part: String, _ delegate: HostDelegate) {
            // The app delegate has no scene; the scene delegate and the observers have theirs.
            parts.append(delegate.scene == nil ? "app \(part)" : "scene \(part)")
            #expect(delegate.window === delegate.application.keyWindow)
            #expect(delegate.windowScene === delegate.window?.windowScene)
        }
    }

    static let cases: [(StrategyHost, StrategyTrigger, LifecycleStyle)] = StrategyHost.allCases.filter {
        !$0.isSwiftUI
    }.flatMap {
        host in
        StrategyTrigger.allCases.flatMap { trigger in LifecycleStyle.allCases.map { (host, trigger, $0) } }
    }

    @Test(arguments: cases)
    func eachHostRunsThePartsItsTriggerNames(
        host: StrategyHost, trigger: StrategyTrigger, style: LifecycleStyle
    ) {
        let recorder = PartRecorder(trigger: trigger)
        let world = World(
            settings: WorldSettings(device: .iphone, lifecycle: style), catalog: TestApps.catalog,
            defaultStrategy: StrategyConfiguration(id: "color-overlay", host: host),
            makeStrategy: { _ in recorder }
        )
        .launched("Secret")
        recorder.parts = []  // the launch's willEnterForeground and didBecomeActive
        // Control Center: willResignActive and didBecomeActive only.
        world.send(.pull(.controlCenter))
        world.advance(1)
        world.send(.dismiss)
        world.advance(1)
        let sheet = recorder.parts
        recorder.parts = []
        // Home and back: all four.
        world.send(.home)
        world.advance(2)
        world.send(.launch("Secret"))
        world.advance(1)
        let home = recorder.parts

        guard host.runs(in: style) else {
            #expect(sheet.isEmpty && home.isEmpty)
            return
        }
        let side = host == .appDelegate ? "app" : "scene"
        #expect(sheet == (trigger == .active ? ["\(side) up", "\(side) down"] : []))
        #expect(home == ["\(side) up", "\(side) background", "\(side) down"])
    }

    /// The four callbacks as each host spells them, and the two a trigger picks.
    @Test func theCallbackTable() {
        #expect(
            HostCallback.allCases.map(\.callback) == [
                .willResignActive, .didEnterBackground, .willEnterForeground, .didBecomeActive,
            ])
        #expect(
            HostCallback.allCases.map(\.notification) == [
                UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
            ])
        #expect(HostCallback.didEnterBackground.name(in: .appDelegate) == "applicationDidEnterBackground(_:)")
        #expect(HostCallback.didEnterBackground.name(in: .sceneDelegate) == "sceneDidEnterBackground(_:)")
        #expect(
            HostCallback.didEnterBackground.name(in: .notifications)
                == "UIApplication.didEnterBackgroundNotification")
        #expect(
            (StrategyTrigger.active.coverUp, StrategyTrigger.active.coverDown) == (
                .willResignActive, .didBecomeActive
            ))
        #expect(
            (StrategyTrigger.background.coverUp, StrategyTrigger.background.coverDown)
                == (.didEnterBackground, .willEnterForeground))
        #expect(
            StrategyInfo.delegateMethods(.active) == [
                "applicationWillResignActive(_:)", "applicationDidBecomeActive(_:)",
                "sceneWillResignActive(_:)",
                "sceneDidBecomeActive(_:)",
            ])
        // Code in the scene delegate names its own methods first.
        #expect(
            Strategies.info("privacy-window")?.callbacks == [
                "sceneDidEnterBackground(_:)", "sceneWillEnterForeground(_:)",
                "applicationDidEnterBackground(_:)", "applicationWillEnterForeground(_:)",
            ])
    }

    /// The catalog is one list: each id is made by the type whose entry it is.
    @Test func eachIDIsMadeByItsOwnType() throws {
        for id in Strategies.ids.dropFirst() {
            let strategy = try #require(
                Strategies.make(StrategyConfiguration(id: id)) as? any CatalogStrategy)
            #expect(type(of: strategy).info.id == id)
        }
    }
}
