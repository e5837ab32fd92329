import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// The SwiftUI privacy code apps write — materials, blurs, redactions, privacy-sensitive
/// views, stacks and images — run by `switcherlab verify`, each with what the audit finds.
@Suite(.serialized) struct SwiftUIModelVerifyTests {
    static let fixtures = VerifyTests.fixtures.appendingPathComponent("swiftui-model")

    /// `verify --json` on one fixture folder: its exit status and rows.
    static func run(_ name: String, cache: URL) throws -> (status: Int32, rows: [AuditRow], error: String) {
        let folder = fixtures.appendingPathComponent(name)
        let files = contents(of: folder).map { folder.appendingPathComponent($0) }
        let run = try VerifyTests.verify(files, cache: cache)
        let rows = (try? JSONDecoder().decode([AuditRow].self, from: Data(run.output.utf8))) ?? []
        return (run.status, rows, run.error)
    }

    /// The legible sensitive cells of every card of `event`, summed over the devices.
    static func cells(_ rows: [AuditRow], _ event: String) -> Int {
        rows.filter { $0.event == event }.compactMap(\.legibleSensitiveCells).reduce(0, +)
    }

    /// Every device has a row for `event`, and none shows a legible sensitive cell.
    static func covered(_ rows: [AuditRow], _ event: String) -> Bool {
        let cards = rows.filter { $0.event == event }
        return !cards.isEmpty && cards.allSatisfy { $0.legibleSensitiveCells == 0 }
    }

    /// `Rectangle().fill(.ultraThinMaterial)` while the scene is not active: the UIKit model's
    /// blur at its calibration hides the app on Home; under the app's own alert it leaks, as
    /// every root-view cover does.
    @Test func aMaterialCoverHidesTheAppOnHome() throws {
        _ = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        try withTemporaryDirectory { directory in
            let material = try Self.run("material", cache: directory)
            #expect(material.status == 1, "\(material.error)")
            #expect(material.rows.allSatisfy { $0.host == "swiftui-scene" })
            #expect(Self.covered(material.rows, "home") && Self.covered(material.rows, "app-switch"))
            #expect(Self.cells(material.rows, "sensitive-modal") > 0)
        }
    }

    /// `.blur(radius: 20)` whenever the scene is not active hides the app; one applied only
    /// while it is `.inactive` is gone by the snapshot, taken in the background.
    @Test func aBlurWhileNotActiveHidesTheAppAndOneOnlyWhileInactiveDoesNot() throws {
        _ = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        try withTemporaryDirectory { directory in
            let blur = try Self.run("blur", cache: directory)
            #expect(Self.covered(blur.rows, "home") && Self.covered(blur.rows, "lock"), "\(blur.error)")
            // The blur is the code's cover: up during Control Center's interruption.
            let interrupted = blur.rows.filter { $0.event == "control-center" }
            #expect(!interrupted.isEmpty && interrupted.allSatisfy { $0.coverDuringInterruption == true })
            let inactive = try Self.run("blur-inactive-only", cache: directory)
            #expect(inactive.status == 1, "\(inactive.error)")
            #expect(Self.cells(inactive.rows, "home") > 0 && Self.cells(inactive.rows, "lock") > 0)
            // The switcher opened over the app only makes it inactive: its live card is blurred.
            #expect(Self.covered(inactive.rows, "switcher"))
        }
    }

    /// `.redacted(reason: .placeholder)` replaces the app's text with placeholder blocks.
    @Test func placeholderRedactionHidesTheText() throws {
        _ = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        try withTemporaryDirectory { directory in
            let placeholder = try Self.run("placeholder", cache: directory)
            #expect(placeholder.rows.count > 0, "\(placeholder.error)")
            for event in ["home", "app-switch", "lock", "switcher"] {
                #expect(Self.covered(placeholder.rows, event), "\(event)")
            }
        }
    }

    /// `privacySensitive()` is redacted where `.redacted(reason: .privacy)` is applied above it;
    /// without the reason nothing redacts it (MODEL §62).
    @Test func privacySensitiveViewsAreRedactedOnlyUnderThePrivacyReason() throws {
        _ = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        try withTemporaryDirectory { directory in
            let privacy = try Self.run("privacy", cache: directory)
            #expect(
                Self.covered(privacy.rows, "home") && Self.covered(privacy.rows, "app-switch"),
                "\(privacy.error)")
            let unredacted = try Self.run("privacy-unredacted", cache: directory)
            #expect(unredacted.status == 1, "\(unredacted.error)")
            #expect(Self.cells(unredacted.rows, "home") > 0 && Self.cells(unredacted.rows, "switcher") > 0)
        }
    }

    /// An App whose window content has a lock screen overlaid while the app is not active: a
    /// `ZStack` of white under a `VStack` of a symbol and a text; its root an `HStack` with an
    /// image and a material background.
    @Test func anAppsLockScreenOfStacksAndASymbol() throws {
        _ = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        try withTemporaryDirectory { directory in
            let app = try Self.run("lock-screen-app", cache: directory)
            #expect(!app.rows.isEmpty && app.rows.allSatisfy { $0.host == "swiftui-app" }, "\(app.error)")
            #expect(Self.covered(app.rows, "home") && Self.covered(app.rows, "lock"))
        }
    }

    /// `withAnimation(.easeInOut(duration: 0.5))` around the change, or `.animation(_:value:)`
    /// on the view: the cover fades in and out as UIKit's `UIView.animate` fades
    /// `color-overlay`'s (0.5 s, ease-in-out) — the same cards on every event and device (the
    /// fast app switch catches it half way), the same half second after the return.
    @Test func anAnimatedCoverFadesAsUIKitsFadeDoes() throws {
        _ = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        var plan = Audit.Plan()
        plan.strategies = ["color-overlay"]
        plan.devices = DeviceKind.allCases.filter { $0.runsUIKit }
        plan.lifecycles = [.scene]
        plan.hosts = [.sceneDelegate]
        let uiKit = try Audit.run(plan, catalog: .builtIn)
        let events = ["home", "switcher", "app-switch", "lock"]
        func outcome(_ rows: [AuditRow]) -> [String] {
            rows.filter { events.contains($0.event) }.map {
                "\($0.device) \($0.event): \($0.legibleSensitiveCells.map(String.init) ?? "-") cells,"
                    + " after \($0.coverAfterReturnSeconds.map { String($0) } ?? "-")"
            }.sorted()
        }
        #expect(Self.cells(uiKit, "app-switch") > 0)
        try withTemporaryDirectory { directory in
            for name in ["animated", "animated-implicit"] {
                let run = try Self.run(name, cache: directory)
                #expect(run.status == 1, "\(name): \(run.error)")
                #expect(outcome(run.rows) == outcome(uiKit), "\(name)")
            }
        }
    }

    /// A modifier the model lacks (`shadow`): exit 2, the file and line, and the name.
    @Test func anUnmodelledModifierIsACompileErrorNamingIt() throws {
        _ = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        try withTemporaryDirectory { directory in
            let unmodelled = try Self.run("unmodelled", cache: directory)
            #expect(unmodelled.status == 2)
            #expect(unmodelled.rows.isEmpty)
            #expect(
                unmodelled.error.contains("ContentView.swift:6: 'shadow' is not in the lab's"),
                "\(unmodelled.error)")
        }
    }
}
