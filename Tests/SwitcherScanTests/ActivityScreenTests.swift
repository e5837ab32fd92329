import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// What one Activity of several does covers that Activity's screen only; what a base class
/// others extend does runs in each of them.
@Suite struct ActivityScreenTests {
    static let base = """
        package com.example.vault

        open class SecureActivity : AppCompatActivity() {
            override fun onPause() {
                window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
                super.onPause()
            }

            protected fun setSecured(secured: Boolean) {
                if (secured) {
                    window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
                }
            }
        }
        """

    static let seed = """
        package com.example.vault

        class SeedActivity : SecureActivity() {
            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                super.setSecured(true)
            }
        }
        """

    static let main = """
        package com.example.vault

        class MainActivity : SecureActivity() {
            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                setContentView(R.layout.main)
            }
        }
        """

    static func reports(_ app: AppReading) throws -> [AppReport] {
        try ScanReport.reports(
            ScanReading(apps: [app], notes: []), catalog: ShippedAssets.catalog, appName: "Medical ID",
            recommend: false)
    }

    /// A base class's method called through `super.` is followed; the flag it sets from one
    /// screen's onCreate covers that screen, so the base class's onPause flag, on every
    /// screen, decides the cards: they leak.
    @Test func aFlagSetByOneActivityOfSeveralCoversItsOwnScreenOnly() throws {
        let app = try AndroidFollowingTests.read(
            ["SecureActivity.kt": Self.base, "SeedActivity.kt": Self.seed, "MainActivity.kt": Self.main],
            activities: ["MainActivity", "SeedActivity"])
        #expect(app.ownScreenActivities == ["MainActivity", "SeedActivity"])
        let findings = ScanMapping.findings(for: app)
        let flag = try #require(findings.first { $0.configuration?.id == "secure-flag" }, "\(findings)")
        #expect(flag.screen == "SeedActivity")
        #expect(flag.location.file.hasSuffix("SecureActivity.kt") && flag.location.line == 11)
        #expect(flag.chain.first?.file.hasSuffix("SeedActivity.kt") == true)
        #expect(
            flag.notes.contains { $0.hasPrefix("is on while the Activity SeedActivity is in front only") })
        let onPause = try #require(findings.first { $0.configuration?.id == "secure-flag-on-pause" })
        #expect(onPause.screen == nil)
        let report = try #require(try Self.reports(app).first)
        #expect(report.leaksAnywhere)
    }

    /// With one Activity declared, what it does covers every screen the app has.
    @Test func theOnlyActivityIsEveryScreen() throws {
        let app = try AndroidFollowingTests.read(
            ["SecureActivity.kt": Self.base, "SeedActivity.kt": Self.seed], activities: ["SeedActivity"])
        #expect(app.ownScreenActivities.isEmpty)
        let findings = ScanMapping.findings(for: app)
        #expect(
            findings.contains { $0.configuration?.id == "secure-flag" && $0.screen == nil }, "\(findings)")
        let report = try #require(try Self.reports(app).first)
        #expect(!report.leaksAnywhere)
    }

    /// A preference screen's switch (`onCreatePreferences`, which the Fragment's onCreate calls)
    /// that adds FLAG_SECURE: set while that Fragment is shown, its screen only.
    @Test func aPreferenceSwitchSetsTheFlagOnItsFragmentsScreen() throws {
        let fragment = """
            package com.example.vault;

            public class SecurityPreferencesFragment extends PreferenceFragmentCompat {
                @Override
                public void onCreatePreferences(Bundle savedInstanceState, String rootKey) {
                    Preference screen = requirePreference("pref_secure_screen");
                    screen.setOnPreferenceChangeListener((preference, newValue) -> {
                        Window window = requireActivity().getWindow();
                        if ((boolean) newValue) {
                            window.addFlags(WindowManager.LayoutParams.FLAG_SECURE);
                        } else {
                            window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE);
                        }
                        return true;
                    });
                }
            }
            """
        let app = try AndroidFollowingTests.read(
            ["SecurityPreferencesFragment.java": fragment, "MainActivity.kt": Self.main])
        let findings = ScanMapping.findings(for: app)
        let flag = try #require(findings.first, "\(app.facts)")
        #expect(flag.configuration?.id == "secure-flag")
        #expect(flag.location.line == 10)
        #expect(flag.screen == "SecurityPreferencesFragment")
    }

    /// The same flag in each branch of an `if` in one callback is one finding; one the callback
    /// reaches through a call is another.
    @Test func oneFlagPerCallbackAndFunction() throws {
        let main = """
            package com.example.vault

            class MainActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    if (locked) {
                        window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
                    } else {
                        window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
                    }
                    Guard.secure(window)
                }
            }
            """
        let guardFile = """
            package com.example.vault

            object Guard {
                fun secure(window: Window) {
                    window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
                }
            }
            """
        let app = try AndroidFollowingTests.read(["MainActivity.kt": main, "Guard.kt": guardFile])
        let flags = ScanMapping.findings(for: app).filter { $0.configuration?.id == "secure-flag" }
        #expect(flags.map(\.location.line).sorted() == [5, 7], "\(flags)")
    }
}
