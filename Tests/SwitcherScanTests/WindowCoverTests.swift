import Foundation
import SwitcherCore
import Testing

@testable import SwitcherScan

/// The app's window hidden and another window shown in the same callback: the card shows the
/// window shown, so the code is a privacy window, not a hidden window.
@Suite struct WindowCoverTests {
    /// An app delegate whose `applicationWillResignActive(_:)` runs `body` (from line 7), and
    /// whose `applicationDidEnterBackground(_:)`, when given, runs `background`.
    static func app(
        resignActive body: [String], enterBackground background: [String]? = nil, members: [String] = []
    ) throws -> AppReading {
        let later =
            background.map {
                ["    func applicationDidEnterBackground(_ application: UIApplication) {"]
                    + $0.map { "        " + $0 } + ["    }"]
            } ?? []
        let lines =
            [
                "import UIKit",
                "",
                "@main",
                "class AppDelegate: UIResponder, UIApplicationDelegate {",
                "    var window: UIWindow?",
                "    func applicationWillResignActive(_ application: UIApplication) {",
            ] + body.map { "        " + $0 } + ["    }"] + later + members.map { "    " + $0 } + ["}", ""]
        return try AppAssemblyTests.firstApp([
            "App/AppDelegate.swift": lines.joined(separator: "\n"),
            "App/Info.plist": FrameworkDelegateTests.plist,
        ])
    }

    /// An Objective-C app delegate whose `@implementation` is `implementation`.
    static func objectiveCApp(_ implementation: String) throws -> AppReading {
        try AppAssemblyTests.firstApp([
            "App/AppDelegate.h": "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n",
            "App/AppDelegate.m": implementation,
            "App/Info.plist": FrameworkDelegateTests.plist,
        ])
    }

    @Test func theAppsWindowHiddenUnderAWindowShownIsAPrivacyWindow() throws {
        let app = try Self.app(resignActive: [
            "window?.isHidden = true",
            "let pinWindow = UIWindow(frame: UIScreen.main.bounds)",
            "pinWindow.rootViewController = PinViewController()",
            "pinWindow.makeKeyAndVisible()",
        ])
        let found = try #require(ScanMapping.findings(for: app).first)
        #expect(found.configuration?.id == "privacy-window-active")
        #expect(found.location.line == 8, "\(app.facts)")
    }

    @Test func theAppsWindowHiddenAloneIsAHiddenWindow() throws {
        let app = try Self.app(resignActive: ["window?.isHidden = true"])
        let found = try #require(ScanMapping.findings(for: app).first)
        #expect(found.configuration?.id == "hide-window")
        #expect(found.location.line == 7)
    }
}
