import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherUI

/// `o` picks the iOS release (MODEL §41); the app lifecycle on a release that warns says so in
/// the message line, at start and when `L` or `o` chooses it (MODEL §42).
struct IOSKeyTests {
    @Test func oCyclesTheReleasesAndSaysWhatAutomaticPresents() {
        let lab = Fixtures.lab(device: .ipad)
        #expect(lab.world.ios == .current)
        #expect(lab.message == nil)
        lab.update(.key(.character("o")))
        #expect(lab.world.ios.major == 13)
        #expect(lab.configuration.ios.major == 13)
        #expect(lab.message == "iOS 13: .automatic presents a page sheet")
        for _ in 0..<5 { lab.update(.key(.character("o"))) }
        #expect(lab.world.ios.major == 18)
        #expect(lab.message == "iOS 18: .automatic presents a form sheet")
        #expect(lab.text(Size(width: 120, height: 40)).contains("scene lifecycle, iOS 18"))
    }

    @Test func theAppLifecycleWarnsWhereItIsChosen() {
        var configuration = Fixtures.configuration(device: .iphone, app: "Medical ID")
        configuration.lifecycle = .app
        let lab = Lab(configuration, catalog: ShippedAssets.catalog)
        #expect(lab.message?.contains("lacks the UIScene lifecycle") == true)
        // On screen too, whole under the device, TN3187's consequence included.
        let status = lab.text(Size(width: 120, height: 40)).split(separator: "\n").map {
            $0.prefix(35).trimmingCharacters(in: .whitespaces)
        }
        let shown = status.joined(separator: " ")
        #expect(shown.contains("lacks the UIScene lifecycle"), "\(status)")
        #expect(shown.contains("won't launch (TN3187)"), "\(status)")
        let scenes = Fixtures.lab(device: .iphone)
        scenes.update(.key(.character("L")))
        #expect(scenes.message?.contains("an app without it won't launch") == true)
    }

    /// On Android `o` goes to the next API level, after 36 back to 29 (MODEL §48).
    @Test func androidCyclesTheAPILevel() {
        let lab = Fixtures.lab(device: .android)
        #expect(lab.world.androidAPI == .current)
        lab.update(.key(.character("o")))
        #expect(lab.world.androidAPI.level == 29)
        #expect(lab.message == "Android API 29: setRecentsScreenshotEnabled does not exist (from API 33)")
        #expect(!lab.text(Size(width: 120, height: 40)).contains("iOS 27"))
        #expect(lab.text(Size(width: 120, height: 40)).contains("API 29"))
        for _ in 0..<4 { lab.update(.key(.character("o"))) }
        #expect(lab.message == "Android API 33: setRecentsScreenshotEnabled exists")
    }

    /// On Android, whose Activity has one lifecycle, `L` switches the navigation (MODEL §58):
    /// a new world, the API level kept, the info panel naming how Recents opens.
    @Test func androidSwitchesTheNavigation() {
        let lab = Fixtures.lab(device: .android)
        #expect(lab.world.androidNav == .gesture)
        lab.update(.key(.character("o")))
        lab.update(.key(.character("L")))
        #expect(lab.world.androidNav == .buttons)
        #expect(lab.configuration.androidNav == .buttons)
        #expect(lab.world.androidAPI.level == 29)
        #expect(lab.message == "Android, button navigation: Recents shows the thumbnail")
        #expect(lab.text(Size(width: 120, height: 40)).contains("switcher: Recents button"))
        lab.update(.key(.character("L")))
        #expect(lab.world.androidNav == .gesture)
        #expect(lab.message == "Android, gesture navigation: Recents opened from the app shows it live")
    }
}
