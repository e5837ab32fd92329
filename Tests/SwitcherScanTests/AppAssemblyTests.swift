import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// The app as it is built: modules read as part of their app, calls followed across them,
/// what builds no app left without a verdict.
@Suite struct AppAssemblyTests {
    static func write(_ files: [String: String], in directory: URL) throws {
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The first app a scan of `files`, written to a temporary directory, finds.
    static func firstApp(_ files: [String: String]) throws -> AppReading {
        try withTemporaryDirectory { directory in
            try write(files, in: directory)
            return try #require(try Scanner.read(directory).apps.first)
        }
    }

    /// `app`'s report, audited for Medical ID's card, unranked.
    static func audit(_ app: AppReading) throws -> AppReport {
        var rankings: [String: Recommendation.Ranking] = [:]
        return try ScanReport.audit(
            app, catalog: ShippedAssets.catalog, appName: "Medical ID", recommend: false, rankings: &rankings)
    }

    static func manifest(_ package: String) -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(package)">
          <application><activity android:name=".MainActivity"/></application>
        </manifest>
        """
    }

    /// An app module whose Activity calls a Kotlin extension function of a library module in
    /// another file: one app, the flag found through the call, the library read as part of it.
    static let project: [String: String] = [
        "build.gradle": "plugins {\n    id 'com.android.application' apply false\n}\n",
        "app/build.gradle": "apply plugin: 'com.android.application'\n\nandroid { minSdkVersion 33 }\n",
        "app/src/main/AndroidManifest.xml": manifest("com.example.vault"),
        "app/src/main/java/com/example/vault/MainActivity.kt": """
        package com.example.vault

        class MainActivity : AppCompatActivity() {
            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                window.setSecureScreen(true)
            }
        }
        """,
        "security/build.gradle.kts": "plugins {\n    alias(libs.plugins.android.library)\n}\n",
        "security/src/main/AndroidManifest.xml": manifest("com.example.security"),
        "security/src/main/kotlin/com/example/security/WindowExtensions.kt": """
        package com.example.security

        fun Window.setSecureScreen(enabled: Boolean) {
            if (enabled) {
                addFlags(WindowManager.LayoutParams.FLAG_SECURE)
            } else {
                clearFlags(WindowManager.LayoutParams.FLAG_SECURE)
            }
        }
        """,
    ]

    @Test func aLibraryModuleIsReadAsPartOfTheAppAndItsExtensionFunctionFollowed() throws {
        try withTemporaryDirectory { directory in
            try Self.write(Self.project, in: directory)
            let reading = try Scanner.read(directory)
            #expect(reading.apps.map(\.root) == ["app"])
            #expect(
                reading.notes.contains { $0.contains("read as part of the app") && $0.contains("security") })
            let app = try #require(reading.apps.first)
            let secure = app.facts.filter { if case .secureFlag = $0.action { true } else { false } }
            #expect(
                secure.map(\.handler.callback) == ["onCreate(Bundle?)", "onCreate(Bundle?)"], "\(app.facts)")
            #expect(
                secure.first?.via == [
                    SourceLocation(file: "app/src/main/java/com/example/vault/MainActivity.kt", line: 6)
                ])
            let report = try Self.audit(app)
            #expect(report.findings.compactMap(\.configuration?.id) == ["secure-flag"])
            #expect(!report.leaksAnywhere)
        }
    }

    @Test func twoProjectsSideBySideAreNotOneApp() throws {
        try withTemporaryDirectory { directory in
            var files: [String: String] = [:]
            for (path, text) in Self.project { files["one/" + path] = text }
            files["two/lib/build.gradle"] = "plugins { id 'com.android.library' }\n"
            files["two/lib/src/main/AndroidManifest.xml"] = Self.manifest("com.example.two")
            files["two/lib/src/main/java/Two.kt"] =
                "class TwoActivity : Activity() {\n    override fun onPause() {\n        super.onPause()\n"
                + "        window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)\n    }\n}\n"
            try Self.write(files, in: directory)
            let reading = try Scanner.read(directory)
            // `two/lib` is no module of `one/app`: it keeps its own report, as a library.
            #expect(reading.apps.map(\.root).sorted() == ["one/app", "two/lib"])
        }
    }

    @Test func aFrameworkOrAnExampleWithNoLifecycleCodeGetsNoVerdict() throws {
        try withTemporaryDirectory { directory in
            try Self.write(
                [
                    "Kit/Kit.xcodeproj/project.pbxproj":
                        "productType = \"com.apple.product-type.framework\";\nTARGETED_DEVICE_FAMILY = \"1,2\";\n",
                    "Kit/Sources/Kit.swift": "public struct Kit {}\n",
                    "example/android/app/src/main/AndroidManifest.xml": Self.manifest("com.example.demo"),
                    "android/src/main/java/Plugin.kt":
                        "class PrivacyPlugin : FlutterPlugin {\n    fun secure(activity: Activity) {\n"
                        + "        activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)\n    }\n}\n",
                ], in: directory)
            let reading = try Scanner.read(directory)
            #expect(reading.apps.map(\.root) == ["android/src/main/java"], "\(reading.apps.map(\.root))")
            #expect(reading.notes.contains { $0.hasPrefix("Kit/Kit.xcodeproj: builds a library") })
            #expect(reading.notes.contains { $0.contains("an example app with no lifecycle code") })
        }
    }

    /// A vendored library's project that builds a framework and an `Example` application (a
    /// demo of the library) is a library: the project's one app keeps its modules.
    @Test func aVendoredLibrarysExampleTargetIsNoSecondApp() throws {
        let fixture = FollowedCallTests.fixtures.appendingPathComponent("vendored-library-example")
        let reading = try Scanner.read(fixture)
        #expect(reading.apps.map(\.root) == ["App"], "\(reading.apps.map(\.root))")
        #expect(
            reading.notes.contains { $0.contains("read as part of the app") && $0.contains("Vendor/Charts") },
            "\(reading.notes)")
        #expect(ProjectFileReader.namesExample("Example"))
        #expect(ProjectFileReader.namesExample("ChartsDemoApp"))
        #expect(!ProjectFileReader.namesExample("Exemplary"))
        #expect(!ProjectFileReader.namesExample("Vault"))
    }

    @Test func aFlutterPluginsDelegateMethodsRunFromTheNotifications() throws {
        try withTemporaryDirectory { directory in
            try Self.write(
                [
                    "ios/Classes/Plugin.swift": """
                    import Flutter
                    import UIKit

                    public class PrivacyPlugin: NSObject, FlutterPlugin {
                        public func applicationWillResignActive(_ application: UIApplication) {
                            guard let window = application.windows.first else { return }
                            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
                            blur.frame = window.bounds
                            window.addSubview(blur)
                        }
                    }
                    """
                ], in: directory)
            let reading = try Scanner.read(directory)
            let app = try #require(reading.apps.first)
            #expect(app.isLibrary)
            let fact = try #require(app.facts.first { if case .addsView = $0.action { true } else { false } })
            #expect(fact.handler.host == .notificationObserver)
            #expect(fact.handler.plugin == "Flutter")
        }
    }

    /// In onPause, a listener set to null or removed from a view, a getter, a save draw
    /// nothing: not reported as unrecognised privacy code; a call on the view it cannot follow
    /// still is.
    @Test func aListenerRemovedFromAViewIsNoUnrecognisedCode() throws {
        let app = try AppAssemblyTests.firstApp(
            [
                "app/build.gradle": "apply plugin: 'com.android.application'\n",
                "app/src/main/AndroidManifest.xml": Self.manifest("com.example.vault"),
                "app/src/main/java/com/example/vault/MainActivity.kt": """
                package com.example.vault

                class MainActivity : AppCompatActivity() {
                    override fun onPause() {
                        super.onPause()
                        searchView?.setOnQueryTextListener(null)
                        passwordView.removeTextChangedListener(watcher)
                        recyclerView?.removeOnScrollListener(scrollListener)
                        val counts = entryListView.getUsageCounts()
                        searchFiltersView?.saveSearchParameters()
                        coverView?.showShade()
                    }
                }

                """,
            ])
        let unrecognised = app.facts.compactMap { fact -> String? in
            if case .unrecognised(let text) = fact.action { text } else { nil }
        }
        #expect(unrecognised == ["coverView?.showShade()"], "\(unrecognised)")
        #expect(FollowedCalls.registersListener("setOnQueryTextListener"))
        #expect(FollowedCalls.registersListener("unregisterCallback"))
        #expect(!FollowedCalls.registersListener("setListenerFlag"))
        #expect(!FollowedCalls.registersListener("listener"))
        // The last call of the statement decides: `getWindow()` only leads to `addFlags`.
        #expect(
            FollowedCalls.drawsNothing(
                statement: "UserDefaults.standard.set(isBlurOverlayModeEnabled, forKey: key)"))
        #expect(
            FollowedCalls.drawsNothing(
                statement: "scrollPositionCache.store(position: textView.contentOffset.y)"))
        #expect(!FollowedCalls.drawsNothing(statement: "getWindow().addFlags(flags)"))
        #expect(!FollowedCalls.drawsNothing(statement: "coverView.isHidden = false"))
        #expect(!FollowedCalls.drawsNothing(statement: "privacyView.get()"))
        // A name that reads like privacy code may draw, whatever its verb.
        #expect(!FollowedCalls.drawsNothing(statement: "shield.getCover()"))
        #expect(!FollowedCalls.drawsNothing(statement: "storeAndShowOverlay()"))
        #expect(!FollowedCalls.drawsNothing(statement: "privacyPreferences.apply(settings)"))
    }

    /// No project or Info.plist: an app delegate and no scene delegate is an app in the app
    /// lifecycle, said; a watch app's or a Mac app's `App` and a macOS delegate beside it are not
    /// read as iOS.
    @Test func aTreeWithoutAProjectIsJudgedFromItsDelegates() throws {
        try withTemporaryDirectory { directory in
            try Self.write(
                [
                    "Vault/AppDelegate.m": """
                    @implementation AppDelegate
                    - (void)applicationWillResignActive:(UIApplication *)application {
                        UIView *cover = [[UIView alloc] initWithFrame:self.window.bounds];
                        cover.backgroundColor = [UIColor blackColor];
                        [self.window addSubview:cover];
                    }
                    @end
                    """,
                    "Watch-App/WatchApp.swift": "import SwiftUI\n\n@main\nstruct WatchApp: App {\n"
                        + "    var body: some Scene { WindowGroup { Text(\"x\") } }\n}\n",
                    // A macOS target's SwiftUI App imports SwiftUI alone: its folder says the Mac.
                    "macOS/MacApp.swift": "import SwiftUI\n\n@main\nstruct MacApp: App {\n"
                        + "    var body: some Scene { WindowGroup { Text(\"x\") } }\n}\n",
                    "MacVault/AppDelegate.m": "#import <Cocoa/Cocoa.h>\n@implementation AppDelegate\n"
                        + "- (void)applicationWillResignActive:(NSNotification *)n { [self.window orderOut:nil]; }\n@end\n",
                ], in: directory)
            let reading = try Scanner.read(directory)
            let app = try #require(reading.apps.first)
            #expect(reading.apps.count == 1)
            #expect(app.judgedFromDelegates)
            #expect(app.lifecycle == .app)
            #expect(app.facts.allSatisfy { $0.location.file.hasPrefix("Vault/") })
        }
    }
}
