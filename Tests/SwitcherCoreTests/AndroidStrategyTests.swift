import SwitcherCore
import SwitcherReports
import SwitcherTestSupport
import Testing

/// The Android strategies apps ship today (MODEL §48–§51): setRecentsScreenshotEnabled(false),
/// FLAG_SECURE set in onPause, a privacy view added in onPause; the API level they depend on,
/// and the cost beside the leaks, `blocksScreenshots`.
@Suite struct AndroidStrategyTests {
    /// Secret in front on the Android phone at `api`, every scene running `id`. Navigated with
    /// the buttons: Recents shows the thumbnail these tests are about (MODEL §24); the live tile
    /// of gesture navigation is AndroidNavigationTests'.
    static func world(
        _ id: String, api: AndroidAPILevel = .current, assumptions: Set<ModelAssumption> = []
    ) -> World {
        var test = TestWorld(device: .android, strategy: StrategyConfiguration(id: id))
        test.androidAPI = api
        test.androidNav = .buttons
        let world = test.build()
        world.assumptions = assumptions
        return world.withSecretInFront()
    }

    // MARK: recents-screenshot-disabled

    /// API 33 and later: no thumbnail; Recents shows a plain card of the window's background.
    @Test(arguments: [SystemEvent.home, .recents]) func recentsScreenshotDisabledLeavesAPlainCard(
        _ event: SystemEvent
    ) {
        let world = Self.world("recents-screenshot-disabled")
        #expect(world.windowScene(world.secret)?.isRecentsScreenshotEnabled == false)
        world.send(event)
        world.advance(2)
        let snapshot = world.snapshot(of: world.secret)
        #expect(snapshot?.image == nil)
        #expect(snapshot?.windowBackground == TestApps.catalog.app(named: "Secret")?.background)
        #expect(world.isCardBlank(world.secret))
        #expect(snapshot?.blankReason == "recents screenshot disabled")
        #expect(world.secretCard == 0)
        let card = world.cardImage(of: world.secret)
        #expect(card.cells.allSatisfy { $0.glyph == " " && $0.background == .white })
        // Not a cover: the app's own screen is untouched, and screenshots keep working.
        #expect(!world.isCoverShown(on: world.secret))
        #expect(world.windowScene(world.secret)?.keyWindow?.isSecure == false)
    }

    /// Below API 33 the method does not exist; the guarded call is skipped and the card leaks.
    @Test(arguments: Array(AndroidAPILevel.supported)) func recentsScreenshotDisabledNeedsAPI33(_ level: Int)
    {
        let api = AndroidAPILevel(level)!
        let world = Self.world("recents-screenshot-disabled", api: api)
        world.send(.home)
        world.advance(2)
        #expect(world.secretCard == (level >= 33 ? 0 : TestApps.secretLegible))
        #expect(api.hasRecentsScreenshotSetting == (level >= 33))
    }

    /// Swapped for none while the app runs, the thumbnail is taken again.
    @Test func recentsScreenshotDisabledUninstallsItself() {
        let world = Self.world("recents-screenshot-disabled")
        world.send(.setStrategy(StrategyConfiguration(id: "none"), scene: world.secret))
        world.send(.home)
        world.advance(2)
        #expect(world.secretCard == TestApps.secretLegible)
    }

    // MARK: secure-flag-on-pause

    /// The thumbnail is taken before onPause: the flag comes too late, and the card leaks.
    @Test(arguments: [SystemEvent.home, .recents]) func secureFlagOnPauseLeaks(_ event: SystemEvent) {
        let world = Self.world("secure-flag-on-pause")
        #expect(world.windowScene(world.secret)?.keyWindow?.isSecure == false)
        world.send(event)
        world.advance(2)
        #expect(world.windowScene(world.secret)?.keyWindow?.isSecure == true)
        #expect(world.secretCard == TestApps.secretLegible)
        #expect(!world.isCardBlank(world.secret))
    }

    /// onResume clears the flag: screenshots of the app in use are not blocked.
    @Test func secureFlagOnPauseIsClearedOnResume() {
        let world = Self.world("secure-flag-on-pause")
        world.send(.recents)
        world.advance(1)
        world.send(.select(SceneReference(world.secret)))
        world.advance(2)
        #expect(world.state(of: world.secret) == .active)
        #expect(world.windowScene(world.secret)?.keyWindow?.isSecure == false)
    }

    // MARK: overlay-on-pause

    /// Under the model's rule the view comes after the thumbnail: it is up while the app is
    /// away, yet the card shows the app.
    @Test func overlayOnPauseIsTooLateForTheThumbnail() {
        let world = Self.world("overlay-on-pause")
        world.send(.home)
        world.advance(2)
        #expect(world.isCoverShown(on: world.secret))
        #expect(world.secretCard == TestApps.secretLegible)
        world.send(.launch("Secret"))
        world.advance(2)
        #expect(world.state(of: world.secret) == .active)
        #expect(!world.isCoverShown(on: world.secret))
        #expect(world.legibleLiveCells(of: world.secret) == TestApps.secretLegible)
    }

    /// The pull request's reading: views changed in onPause reach the thumbnail, so the card
    /// shows the white view; the window's flags are still read before onPause.
    @Test func pauseDrawnInThumbnailCoversTheOverlayCardButNotTheFlag() {
        let overlay = Self.world("overlay-on-pause", assumptions: [.pauseDrawnInThumbnail])
        overlay.send(.home)
        overlay.advance(2)
        #expect(overlay.secretCard == 0)
        #expect(!overlay.isCardBlank(overlay.secret))
        let flag = Self.world("secure-flag-on-pause", assumptions: [.pauseDrawnInThumbnail])
        flag.send(.home)
        flag.advance(2)
        #expect(flag.secretCard == TestApps.secretLegible)
    }

    // MARK: blocksScreenshots

    @Test func blocksScreenshotsIsTrueForFlagSecureKeptOnOnly() {
        #expect(Strategies.info("secure-flag")?.blocksScreenshots == true)
        for id in [
            "none", "recents-screenshot-disabled", "secure-flag-on-pause", "overlay-on-pause",
            "color-overlay",
        ] {
            #expect(Strategies.info(id)?.blocksScreenshots == false, "\(id)")
        }
        let json = Strategies.info("secure-flag")!.json.rendered
        #expect(json.contains("\"blocksScreenshots\": true") || json.contains("\"blocksScreenshots\":true"))
    }

    @Test func theNewStrategiesAreAndroidOnly() {
        for id in ["recents-screenshot-disabled", "secure-flag-on-pause", "overlay-on-pause"] {
            #expect(Strategies.info(id)?.devices == [.android], "\(id)")
            #expect(Strategies.make(StrategyConfiguration(id: id)) != nil, "\(id)")
        }
    }

    // MARK: The API level

    @Test func apiLevelsOutsideTheRangeAreRefusedWithTheReason() {
        func message(_ text: String) -> String? {
            do {
                _ = try AndroidAPILevel(parsing: text)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(message("28") == "Android API level 28 is outside what the lab models (expected 29 to 36)")
        #expect(message("37")?.contains("outside") == true)
        #expect(message("API33")?.hasPrefix("bad Android API level 'API33'") == true)
        #expect(message("") != nil)
        #expect(message("33") == nil)
        #expect(AndroidAPILevel.current.level == 36)
        #expect((try? AndroidAPILevel.list(parsing: "33,32"))?.map(\.level) == [32, 33])
        #expect((try? AndroidAPILevel.list(parsing: "all"))?.map(\.level) == Array(29...36))
        #expect((try? AndroidAPILevel.list(parsing: "33,33")) == nil)
    }

    @Test func setAndroidAPIRoundTripsAndMakesANewWorld() throws {
        let setting = try LabSetting(.androidAPI, words: ["32"], strategyIDs: [])
        #expect(setting == .androidAPI(AndroidAPILevel(32)!))
        #expect(setting.setLine == "Set AndroidAPI 32")
        #expect(LabSetting.Name.androidAPI.part == .world)
        #expect(!LabSetting.Name.androidAPI.running)
        var configuration = LabConfiguration(app: nil)
        setting.apply(to: &configuration)
        #expect(configuration.androidAPI.level == 32)
        #expect(configuration.settings == [setting])
        #expect(throws: SettingError.self) { try LabSetting(.androidAPI, words: ["21"], strategyIDs: []) }
        #expect(throws: SettingError.self) {
            try LabSetting(.androidAPI, words: ["32", "33"], strategyIDs: [])
        }
    }

    // MARK: The audit

    /// `--android-api 32,33`: rows name the level; the plain card only from 33, and the cost
    /// beside the leak on every row.
    @Test func theAuditRunsEachAPILevelAndNamesIt() throws {
        var plan = Audit.Plan()
        plan.devices = [.android]
        plan.strategies = ["recents-screenshot-disabled", "secure-flag"]
        plan.events = [.home]
        plan.androidLevels = [AndroidAPILevel(32)!, AndroidAPILevel(33)!]
        plan.namesAndroidAPI = true
        let rows = try Audit.run(plan, catalog: ShippedAssets.catalog)
        func row(_ id: String, _ level: Int) -> AuditRow? {
            rows.first { $0.strategy == id && $0.androidAPI == level }
        }
        #expect(rows.count == 4)
        #expect((row("recents-screenshot-disabled", 32)?.legibleSensitiveCells ?? 0) > 0)
        #expect(row("recents-screenshot-disabled", 32)?.blankCard == false)
        #expect(row("recents-screenshot-disabled", 33)?.legibleSensitiveCells == 0)
        #expect(row("recents-screenshot-disabled", 33)?.blankCard == true)
        #expect(row("recents-screenshot-disabled", 33)?.blocksScreenshots == false)
        #expect(row("secure-flag", 32)?.blankCard == true)
        #expect(row("secure-flag", 32)?.blocksScreenshots == true)
        let json = row("recents-screenshot-disabled", 33)!.json.rendered
        for key in ["\"androidAPI\"", "\"blankCard\"", "\"blocksScreenshots\""] {
            #expect(json.contains(key), "\(key)")
        }
        let table = AuditTable.render(rows, events: [.home])
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("API") && $0.contains("screenshots") })
        #expect(
            lines.contains { $0.hasPrefix("secure-flag ") && $0.contains(" 33 ") && $0.contains("blocked") })
        #expect(
            lines.contains {
                $0.hasPrefix("recents-screenshot-disabled") && $0.contains(" 32 ") && !$0.contains("blocked")
            })
    }

    /// Without `--android-api` no row names a level, and an iOS section has no screenshots
    /// column: no strategy there blocks them.
    @Test func theDefaultAuditNamesNoLevel() throws {
        var plan = Audit.Plan()
        plan.devices = [.android, .iphone]
        plan.lifecycles = [.scene]
        plan.strategies = ["none", "secure-flag", "color-overlay"]
        plan.hosts = [.sceneDelegate]
        plan.events = [.home]
        let rows = try Audit.run(plan, catalog: ShippedAssets.catalog)
        #expect(rows.allSatisfy { $0.androidAPI == nil })
        let sections = AuditTable.render(rows, events: [.home]).components(separatedBy: "\n\n")
        #expect(sections.count == 2)
        let android = sections.first { $0.hasPrefix("android") } ?? ""
        let iphone = sections.first { $0.hasPrefix("iphone") } ?? ""
        #expect(android.contains("screenshots"))
        #expect(!iphone.contains("screenshots"))
    }
}
