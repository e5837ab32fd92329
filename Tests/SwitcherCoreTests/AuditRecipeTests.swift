import SwitcherTestSupport
import Testing

@testable import SwitcherCore

/// The audit's events as recipes, and the app's own sheet (`sensitive-sheet`, MODEL §57)
/// added as one.
@Suite struct AuditRecipeTests {
    /// The audit's events come from the declarations, each claimed by one, in the reports' order.
    @Test func theAuditsEventsAreTheDeclarationsRecipes() {
        let claimed = SystemEvent.declarations.flatMap(\.audit)
        #expect(claimed.count == Set(claimed).count)
        // The order reports list them in, each declared with its place beside its system event.
        #expect(
            AuditEvent.allCases.map(\.rawValue) == [
                "home", "switcher", "switcher-select-other", "app-switch", "lock", "control-center",
                "notification-center", "call", "face-id", "system-alert", "return", "relaunch", "window-away",
                "sensitive-modal", "sensitive-sheet",
            ])
        #expect(AuditEvent.allCases.count == claimed.count)
        for event in AuditEvent.allCases {
            #expect(event.event.declaration.audit.contains(event), "\(event)")
        }
    }

    static func rows(_ event: AuditEvent, devices: [DeviceKind], strategies: [String]) throws -> [AuditRow] {
        var plan = Audit.Plan()
        plan.events = [event]
        plan.devices = devices
        plan.lifecycles = [.scene]
        plan.strategies = strategies
        return try Audit.run(plan, catalog: ShippedAssets.catalog)
    }

    static func cells(
        _ rows: [AuditRow], _ strategy: String, _ host: StrategyHost?, form: StrategyForm? = nil
    )
        -> Int?
    {
        rows.first {
            $0.strategy == strategy && $0.host == host?.rawValue && (form == nil || $0.form == form?.rawValue)
        }?.legibleSensitiveCells
    }

    /// Every event is claimed by one system event, leaves the app once, and is read back from
    /// that departure in the order reports list the events.
    @Test func everyRecipeLeavesTheAppOnceAndIsReadBackFromItsDeparture() {
        #expect(Set(AuditEvent.allCases.map(\.rawValue)).count == AuditEvent.allCases.count)
        for event in AuditEvent.allCases {
            let leaves = event.recipe.steps.filter { if case .leave = $0 { true } else { false } }
            #expect(leaves.count == 1, "\(event)")
            #expect(AuditEvent(rawValue: event.rawValue) == event)
            #expect(SystemEvent.Name.allCases.filter { $0.declaration.audit.contains(event) }.count == 1)
        }
        #expect(AuditEvent(leaving: .home) == .home)
        #expect(AuditEvent(leaving: .appSwitch(.left)) == .appSwitch)
        #expect(AuditEvent(leaving: .pull(.notificationCenter)) == .notificationCenter)
        #expect(AuditEvent(leaving: .swipeUpHold) == .switcher)
        #expect(AuditEvent(leaving: .split("Weather")) == .windowAway)
        #expect(AuditEvent(leaving: .type("1")) == nil)
    }

    /// What reports show of an event is read off its steps.
    @Test func theKindOfAnEventIsReadOffItsSteps() {
        let interruptions = AuditEvent.allCases.filter(\.isInterruption).map(\.rawValue)
        #expect(
            interruptions == ["control-center", "notification-center", "call", "face-id", "system-alert"])
        let cards = AuditEvent.allCases.filter(\.involvesCard).map(\.rawValue)
        #expect(
            cards == [
                "home", "switcher", "switcher-select-other", "app-switch", "lock", "return", "relaunch",
                "window-away", "sensitive-modal", "sensitive-sheet",
            ])
        #expect(AuditEvent.relaunch.returnsToApp && AuditEvent.lock.returnsToApp)
        #expect(!AuditEvent.home.returnsToApp && !AuditEvent.sensitiveSheet.returnsToApp)
        #expect(AuditEvent.sensitiveSheet.isSectional && AuditEvent.relaunch.isSectional)
        #expect(!AuditEvent.faceID.isSectional && !AuditEvent.appSwitch.isSectional)
        // The stored snapshot at relaunch is iOS's: its own requirement, not its system event's.
        #expect(!AuditEvent.relaunch.applies(to: .android))
        #expect(AuditEvent.relaunch.applies(to: .iphone))
    }

    /// A cover in the root view, or one QA1838's modal cannot present, stays under the app's
    /// own sheet; a window above, or a view added to the window after the sheet, covers it.
    @Test func theAppsOwnSheetIsCoveredOnlyFromAbove() throws {
        let rows = try Self.rows(
            .sensitiveSheet, devices: [.iphone],
            strategies: [
                "none", "visual-effect-blur", "privacy-window", "color-overlay", "modal-cover",
                "redact-content",
            ])
        #expect(rows.allSatisfy { $0.event == "sensitive-sheet" && $0.notMeasured == nil })
        let none = try #require(Self.cells(rows, "none", nil))
        // The sheet shows the record from just below the top edge: nearly all of the screen.
        #expect(none > 100 && none < 118)
        #expect(Self.cells(rows, "visual-effect-blur", .sceneDelegate, form: .article) == none)
        // The same blur added to the key window itself, after the sheet's transition view.
        #expect(Self.cells(rows, "visual-effect-blur", .sceneDelegate, form: .corrected) == 0)
        #expect(Self.cells(rows, "redact-content", .sceneDelegate) == none)
        #expect(Self.cells(rows, "modal-cover", .sceneDelegate, form: .article) == none)
        #expect(Self.cells(rows, "modal-cover", .sceneDelegate, form: .corrected) == 0)
        #expect(Self.cells(rows, "privacy-window", .sceneDelegate) == 0)
        #expect(Self.cells(rows, "color-overlay", .sceneDelegate) == 0)
        // The fields the card shows are the record's.
        let fields = rows.first { $0.strategy == "none" }?.fields?.map(\.name) ?? []
        #expect(fields.contains("blood type"))
        #expect(!AuditEvent.sensitiveSheet.applies(to: .android))
    }

    /// The app's alert and its one-time code: expo's blur in the root view stays under it, the
    /// corrected blur in the key window covers it (MODEL §57).
    @Test func theCorrectedBlurGoesOverTheAppsOwnAlert() throws {
        let rows = try Self.rows(.sensitiveModal, devices: [.iphone], strategies: ["visual-effect-blur"])
        let article = try #require(Self.cells(rows, "visual-effect-blur", .notifications, form: .article))
        #expect(article > 0)
        #expect(Self.cells(rows, "visual-effect-blur", .notifications, form: .corrected) == 0)
    }

    /// The gallery reads Home with the app's sheet up as `sensitive-sheet`; swiped down first,
    /// plain Home.
    @Test func theLogReadsHomeWithTheAppsSheetUpAsSensitiveSheet() {
        let last = lastAuditEvent(after:)
        #expect(last([.present("Medical ID"), .home]) == .sensitiveSheet)
        #expect(last([.present("Medical ID"), .swipeDown, .home]) == .home)
        #expect(last([.alert("Medical ID"), .home]) == .sensitiveModal)
        // A swipe down does not take an alert away: it is ignored, and the alert stays up.
        #expect(last([.alert("Medical ID"), .swipeDown, .home]) == .sensitiveModal)
    }

    /// The sheet is the app's: a strategy that dismisses what the root presents dismisses it,
    /// and says so.
    @Test func aSheetUpBlocksAnotherPresentationAndAnAlert() {
        let world = TestWorld(
            device: .iphone, lifecycle: .scene, catalog: ShippedAssets.catalog, inFront: ["Medical ID"]
        ).build()
        #expect(world.send(.present("Medical ID")) == .done)
        world.advance(1)
        #expect(world.send(.alert("Medical ID")) == .ignored("Medical ID already presents something"))
        #expect(world.send(.present("Nowhere")) == .ignored("unknown app \"Nowhere\""))
    }
}
