import Foundation
import SwitcherCore
import SwitcherReports
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// Cross-platform apps through their dependencies: the manifests' privacy libraries, the calls
/// that switch them on, and the lab configuration their native halves amount to.
@Suite struct DependencyScanTests {
    static let androidManifest = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.vault">
          <application><activity android:name=".MainActivity" /></application>
        </manifest>
        """

    /// A Flutter app: its native folders hold no privacy code, its Dart does.
    static func flutter(_ pubspec: String, lock: String? = nil, dart: String) -> [String: String] {
        var files = [
            "pubspec.yaml": pubspec,
            "lib/main.dart": dart,
            "android/app/src/main/AndroidManifest.xml": androidManifest,
            "android/app/src/main/kotlin/MainActivity.kt": "class MainActivity : FlutterActivity()\n",
            "ios/Runner/Info.plist": "<plist><dict></dict></plist>\n",
            "ios/Runner/AppDelegate.swift": "@objc class AppDelegate: FlutterAppDelegate {}\n",
        ]
        if let lock { files["pubspec.lock"] = lock }
        return files
    }

    static func findings(_ files: [String: String]) throws -> [Platform: [ScanFinding]] {
        var result: [Platform: [ScanFinding]] = [:]
        try withTemporaryDirectory { directory in
            try AppAssemblyTests.write(files, in: directory)
            let reading = try Scanner.read(directory)
            for app in reading.apps {
                result[app.platform, default: []] += ScanMapping.libraryFindings(for: app)
            }
        }
        return result
    }

    @Test func aPubspecDependencyIsReadAndALocalOneIsNot() {
        let text = """
            name: no_screenshot_example
            dependencies:
              flutter:
                sdk: flutter
              no_screenshot: ^0.9.1 # the package
              secure_application:
                path: ../
            dev_dependencies:
              screen_protector:
                version: "1.4.0"
            """
        let declared = DependencyManifest.read(Array(text.utf8), path: "pubspec.yaml")
        #expect(declared.map(\.library.name) == ["no_screenshot", "screen_protector"])
        #expect(declared.map(\.version) == ["^0.9.1", "1.4.0"])
        #expect(declared.first?.location.description == "pubspec.yaml:5")
    }

    @Test func aPackageJSONDependencyIsReadAndAFileOneIsNot() {
        let text = """
            {
              "name": "vault",
              "dependencies": {
                "expo-screen-capture": "~8.0.7",
                "react-native-privacy-snapshot": "file:../snapshot"
              }
            }
            """
        let declared = DependencyManifest.read(Array(text.utf8), path: "app/package.json")
        #expect(declared.map(\.library.name) == ["expo-screen-capture"])
        #expect(declared.first?.location.description == "app/package.json:4")
        #expect(DependencyManifest.precedes("^0.9.1", "0.9.2"))
        #expect(!DependencyManifest.precedes("0.10.0", "0.9.2"))
    }

    @Test func aFlutterCallMapsToEachPlatformsHalfAtTheCall() throws {
        let found = try Self.findings(
            Self.flutter(
                "name: vault\ndependencies:\n  no_screenshot: ^1.1.0\n",
                dart: "import 'package:no_screenshot/no_screenshot.dart';\n\nvoid main() {\n"
                    + "  NoScreenshot.instance.screenshotOff();\n}\n"))
        let android = try #require(found[.android]?.first)
        #expect(android.configuration?.id == "secure-flag")
        #expect(android.location.description == "lib/main.dart:4")
        let iOS = try #require(found[.iOS]?.first)
        #expect(iOS.configuration?.id == "secure-field-layer")
        #expect(iOS.host == .notificationObserver)
        #expect(
            iOS.notes.contains { $0.contains("pubspec.yaml:3") && $0.contains("FlutterPlaza/no_screenshot") })
    }

    /// no_screenshot's blur was a UIVisualEffectView with no fade before 0.9.2; the lock's
    /// version decides, not the range's.
    @Test(arguments: [("0.9.1", "visual-effect-blur"), ("1.1.0", "blurred-snapshot")])
    func aKnownBugOfTheLockedVersion(version: String, iOS: String) throws {
        let lock = "packages:\n  no_screenshot:\n    source: hosted\n    version: \"\(version)\"\n"
        let found = try Self.findings(
            Self.flutter(
                "dependencies:\n  no_screenshot: ^0.5.0\n", lock: lock,
                dart: "import 'package:no_screenshot/no_screenshot.dart';\nf() => NoScreenshot.instance"
                    + ".toggleScreenshotWithBlur();\n"))
        let finding = try #require(found[.iOS]?.first)
        #expect(finding.configuration?.id == iOS)
        #expect(finding.callback.contains(version))
        #expect(finding.notes.contains { $0.hasPrefix("known bug") } == (version == "0.9.1"))
        if iOS == "visual-effect-blur" { #expect(finding.configuration?.fade == 0) }
    }

    @Test func aLibraryNeverSwitchedOnIsAuditedAsNone() throws {
        let found = try Self.findings(
            Self.flutter("dependencies:\n  secure_application: ^4.0.0\n", dart: "void main() {}\n"))
        let finding = try #require(found[.android]?.first)
        #expect(finding.configuration?.id == "none")
        #expect(finding.notes.contains { $0.contains("never switched on") })
    }

    /// An Expo project before `prebuild`: no native folder, an app judged from the manifest on
    /// each platform, expo's blur on iOS at its own 0.3 s fade, nothing on Android.
    @Test func anExpoProjectWithoutNativeFoldersIsJudgedFromItsManifest() throws {
        try withTemporaryDirectory { directory in
            try AppAssemblyTests.write(
                [
                    "package.json":
                        "{\n  \"dependencies\": {\n    \"expo-screen-capture\": \"~8.0.9\"\n  }\n}\n",
                    "app.json": "{ \"expo\": { \"ios\": { \"supportsTablet\": true } } }\n",
                    "App.tsx": "import * as ScreenCapture from 'expo-screen-capture';\n"
                        + "ScreenCapture.enableAppSwitcherProtectionAsync ( 0.5 );\n",
                ], in: directory)
            let reading = try Scanner.read(directory)
            #expect(reading.apps.map(\.platform).sorted { $0.rawValue < $1.rawValue } == [.android, .iOS])
            #expect(reading.apps.allSatisfy { $0.isFromManifest })
            #expect(reading.coverage.contains("1 TypeScript file"))
            #expect(reading.searchedForCalls == 1)
            let iOS = try #require(reading.apps.first { $0.platform == .iOS })
            // app.json's ios.supportsTablet: an iPad app too.
            #expect(iOS.devices == [.iphone, .ipad])
            let finding = try #require(ScanMapping.libraryFindings(for: iOS).first)
            #expect(finding.configuration?.id == "visual-effect-blur")
            #expect(finding.configuration?.fade == 0.3)
            #expect(finding.location.description == "App.tsx:2")
            let android = try #require(reading.apps.first { $0.platform == .android })
            #expect(ScanMapping.libraryFindings(for: android).first?.configuration?.id == "none")
        }
    }

    /// react-native-screenshot-prevent registers its iOS observer only once JS adds a listener.
    @Test(arguments: [false, true])
    func anIOSHalfThatNeedsASecondCall(listens: Bool) throws {
        // The call is spelt in two parts: the architecture tests keep `.enabled(` for test traits.
        let call = "enabled(true)"
        let js =
            "import RNScreenshotPrevent from 'react-native-screenshot-prevent';\nRNScreenshotPrevent.\(call);\n"
            + (listens ? "RNScreenshotPrevent.addListener(() => {});\n" : "")
        let found = try Self.findings([
            "package.json": "{ \"dependencies\": { \"react-native-screenshot-prevent\": \"^1.2.1\" } }\n",
            "src/privacy.js": js,
        ])
        #expect(found[.iOS]?.first?.configuration?.id == (listens ? "blurred-snapshot" : "none"))
        #expect(found[.android]?.first?.configuration?.id == "secure-flag")
    }

    @Test func everyRowNamesStrategiesTheLabHas() {
        for library in PrivacyLibrary.known {
            for item in library.switches + [library.onByDefault].compactMap({ $0 }) {
                for id in [item.iOS, item.android].compactMap({ $0 }) {
                    #expect(Strategies.info(id) != nil, "\(library.name): \(id)")
                }
            }
        }
    }

    /// A plugin's pod installed from a path (Flutter's, React Native's) is its package's; a pod
    /// from a spec repository is read.
    @Test func aPodFromAPathIsItsPackagesAndOneFromASpecRepoIsRead() {
        let text = """
            PODS:
              - Flutter (1.0.0)
              - no_screenshot (0.0.1):
                - Flutter
              - RNScreenshotPrevent (1.0.0)

            EXTERNAL SOURCES:
              no_screenshot:
                :path: ".symlinks/plugins/no_screenshot/ios"
            """
        let declared = DependencyManifest.read(Array(text.utf8), path: "ios/Podfile.lock")
        #expect(declared.map(\.library.name) == ["react-native-screenshot-prevent"])
        #expect(declared.first?.location.description == "ios/Podfile.lock:5")
    }

    /// The coverage line and its JSON: files read, files not read, files searched for calls.
    @Test func theCoverageSaysWhatWasNotRead() throws {
        try withTemporaryDirectory { directory in
            try AppAssemblyTests.write(
                Self.flutter("dependencies:\n  screen_protector: ^1.4.0\n", dart: "void main() {}\n")
                    .merging(["lib/other.dart": "// nothing\n"]) { $1 }, in: directory)
            let reading = try Scanner.read(directory)
            #expect(reading.coverage.hasPrefix("coverage: "))
            #expect(reading.coverage.contains("not read: 2 Dart files"))
            #expect(reading.coverage.contains("2 searched for privacy libraries' calls"))
            let json = reading.coverageJSON.rendered
            #expect(json.contains("\"notRead\"") && json.contains("\"Dart\": 2"), "\(json)")
            #expect(json.contains("\"searchedForCalls\": 2"))
        }
    }

    /// A manifest's version is the tree's text: printed terminal-safe.
    @Test func aHostileVersionIsPrintedSafe() throws {
        let found = try Self.findings(
            Self.flutter(
                "dependencies:\n  screen_protector: \"1.4.0\u{1B}]0;owned\u{07}\"\n",
                dart: "import 'package:screen_protector/screen_protector.dart';\nf() => ScreenProtector"
                    + ".preventScreenshotOn();\n"))
        let finding = try #require(found[.iOS]?.first)
        #expect(finding.configuration?.id == "secure-field-layer")
        #expect(!finding.callback.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
}
