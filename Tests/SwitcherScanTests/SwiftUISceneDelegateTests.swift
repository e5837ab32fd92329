import Foundation
import SwitcherCore
import Testing

@testable import SwitcherScan

/// A SwiftUI `App` makes its scenes' delegate itself: a scene delegate class of the app's runs
/// only where a scene configuration names it (MODEL §67).
@Suite struct SwiftUISceneDelegateTests {
    static let app = """
        import SwiftUI

        @main
        struct NotesApp: App {
        ADAPTOR
            var body: some Scene {
                WindowGroup { Text("Secret") }
            }
        }

        """

    /// The fixture's scene delegate, which no configuration names.
    static var sceneDelegate: String {
        get throws {
            try String(
                contentsOf: FixtureTests.fixtures.appendingPathComponent(
                    "swiftui-unnamed-scene-delegate/Notes/SceneDelegate.swift"),
                encoding: .utf8)
        }
    }

    static let appDelegate = """
        import UIKit

        class AppDelegate: NSObject, UIApplicationDelegate {
            func application(
                _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                options: UIScene.ConnectionOptions
            ) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                configuration.delegateClass = SceneDelegate.self
                return configuration
            }
        }

        """

    /// The scene delegate's finding in an app made of `files` (the App's adaptor line given).
    static func finding(adaptor: String = "", _ files: [String: String] = [:]) throws -> ScanFinding {
        var all = files
        all["Notes/NotesApp.swift"] = app.replacingOccurrences(
            of: "ADAPTOR\n", with: adaptor.isEmpty ? "" : adaptor + "\n")
        all["Notes/SceneDelegate.swift"] = try sceneDelegate
        let reading = try AppAssemblyTests.firstApp(all)
        return try #require(ScanMapping.findings(for: reading).first { $0.host == .sceneDelegate })
    }

    @Test func aSceneDelegateNoConfigurationNamesNeverRuns() throws {
        let found = try Self.finding()
        #expect(!found.runs)
        #expect(found.pitfalls.first == .sceneDelegateUnnamed)
        #expect(found.audited?.id == "none")
        // The class's configuration, though it never runs, is still the one its code is.
        #expect(found.configuration?.host == .sceneDelegate)
    }

    @Test(arguments: [
        "    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate",
        "    @UIApplicationDelegateAdaptor private var appDelegate: AppDelegate",
    ])
    func anAdaptedAppDelegateNamesIt(_ adaptor: String) throws {
        let found = try Self.finding(adaptor: adaptor, ["Notes/AppDelegate.swift": Self.appDelegate])
        #expect(found.runs)
        #expect(found.pitfalls.isEmpty)
        #expect(found.audited?.id != "none")
    }

    /// `delegateClass` set in an app delegate the App never adapts runs no more than the class.
    @Test func anAppDelegateTheAppDoesNotAdaptNamesNothing() throws {
        let found = try Self.finding(["Notes/AppDelegate.swift": Self.appDelegate])
        #expect(!found.runs)
        #expect(found.pitfalls.first == .sceneDelegateUnnamed)
    }

    @Test func infoPlistsDelegateClassNameNamesIt() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIApplicationSceneManifest</key><dict>
            <key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            </dict></array></dict></dict>
            </dict></plist>

            """
        let found = try Self.finding(["Notes/Info.plist": plist])
        #expect(found.runs)
        #expect(found.pitfalls.isEmpty)
    }
}
