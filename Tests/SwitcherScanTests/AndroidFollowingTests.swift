import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// Kotlin's ways of reaching the window: an extension function of a type, a callable
/// reference handed to a flow, a lifecycle observer's callbacks, an on-demand helper's calls;
/// and the system bars, which change no content.
@Suite struct AndroidFollowingTests {
    static let folder = "app/src/main/java/com/example/vault/"

    /// The app of one module whose sources are `files` (names under `folder`) and whose manifest
    /// declares `activities`, read and its calls followed.
    static func read(_ files: [String: String], activities: [String] = ["MainActivity"]) throws -> AppReading
    {
        let declared = activities.map { "<activity android:name=\".\($0)\"/>" }.joined()
        return try withTemporaryDirectory { directory in
            var project = [
                "app/build.gradle":
                    "apply plugin: 'com.android.application'\n\nandroid { minSdkVersion 33 }\n",
                "app/src/main/AndroidManifest.xml": """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android"
                  package="com.example.vault">
                  <application>\(declared)</application>
                </manifest>
                """,
            ]
            for (name, text) in files { project[folder + name] = text }
            try AppAssemblyTests.write(project, in: directory)
            let reading = try Scanner.read(directory)
            return try #require(reading.apps.first)
        }
    }

    /// MainActivity.kt: an Activity whose `onCreate` runs `body` after its super call (from line 4),
    /// with `members` after it (from line 9).
    static func mainActivity(onCreate body: [String], members: [String] = []) -> String {
        let onCreate = [
            "class MainActivity : AppCompatActivity() {",
            "    override fun onCreate(savedInstanceState: Bundle?) {",
            "        super.onCreate(savedInstanceState)",
        ]
        let lines =
            onCreate + body.map { "        " + $0 } + ["    }"]
            + members.map { $0.isEmpty ? "" : "    " + $0 } + ["}"]
        return lines.joined(separator: "\n")
    }

    static func secureFlags(_ app: AppReading) -> [SourceFact] {
        app.facts.filter { if case .secureFlag = $0.action { true } else { false } }
    }

    static let windowExtension = """
        package com.example.vault

        fun Window.setSecureScreen(enabled: Boolean) {
            if (enabled) {
                setFlags(WindowManager.LayoutParams.FLAG_SECURE, WindowManager.LayoutParams.FLAG_SECURE)
            } else {
                clearFlags(WindowManager.LayoutParams.FLAG_SECURE)
            }
        }
        """

    /// `window.setSecureScreen(…)` is the `Window` extension's, not the member of the same name
    /// of another class, which would make the call ambiguous.
    @Test func anExtensionFunctionIsToldFromAMemberOfTheNameByItsReceiver() throws {
        let app = try Self.read([
            "MainActivity.kt": Self.mainActivity(onCreate: ["window.setSecureScreen(true)"]),
            "WindowExtensions.kt": Self.windowExtension,
            "Preview.kt": """
            class Preview {
                fun setSecureScreen(on: Boolean) {
                    previewWindow.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
                }
            }
            """,
        ])
        // (Preview's method, which nothing calls, is a handler of its own.)
        let flags = Self.secureFlags(app).filter { $0.handler.owner == "MainActivity" }
        #expect(flags.map(\.location.line) == [5, 7], "\(app.facts)")
        #expect(flags.allSatisfy { $0.location.file.hasSuffix("WindowExtensions.kt") })
        #expect(flags.first?.via.map(\.line) == [4])
    }

    /// `.onEach(window::setSecureScreen)` and `collect(::secure)` pass a function that the flow
    /// runs: read as a call of it, across files or of the Activity's own.
    @Test func aCallableReferencePassedAsAnArgumentIsACall() throws {
        let app = try Self.read([
            "MainActivity.kt": Self.mainActivity(
                onCreate: [
                    "settings.secureScreen.changes()", "    .onEach(window::setSecureScreen)",
                    "    .launchIn(lifecycleScope)",
                    "startActivity(Intent(this, UnlockActivity::class.java))",
                ],
                members: [
                    "", "override fun onResume() {", "    super.onResume()",
                    "    settings.incognito.collect(::secure)",
                    "}", "", "private fun secure(on: Boolean) {",
                    "    window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)", "}",
                ]),
            "WindowExtensions.kt": Self.windowExtension,
        ])
        let flags = Self.secureFlags(app)
        let folder = Self.folder
        #expect(
            flags.map { "\($0.handler.callback) \($0.location)" } == [
                "onCreate(Bundle?) \(folder)WindowExtensions.kt:5",
                "onCreate(Bundle?) \(folder)WindowExtensions.kt:7",
                "onResume() \(folder)MainActivity.kt:16",
            ], "\(app.facts)")
        #expect(flags.first?.via.map(\.line) == [5])
    }

    /// A reference handed to a listener runs when the user acts, not now: no flag at launch.
    @Test func aReferenceHandedToAListenerIsNoCall() throws {
        let app = try Self.read([
            "MainActivity.kt": Self.mainActivity(
                onCreate: [
                    "binding.privateMode.setOnClickListener(::enablePrivateMode)",
                    "binding.lock.addOnLayoutChangeListener(this, ::enablePrivateMode)",
                    "PrivacyButton(onClick = ::enablePrivateMode)",
                ],
                members: [
                    "", "private fun enablePrivateMode(view: View) {",
                    "    window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)", "}",
                ])
        ])
        #expect(Self.secureFlags(app).isEmpty, "\(app.facts)")
    }

    /// A `DefaultLifecycleObserver`'s `onCreate(owner)` runs from its Activity's: a launch
    /// handler whose calls are followed, not a method called on demand.
    @Test func aLifecycleObserversCallbacksAreTheActivitysOfTheName() throws {
        let app = try Self.read([
            "MainActivity.kt": """
            class MainActivity : AppCompatActivity() {
                init {
                    SecureObserver().register(this)
                }
            }
            """,
            "SecureObserver.kt": """
            class SecureObserver : DefaultLifecycleObserver {
                private lateinit var activity: AppCompatActivity

                fun register(activity: AppCompatActivity) {
                    this.activity = activity
                    activity.lifecycle.addObserver(this)
                }

                override fun onCreate(owner: LifecycleOwner) {
                    store.applyTo(activity)
                }
            }
            """,
            "Store.kt": """
            class Store {
                fun applyTo(activity: Activity) {
                    activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
                }
            }
            """,
        ])
        let flags = Self.secureFlags(app).filter { $0.handler.owner == "SecureObserver" }
        #expect(flags.map(\.handler.callback) == ["onCreate(LifecycleOwner)"], "\(app.facts)")
        #expect(flags.first?.handler.moment == .launch)
        #expect(flags.first?.location.file.hasSuffix("Store.kt") == true)
    }

    /// A helper's method no other method of its class calls runs while the app is in front: of
    /// what its calls lead to, the flag it sets up is kept, not the view it adds.
    @Test func anOnDemandMethodsCallsAreFollowedToWhatStaysSetUp() throws {
        let app = try Self.read([
            "MainActivity.kt": Self.mainActivity(onCreate: []),
            "SecuritySettings.kt": """
            class SecuritySettings {
                fun enable(activity: Activity) {
                    privacyGuard.engage(activity)
                }
            }
            """,
            "PrivacyGuard.kt": """
            class PrivacyGuard {
                fun engage(activity: Activity) {
                    activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
                    activity.addContentView(ImageView(activity), params)
                }
            }
            """,
        ])
        // (PrivacyGuard's method, which nothing in its class calls, is one too.)
        let enable = app.facts.filter { $0.handler.owner == "SecuritySettings" }
        #expect(enable.map(\.action) == [.secureFlag(.add)], "\(app.facts)")
        #expect(enable.first?.handler.moment == .launch)
        #expect(enable.first?.location.file.hasSuffix("PrivacyGuard.kt") == true)
        #expect(enable.first?.via.map(\.line) == [3])
    }

    /// Immersive mode's system bars hidden or shown on the way out is set-up: no cover, no call
    /// to follow and no unrecognised code. A curtain hidden is still a call.
    @Test func theSystemBarsShownOrHiddenAreSetUp() {
        let source = """
            class ReaderActivity : AppCompatActivity() {
                private val windowInsetsController by lazy { WindowInsetsControllerCompat(window, decor) }

                override fun onWindowFocusChanged(hasFocus: Boolean) {
                    super.onWindowFocusChanged(hasFocus)
                    windowInsetsController.hide(WindowInsetsCompat.Type.systemBars())
                    window.insetsController?.show(WindowInsets.Type.statusBars())
                    WindowCompat.getInsetsController(window, window.decorView).hide(navigationBars())
                }

                override fun onPause() {
                    super.onPause()
                    privacyCurtain.hide()
                }
            }
            """
        let reading = AndroidReader(language: .kotlin).read(
            ScannedFile(path: "ReaderActivity.kt", language: .kotlin, bytes: Array(source.utf8)))
        #expect(reading.facts.map(\.location.line) == [13], "\(reading.facts)")
        #expect(reading.facts.first?.handler.callback == "onPause()")
    }

    /// The content view hidden in onPause, straight or through `runOnUiThread` (which runs at
    /// once on the UI thread, where onPause runs): overlay-on-pause, with its pitfall, not a
    /// deferred call; `View.post` from the same callback stays deferred.
    @Test func theContentHiddenInOnPauseIsOverlayOnPauseAndRunOnUiThreadIsNoDeferral() throws {
        let source = """
            package com.example.vault;

            public class MainActivity extends Activity {
                @Override
                public void onPause() {
                    if (settings.getAuthMethod() == AuthMethod.DEVICE)
                        runOnUiThread(() -> findViewById(R.id.cardList).setVisibility(View.INVISIBLE));
                    cardList.post(() -> header.setVisibility(View.GONE));
                    super.onPause();
                }
            }
            """
        let app = try Self.read(["MainActivity.java": source])
        let hidden = app.facts.filter { $0.action == .redactsContent }
        #expect(hidden.map(\.location.line) == [7, 8], "\(app.facts)")
        #expect(hidden.map(\.deferred) == [nil, .post])
        let findings = ScanMapping.findings(for: app)
        #expect(findings.compactMap(\.configuration?.id) == ["overlay-on-pause"])
        #expect(findings.first?.location.line == 7)
        #expect(findings.first?.pitfalls == [.overlayInOnPause])
    }

    /// `setRecentsScreenshotEnabled(!isPinSetup)` disables the screenshot where the condition
    /// holds; a plain variable says nothing the scan can read.
    @Test func aNegatedConditionDisablesTheRecentsScreenshot() throws {
        let source = Self.mainActivity(onCreate: [
            "if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {",
            "    setRecentsScreenshotEnabled(!isPinSetup)",
            "    setRecentsScreenshotEnabled(allowed)",
            "}",
        ])
        let app = try Self.read(["MainActivity.kt": source])
        let calls = app.facts.filter {
            if case .recentsScreenshotEnabled = $0.action { true } else { false }
        }
        #expect(calls.map(\.location.line) == [5], "\(app.facts)")
        #expect(calls.first?.action == .recentsScreenshotEnabled(false))
        #expect(calls.first?.apiLevelGuard == 33)
    }

    /// An `Application.ActivityLifecycleCallbacks` object made in a method (Kotlin's `object :`,
    /// Java's `new … () {`): its `onActivityPaused` runs in every Activity's onPause, and calls the
    /// class it is made in; the method that makes it does not run its body.
    @Test func anActivityLifecycleCallbacksObjectsCallbacksAreEveryActivitys() throws {
        let kotlin = """
            package com.example.vault

            class PrivacyHelper(private val app: Application) {
                fun register() {
                    app.registerActivityLifecycleCallbacks(object : Application.ActivityLifecycleCallbacks {
                        override fun onActivityPaused(act: Activity) {
                            act.window?.clearFlags(WindowManager.LayoutParams.FLAG_SECURE)
                            showOverlay(act)
                        }

                        override fun onActivityResumed(act: Activity) {
                            act.window?.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
                        }
                    })
                }

                private fun showOverlay(act: Activity) {
                    (act.window.decorView as ViewGroup).addView(View(act))
                }
            }
            """
        let java = """
            package com.example.vault;

            public class Guard {
                void register(Application app) {
                    app.registerActivityLifecycleCallbacks(new Application.ActivityLifecycleCallbacks() {
                        @Override
                        public void onActivityResumed(Activity act) {
                            act.getWindow().addFlags(WindowManager.LayoutParams.FLAG_SECURE);
                        }
                    });
                }
            }
            """
        let nested = """
            package com.example.vault

            class VaultApp : Application() {
                class Watcher : Application.ActivityLifecycleCallbacks {
                    override fun onActivityPaused(act: Activity) {
                        act.window?.clearFlags(WindowManager.LayoutParams.FLAG_SECURE)
                    }
                }
            }
            """
        let app = try Self.read(["PrivacyHelper.kt": kotlin, "Guard.java": java, "VaultApp.kt": nested])
        // A class declared as one is read once.
        let watcher = app.facts.filter { $0.location.file.hasSuffix("VaultApp.kt") }
        #expect(watcher.map(\.location.line) == [6], "\(watcher)")
        let paused = app.facts.filter {
            $0.handler.callback.hasPrefix("onActivityPaused")
                && $0.location.file.hasSuffix("PrivacyHelper.kt")
        }
        #expect(paused.map(\.handler.moment) == [.resignActive, .resignActive], "\(app.facts)")
        #expect(paused.contains { if case .addsView = $0.action { true } else { false } })
        let flags = Self.secureFlags(app).filter { $0.handler.moment == .becomeActive }
        #expect(flags.map(\.location.line).sorted() == [8, 12], "\(app.facts)")
        #expect(flags.allSatisfy { $0.handler.callback.hasPrefix("onActivityResumed") })
        // Nothing of the objects is read again as the code of the methods that make them.
        #expect(!app.facts.contains { $0.handler.callback.hasPrefix("register") })
        let findings = ScanMapping.findings(for: app)
        #expect(findings.contains { $0.configuration?.id == "overlay-on-pause" }, "\(findings)")
    }
}
