import Foundation
import SwitcherCore
import Testing

@testable import SwitcherScan

/// Code on the way out that is not a cover, nor privacy code left unread: another object's
/// lifecycle callback, a label's placeholder, a header put in its container, set-up work
/// reached at launch.
@Suite struct NotACoverTests {
    static func unrecognised(_ app: AppReading) -> [ScanFinding] {
        ScanMapping.findings(for: app).filter { !$0.isRecognised }
    }

    @Test func aWebViewsOnPauseIsTheWebViewsOwnCallback() throws {
        let fragment = """
            package com.example.vault

            class BrowserFragment : Fragment() {
                private var webView: WebView? = null
                override fun onPause() {
                    super.onPause()
                    webView?.onPause()
                }
            }
            """
        // Two Activities whose onPause the call could be, were it not the web view's own.
        func activity(_ name: String) -> String {
            """
            package com.example.vault

            class \(name) : AppCompatActivity() {
                override fun onPause() {
                    super.onPause()
                    window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
                }
            }
            """
        }
        let app = try AndroidFollowingTests.read(
            [
                "BrowserFragment.kt": fragment, "MainActivity.kt": activity("MainActivity"),
                "VaultActivity.kt": activity("VaultActivity"),
            ],
            activities: ["MainActivity", "VaultActivity"])
        #expect(Self.unrecognised(app).isEmpty, "\(Self.unrecognised(app).map(\.unrecognised))")
    }

    @Test func aDelegateForwardedToAnotherIsReadWhereThatOneIsAHandler() throws {
        let swift = """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                let legacy = LegacyAppDelegate()
                func applicationWillResignActive(_ application: UIApplication) {
                    legacy.applicationWillResignActive(application)
                }
            }
            """
        let objectiveC = """
            @implementation LegacyAppDelegate
            - (void)applicationWillResignActive:(UIApplication *)application {
                UIView *cover = [[UIView alloc] initWithFrame:self.window.bounds];
                [self.window addSubview:cover];
            }
            @end
            """
        let app = try AppAssemblyTests.firstApp([
            "App/AppDelegate.swift": swift,
            "App/LegacyAppDelegate.h":
                "@interface LegacyAppDelegate : UIResponder <UIApplicationDelegate>\n@end\n",
            "App/LegacyAppDelegate.m": objectiveC,
            "App/Info.plist": FrameworkDelegateTests.plist,
        ])
        let found = ScanMapping.findings(for: app)
        #expect(found.compactMap(\.configuration?.id) == ["color-overlay"])
        #expect(Self.unrecognised(app).isEmpty, "\(found.map(\.unrecognised))")
    }

    @Test func aLabelsPlaceholderIsNoRedactionButAMaskIs() throws {
        let placeholder = try WindowCoverTests.app(resignActive: ["timeLabel.text = \"--:--\""])
        #expect(ScanMapping.findings(for: placeholder).compactMap(\.configuration?.id) == [])
        let mask = try WindowCoverTests.app(resignActive: ["balanceLabel.text = \"••••\""])
        #expect(ScanMapping.findings(for: mask).compactMap(\.configuration?.id) == ["redact-content"])
    }

    @Test func aHeaderAddedToItsContainerIsNoCover() throws {
        let swift = try WindowCoverTests.app(resignActive: ["stickyHeadersContainer.addSubview(header)"])
        #expect(ScanMapping.findings(for: swift).isEmpty)
        let objectiveC = """
            @implementation AppDelegate
            - (void)applicationWillResignActive:(UIApplication *)application {
                [self.stickyHeadersTopContainer addSubview:stickyHeader];
                [self.window addSubview:self.cover];
            }
            @end
            """
        let app = try WindowCoverTests.objectiveCApp(objectiveC)
        let found = ScanMapping.findings(for: app)
        #expect(found.map(\.location.line) == [4])
    }

    /// A published state set at launch runs its sink then: what the sink calls that the scan
    /// cannot follow puts up no cover there, as in a launch callback's own body.
    @Test func codeASinkReachesAtLaunchIsNotLeftUnread() throws {
        let swift = """
            import Combine
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                let state = AppState()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    state.phase = .launching
                    return true
                }
            }
            """
        let state = """
            import Combine

            final class AppState {
                @Published var phase: Phase = .idle
                private var bag: Set<AnyCancellable> = []
                init() {
                    $phase.sink { phase in
                        if phase == .launching { Migration.migrateLostTabsActiveWindow() }
                    }.store(in: &bag)
                }
            }

            enum Migration {
                static func migrateLostTabsActiveWindow() {
                    let sortDescriptors = [NSSortDescriptor(key: #keyPath(SessionWindow.index), ascending: true)]
                    print(sortDescriptors)
                }
            }
            """
        let app = try AppAssemblyTests.firstApp([
            "App/AppDelegate.swift": swift, "App/AppState.swift": state,
            "App/Info.plist": FrameworkDelegateTests.plist,
        ])
        #expect(Self.unrecognised(app).isEmpty, "\(Self.unrecognised(app).map(\.unrecognised))")
    }

    /// Each from a review of the rules above: what they must not drop or add.
    @Test func anAppIconMadeInPlaceIsStillACover() throws {
        let app = try WindowCoverTests.app(resignActive: [
            "window?.addSubview(UIImageView(image: UIImage(named: \"AppIcon\")))"
        ])
        #expect(ScanMapping.findings(for: app).compactMap(\.configuration?.id) == ["image-overlay"])
    }

    @Test func aCallbackForwardedToAPrivacyLibraryTheScanCannotReadIsNotAssessed() throws {
        let app = try WindowCoverTests.app(resignActive: [
            "PrivacyShield.shared.applicationWillResignActive(application)"
        ])
        #expect(Self.unrecognised(app).count == 1)
    }

    @Test func aCoverViewMadeOnTheWayOutIsReadWhereItIsAddedNotInItsInitialiser() throws {
        let delegate = """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func applicationWillResignActive(_ application: UIApplication) {
                    PrivacyManager.shared.showPrivacy(in: window)
                }
            }
            """
        let manager = """
            import UIKit

            final class PrivacyManager {
                static let shared = PrivacyManager()
                func showPrivacy(in window: UIWindow?) {
                    guard let window else { return }
                    let cover = PrivacyCoverView(frame: window.bounds)
                    window.addSubview(cover)
                }
            }
            """
        let view = """
            import UIKit

            final class PrivacyCoverView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let logo = UIImageView(image: UIImage(named: "Logo"))
                    addSubview(logo)
                }
            }
            """
        // The cover's file first: the order the files are read in decides nothing.
        let app = try AppAssemblyTests.firstApp([
            "App/AppDelegate.swift": delegate, "App/PrivacyManager.swift": manager,
            "App/ACoverView.swift": view,
            "App/Info.plist": FrameworkDelegateTests.plist,
        ])
        let found = ScanMapping.findings(for: app)
        #expect(found.compactMap(\.configuration?.id) == ["color-overlay"])
        #expect(found.first?.location == SourceLocation(file: "App/PrivacyManager.swift", line: 8))
    }

    @Test func aValueKeptFromAViewIsNoPrivacyCode() throws {
        // Simplenote's: the selection kept for the return; a window hidden from a value is read.
        let app = try WindowCoverTests.objectiveCApp(
            """
            #import "AppDelegate.h"

            @implementation AppDelegate
            - (void)applicationDidEnterBackground:(UIApplication *)application {
                self.selectedNotesEnteringBackground = self.tableView.indexPathsForSelectedRows;
                self.window.hidden = self.locked;
            }
            @end
            """)
        #expect(Self.unrecognised(app).compactMap(\.unrecognised) == ["self.window.hidden= self.locked"])
    }

    @Test func aWebViewsTimersPausedDrawNothing() throws {
        let fragment = """
            package com.example.vault

            class BrowserFragment : Fragment() {
                private var webView: WebView? = null
                override fun onPause() {
                    super.onPause()
                    webView?.pauseTimers()
                }
            }
            """
        let app = try AndroidFollowingTests.read(["BrowserFragment.kt": fragment])
        #expect(Self.unrecognised(app).isEmpty, "\(Self.unrecognised(app).map(\.unrecognised))")
    }
}
