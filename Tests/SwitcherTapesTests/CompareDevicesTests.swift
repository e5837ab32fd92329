import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import SwitcherUI
import Testing

/// Comparisons across devices (`Set CompareDevices`), with CompareTests' helpers.
extension CompareTests {
    @Test func devicesCompareLikewiseAndOpenSwitcherIsEachDevicesGesture() throws {
        let run = try Self.run(
            """
            Set CompareDevices iphone-home, iphone, ipad, android
            Set Strategy privacy-window
            Launch "Bank"
            Sleep 1s
            Open Switcher
            Sleep 1.5s
            Expect In iphone-home, iphone, ipad State "Bank" inactive
            Expect In android State "Bank" inactive
            Expect In android Card "Bank" Legible >0
            Expect In iphone-home, iphone, ipad Card "Bank" Legible >0
            """)
        let compare = try #require(run as? ComparePlayer)
        #expect(compare.columns.map(\.device) == [.iphoneHome, .iphone, .ipad, .android])
        #expect(compare.players.allSatisfy { $0.lab.world.screen == .switcher })
        #expect(compare.failures.isEmpty, "\(compare.failures)")
        #expect(compare.results.count == 3 + 1 + 1 + 3)
    }

    @Test func strategiesAndDevicesTogetherMakeEveryPair() throws {
        var settings = TapeSettings()
        settings.compare = ["none", "privacy-window"]
        settings.compareDevices = [.iphone, .android]
        let columns = CompareColumn.columns(for: settings)
        #expect(
            columns.map(\.label) == [
                "none · iphone", "none · android", "privacy-window · iphone", "privacy-window · android",
            ])
        #expect(columns[3].matches(any: ["android"]) && columns[3].matches(any: ["privacy-window"]))
        #expect(!columns[0].matches(any: ["android"]))
    }
}
