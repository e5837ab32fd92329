import Foundation
import SwitcherCore
import Testing

@testable import SwitcherScan

/// An app delegate that subclasses a framework's (Flutter's `FlutterAppDelegate`, Expo's
/// `ExpoAppDelegate`, React Native's `RCTAppDelegate`) instead of naming UIKit's protocol is
/// read as the app delegate it is.
@Suite struct FrameworkDelegateTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundlePackageType</key><string>APPL</string>
        </dict></plist>

        """

    @Test(arguments: ["FlutterAppDelegate", "ExpoAppDelegate", "RCTAppDelegate"])
    func aSubclassOfAFrameworksAppDelegateIsReadAsOne(_ base: String) throws {
        let delegate = """
            import UIKit

            @main
            class AppDelegate: \(base) {
                override func applicationWillResignActive(_ application: UIApplication) {
                    super.applicationWillResignActive(application)
                    window?.isHidden = true
                }

                override func applicationDidBecomeActive(_ application: UIApplication) {
                    super.applicationDidBecomeActive(application)
                    window?.isHidden = false
                }
            }

            """
        let app = try AppAssemblyTests.firstApp([
            "ios/Runner/AppDelegate.swift": delegate, "ios/Runner/Info.plist": Self.plist,
        ])
        let found = try #require(ScanMapping.findings(for: app).first)
        #expect(found.host == .appDelegate)
        #expect(found.configuration?.id == "hide-window")
        #expect(found.runs)
    }

    /// `applicationWillResignActive(application:)` is the selector
    /// `applicationWillResignActiveWithApplication:`, which UIKit never calls.
    @Test func aCallbackWithAnArgumentLabelIsAnotherSelector() throws {
        let delegate = """
            import UIKit

            @main
            class AppDelegate: FlutterAppDelegate {
                func applicationWillResignActive(application: UIApplication) {
                    window?.isHidden = true
                }
            }

            """
        let app = try AppAssemblyTests.firstApp([
            "ios/Runner/AppDelegate.swift": delegate, "ios/Runner/Info.plist": Self.plist,
        ])
        #expect(ScanMapping.findings(for: app).isEmpty)
    }

    /// Flutter's plugin registration, called at launch, only hands the plugins to the engine: it
    /// is not followed into the plugin's `register(with:)`, whose own callbacks are read as the
    /// plugin's.
    @Test func aPluginsRegistrationIsNotFollowed() throws {
        let delegate = """
            import Flutter
            import UIKit

            @main
            class AppDelegate: FlutterAppDelegate {
                override func application(
                    _ application: UIApplication,
                    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
                    SecureScreenPlugin.register(with: registrar(forPlugin: "SecureScreenPlugin")!)
                    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                }
            }

            """
        let plugin = """
            import Flutter

            public class SecureScreenPlugin: NSObject {
                public static func register(with registrar: FlutterPluginRegistrar) {
                    let instance = SecureScreenPlugin(secureWindow: registrar)
                    registrar.addApplicationDelegate(instance)
                }
            }

            """
        let app = try AppAssemblyTests.firstApp([
            "ios/Runner/AppDelegate.swift": delegate, "ios/Runner/SecureScreenPlugin.swift": plugin,
            "ios/Runner/Info.plist": Self.plist,
        ])
        #expect(ScanMapping.findings(for: app).isEmpty)
    }

    /// A call named like a registration in a callback where a cover goes up is followed.
    @Test func aRegistrationWhenTheAppLeavesIsFollowed() throws {
        let delegate = """
            import UIKit

            @main
            class AppDelegate: FlutterAppDelegate {
                override func applicationWillResignActive(_ application: UIApplication) {
                    ShieldPlugin.register(with: window)
                }
            }

            """
        let plugin = """
            import UIKit

            enum ShieldPlugin {
                static func register(with window: UIWindow?) {
                    window?.isHidden = true
                }
            }

            """
        let app = try AppAssemblyTests.firstApp([
            "ios/Runner/AppDelegate.swift": delegate, "ios/Runner/ShieldPlugin.swift": plugin,
            "ios/Runner/Info.plist": Self.plist,
        ])
        #expect(ScanMapping.findings(for: app).first?.configuration?.id == "hide-window")
    }

    /// A class that only shares a method's name with UIKit's callbacks is no delegate.
    @Test func aClassOfAnotherFrameworkIsNot() throws {
        let delegate = """
            import UIKit

            class Player: GameDelegate {
                func applicationWillResignActive(_ application: UIApplication) {
                    window?.isHidden = true
                }
            }

            """
        let app = try AppAssemblyTests.firstApp([
            "ios/Runner/Player.swift": delegate, "ios/Runner/Info.plist": Self.plist,
        ])
        #expect(ScanMapping.findings(for: app).isEmpty)
    }
}
