import SwitcherCore
import SwitcherReports
import SwitcherTestSupport
import Testing

/// The iOS release as an axis (MODEL §41, §42) and iPad apps at regular width (MODEL §43).
struct IOSVersionTests {
    @Test func automaticIsAPageSheetBefore18AndAFormSheetFrom18() {
        for major in [13, 14, 15, 16, 17] { #expect(IOSVersion(major)?.automaticPresentation == .pageSheet) }
        for major in [18, 26, 27] { #expect(IOSVersion(major)?.automaticPresentation == .formSheet) }
        #expect(IOSVersion.current.major == 27)
    }

    @Test func versionsOutsideTheRangeAreRefusedWithTheReason() {
        func message(_ text: String) -> String? {
            do {
                _ = try IOSVersion(parsing: text)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(message("9") == "iOS 9 is outside what the lab models (expected 13 to 18, 26 or 27)")
        #expect(message("28")?.contains("outside") == true)
        #expect(message("27") == nil)
        #expect(message("21") == "there is no iOS 21: after iOS 18 came iOS 26 (expected 13 to 18, 26 or 27)")
        #expect(message("17.4")?.hasPrefix("bad iOS version '17.4'") == true)
        #expect(message("") != nil)
        #expect(message("17") == nil)
        #expect((try? IOSVersion.list(parsing: "18,17"))?.map(\.major) == [17, 18])
        #expect((try? IOSVersion.list(parsing: "all"))?.map(\.major) == IOSVersion.released)
        #expect((try? IOSVersion.list(parsing: "17,17")) == nil)
    }

    @Test func setIOSRoundTripsAndRestartsTheWorld() throws {
        let setting = try LabSetting(.ios, words: ["17"], strategyIDs: [])
        #expect(setting == .ios(IOSVersion(17)!))
        #expect(setting.setLine == "Set iOS 17")
        #expect(LabSetting.Name.ios.part == .world)
        var configuration = LabConfiguration(app: nil)
        setting.apply(to: &configuration)
        #expect(configuration.settings == [setting])
        #expect(throws: SettingError.self) { try LabSetting(.ios, words: ["9"], strategyIDs: []) }
    }

    /// The `app` lifecycle logs UIKit's line at launch from iOS 18; on 26 the warning says the
    /// next release will not launch the app. Scenes, and releases before 18, say nothing.
    @Test func theAppLifecycleWarnsOn18And26() {
        func world(_ major: Int, _ lifecycle: LifecycleStyle) -> World {
            var test = TestWorld(device: .iphone, lifecycle: lifecycle, inFront: ["Secret"])
            test.ios = IOSVersion(major)!
            return test.build()
        }
        func consoleLines(_ world: World) -> [String] {
            world.log.entries.compactMap { if case .console(let text) = $0.kind { text } else { nil } }
        }
        let twentySix = world(26, .app)
        #expect(consoleLines(twentySix) == [IOSVersion(26)!.appLifecycleLog!])
        #expect(twentySix.lifecycleWarning?.contains("UIScene lifecycle will soon be required") == true)
        #expect(twentySix.lifecycleWarning?.contains("your app won't launch") == true)
        // On 27, built with its SDK, the app does not launch; the warning names the migration.
        let current = world(27, .app)
        #expect(IOSVersion.current.requiresScenes && !IOSVersion(26)!.requiresScenes)
        #expect(current.lifecycleWarning?.contains("does not launch") == true)
        #expect(current.lifecycleWarning?.contains("UIApplicationSceneManifest") == true)
        let eighteen = world(18, .app)
        #expect(
            consoleLines(eighteen).first?.hasPrefix("This process does not adopt UIScene lifecycle") == true)
        #expect(eighteen.lifecycleWarning?.contains("won't launch") == false)
        #expect(consoleLines(world(17, .app)).isEmpty)
        #expect(world(17, .app).lifecycleWarning == nil)
        #expect(consoleLines(world(26, .scene)).isEmpty)
        #expect(world(26, .scene).lifecycleWarning == nil)
    }

    /// The must-show of the issue, as relations: QA1838's sheet leaks the iPad layout's sides,
    /// more on 18 (the smaller form sheet); the full-screen port leaks nothing.
    @Test func theIPadSheetLeaksMoreOn18AndFullScreenNothing() throws {
        var plan = Audit.Plan()
        plan.devices = [.ipad]
        plan.lifecycles = [.scene]
        plan.strategies = ["modal-cover"]
        plan.hosts = [.sceneDelegate]
        plan.events = [.home]
        plan.versions = [IOSVersion(17)!, IOSVersion(18)!]
        plan.namesVersion = true
        let rows = try Audit.run(plan, catalog: ShippedAssets.catalog)
        func legible(_ major: Int, _ presentation: ModalPresentation) -> Int? {
            rows.first { $0.ios == major && $0.presentation == presentation.rawValue }?.legibleSensitiveCells
        }
        let page = try #require(legible(17, .automatic))
        let form = try #require(legible(18, .automatic))
        #expect(page > 0)
        #expect(form > page)
        #expect(legible(17, .fullScreen) == 0)
        #expect(legible(18, .fullScreen) == 0)
        let table = AuditTable.render(rows, events: plan.events)
        #expect(table.contains(" iOS "))
    }

    /// A whole iPad shows an app's regular-width layout, each half of split view its phone
    /// layout; an app without one is drawn at phone width, centred.
    @Test func theIPadShowsTheRegularLayoutAndSplitViewTheCompactOne() throws {
        let catalog = ShippedAssets.catalog
        let medical = try #require(catalog.app(named: "Medical ID"))
        let regular = try #require(medical.regularScreen)
        #expect(regular.width == AppAsset.regularScreenSize.width)
        #expect(medical.screen(forWidth: 61) == regular)
        #expect(medical.screen(forWidth: 30) == medical.screen)
        let world = TestWorld(device: .ipad, catalog: catalog, inFront: ["Medical ID"]).build()
        let scene = try #require(world.foreground.first)
        let full = try #require(world.liveImage(of: scene))
        #expect(full.legibleSensitiveCells(.default) == regular.legibleSensitiveCells(.default))
        // Sensitive text on both sides of the middle third, where a page sheet leaves it.
        let sensitiveColumns = Set(
            full.cells.indices.filter { full.cells[$0].sensitive }.map { $0 % full.width })
        #expect(sensitiveColumns.contains { $0 < 10 } && sensitiveColumns.contains { $0 >= 51 })
        world.send(.split("Bank"))
        world.advance(1)
        let half = try #require(world.liveImage(of: scene))
        #expect(half.width == 30)
        #expect(half.legibleSensitiveCells(.default) == medical.screen.legibleSensitiveCells(.default))
        // Super Secret Information has no iPad layout: its phone screen, centred.
        let secret = try #require(catalog.apps.first { $0.id == "secret" })
        #expect(secret.regularScreen == nil)
        let other = TestWorld(device: .ipad, catalog: catalog, inFront: [secret.name]).build()
        let front = try #require(other.foreground.first)
        let image = try #require(other.liveImage(of: front))
        #expect(image.legibleSensitiveCells(.default) == secret.screen.legibleSensitiveCells(.default))
    }

    @Test func regularLayersNeedARegularScreen() {
        let text = """
            name: T
            icon: t
            accent: #000000
            background: #FFFFFF
            foreground: #000000
            --- screen
             hello
            --- regular-mask
             #####
            """
        #expect(throws: AssetError.self) { try AppAsset(parsing: text, id: "t") }
        let wide = text.replacingOccurrences(
            of: "--- regular-mask\n #####", with: "--- regular-screen\n" + String(repeating: "x", count: 62))
        do {
            _ = try AppAsset(parsing: wide, id: "t")
            Issue.record("a 62-column regular screen was taken")
        } catch {
            #expect(error.description.contains("regular-screen row 1 is 62 columns wide (at most 61)"))
        }
    }
}
