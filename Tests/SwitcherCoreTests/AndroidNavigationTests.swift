import SwitcherCore
import SwitcherReports
import SwitcherTestSupport
import Testing

/// Android's navigation mode (MODEL §58): on gesture navigation Recents opened from the app shows
/// its tile live, which `setRecentsScreenshotEnabled(false)` does not cover and `FLAG_SECURE`
/// does (unless `--assume secure-live-tile-shown`); with the buttons the tile is the thumbnail.
@Suite struct AndroidNavigationTests {
    /// Secret in front on the Android phone navigated by `nav`, every scene running `id`.
    static func world(
        _ id: String, nav: AndroidNavigation, assumptions: Set<ModelAssumption> = []
    ) -> World {
        var test = TestWorld(device: .android, strategy: StrategyConfiguration(id: id))
        test.androidNav = nav
        let world = test.build()
        world.assumptions = assumptions
        return world.withSecretInFront()
    }

    /// Legible cells in the card of Secret one second after Recents opened over it.
    static func recentsCard(
        _ id: String, nav: AndroidNavigation, assumptions: Set<ModelAssumption> = []
    ) -> (cells: Int, live: Bool, blank: Bool) {
        let world = world(id, nav: nav, assumptions: assumptions)
        world.send(.recents)
        world.advance(1)
        let card = world.cardImage(of: world.secret).legibleSensitiveCells(world.legibility)
        return (card, world.isCardLive(world.secret), world.isCardBlank(world.secret))
    }

    @Test func gestureIsTheDefault() {
        #expect(AndroidNavigation.current == .gesture)
        #expect(TestWorld(device: .android).build().androidNav == .gesture)
        #expect(Audit.Plan().androidNavs == [.gesture])
    }

    /// The live tile shows the app: setRecentsScreenshotEnabled(false) only withholds the stored
    /// screenshot, so it leaks there; with the Recents button its plain card covers it.
    @Test func recentsScreenshotDisabledLeaksInTheLiveTile() {
        let gesture = Self.recentsCard("recents-screenshot-disabled", nav: .gesture)
        #expect(gesture.live)
        #expect(!gesture.blank)
        #expect(gesture.cells == TestApps.secretLegible)
        let buttons = Self.recentsCard("recents-screenshot-disabled", nav: .buttons)
        #expect(!buttons.live)
        #expect(buttons.blank)
        #expect(buttons.cells == 0)
    }

    /// FLAG_SECURE keeps the live tile blank, in both modes.
    @Test(arguments: AndroidNavigation.allCases) func secureFlagBlanksTheLiveTile(_ nav: AndroidNavigation) {
        let card = Self.recentsCard("secure-flag", nav: nav)
        #expect(card.live == (nav == .gesture))
        #expect(card.blank)
        #expect(card.cells == 0)
    }

    /// With Capacitor's reading the live tile shows a FLAG_SECURE window: it leaks on gesture
    /// navigation, and the thumbnail of the Recents button stays blank.
    @Test func theOtherReadingShowsASecureLiveTile() {
        let gesture = Self.recentsCard("secure-flag", nav: .gesture, assumptions: [.secureLiveTileShown])
        #expect(!gesture.blank)
        #expect(gesture.cells == TestApps.secretLegible)
        let buttons = Self.recentsCard("secure-flag", nav: .buttons, assumptions: [.secureLiveTileShown])
        #expect(buttons.cells == 0)
    }

    /// What onPause draws or sets reaches the live tile; the thumbnail was taken before it.
    @Test(arguments: ["secure-flag-on-pause", "overlay-on-pause"]) func onPauseIsInTimeForTheLiveTileOnly(
        _ id: String
    ) {
        #expect(Self.recentsCard(id, nav: .gesture).cells == 0)
        #expect(Self.recentsCard(id, nav: .buttons).cells == TestApps.secretLegible)
    }

    /// The live tile keeps the Activity visible: paused, not stopped, until the user leaves
    /// Recents; with the Recents button onStop comes 0.4 s after onPause.
    @Test func theLiveTileDefersOnStop() {
        let gesture = Self.world("none", nav: .gesture)
        gesture.send(.recents)
        gesture.advance(3)
        #expect(gesture.state(of: gesture.secret) == .inactive)
        gesture.send(.home)
        gesture.advance(2)
        #expect(gesture.state(of: gesture.secret) == .background)
        #expect(!gesture.isCardLive(gesture.secret))
        let buttons = Self.world("none", nav: .buttons)
        buttons.send(.recents)
        buttons.advance(1)
        #expect(buttons.state(of: buttons.secret) == .background)
    }

    /// iOS ignores the mode: its switcher card is live either way.
    @Test func iOSIgnoresIt() {
        let world = TestWorld(device: .iphone, inFront: ["Notes", "Secret"]).build()
        world.send(.switcher)
        world.advance(1)
        #expect(world.isCardLive(SceneID(app: "Secret", index: 1)))
    }

    @Test func itParsesAndRoundTrips() throws {
        #expect(try AndroidNavigation(parsing: "buttons") == .buttons)
        #expect(throws: SettingError.self) { try AndroidNavigation(parsing: "swipe") }
        #expect(try AndroidNavigation.list(parsing: "buttons,gesture") == [.gesture, .buttons])
        #expect(try AndroidNavigation.list(parsing: "all") == [.gesture, .buttons])
        #expect((try? AndroidNavigation.list(parsing: "gesture,gesture")) == nil)
        let setting = try LabSetting(.androidNav, words: ["buttons"], strategyIDs: [])
        #expect(setting == .androidNav(.buttons))
        #expect(setting.setLine == "Set AndroidNav buttons")
        #expect(LabSetting.Name.androidNav.part == .world)
        var configuration = LabConfiguration()
        setting.apply(to: &configuration)
        #expect(configuration.androidNav == .buttons)
    }

    /// Every Android row records its mode beside its API level; `--android-nav` adds the `nav`
    /// column.
    @Test func theAuditRecordsTheModeInEveryAndroidRow() throws {
        var plan = Audit.Plan()
        plan.devices = [.android, .iphone]
        plan.lifecycles = [.scene]
        plan.hosts = [.sceneDelegate]
        plan.strategies = ["recents-screenshot-disabled", "secure-flag", "none"]
        plan.events = [.switcher]
        plan.androidNavs = [.gesture, .buttons]
        plan.namesAndroidNav = true
        let rows = try Audit.run(plan, catalog: ShippedAssets.catalog)
        let android = rows.filter { $0.device == "android" }
        #expect(android.count == 6)
        #expect(Set(android.compactMap(\.androidNavigation)) == ["gesture", "buttons"])
        #expect(rows.filter { $0.device == "iphone" }.allSatisfy { $0.androidNavigation == nil })
        func cells(_ id: String, _ nav: String) -> Int? {
            android.first { $0.strategy == id && $0.androidNavigation == nav }?.legibleSensitiveCells
        }
        #expect((cells("recents-screenshot-disabled", "gesture") ?? 0) > 0)
        #expect(cells("recents-screenshot-disabled", "buttons") == 0)
        #expect(cells("secure-flag", "gesture") == 0)
        let json = try #require(android.first).json.rendered
        #expect(json.contains("\"androidAPILevel\": 36,\n  \"androidNavigation\": \"gesture\""))
        let table = AuditTable.render(rows, events: [.switcher])
        #expect(table.contains("nav"))
        #expect(
            table.split(separator: "\n").contains { $0.hasPrefix("secure-flag") && $0.contains("buttons") })
    }
}
