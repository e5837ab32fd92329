import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// A project that commits XcodeGen's project.yml and not the project.pbxproj made from it: the
/// app is its app target, built from that target's folders and its frameworks'; a second app
/// target (a SwiftUI gallery of the screens) and the tests are not the app.
@Suite struct XcodeGenProjectTests {
    static let files: [String: String] = [
        "project.yml": """
        name: Vault
        configFiles:
          Debug: Config/Project-Debug.xcconfig
        include:
          - path: Vault/target.yml
          - Gallery/target.yml
        targets:
          VaultKit:
            type: framework
            platform: iOS
            sources: [VaultKit]

        """,
        "Vault/target.yml": """
        targets:
          Vault:
            type: application
            platform: iOS
            dependencies:
              - target: VaultKit
              - package: Charts
            info:
              path: SupportingFiles/Info.plist
            sources:
              - path: .
                excludes:
                  - "Generated/**"
              - path: ../Gallery/Screens

        """,
        "Gallery/target.yml": """
        targets:
          Gallery:
            type: application
            platform: iOS
            sources: [.]
          VaultTests:
            type: bundle.unit-test
            platform: iOS
            sources: [../VaultTests]

        """,
        "Config/Project-Debug.xcconfig": "#include \"Project.xcconfig\"\n\nONLY_ACTIVE_ARCH = YES\n",
        "Config/Project.xcconfig": """
        // The project's settings.
        IPHONEOS_DEPLOYMENT_TARGET = 14.0
        TARGETED_DEVICE_FAMILY = 1,2
        IPHONEOS_DEPLOYMENT_TARGET = 15.1
        TARGETED_DEVICE_FAMILY = 1 // the iPhone alone

        """,
        "Vault.xcodeproj/xcshareddata/xcschemes/Vault.xcscheme": "<Scheme/>\n",
        "Vault/SupportingFiles/Info.plist": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>Vault</string></dict></plist>

        """,
        "Vault/AppDelegate.swift": """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func applicationWillResignActive(_ application: UIApplication) {
                window?.isHidden = true
            }

            func applicationDidBecomeActive(_ application: UIApplication) {
                window?.isHidden = false
            }
        }

        """,
        "Vault/Generated/Strings.swift": "enum Strings {}\n",
        "VaultKit/Theme.swift": "public enum Theme {}\n",
        "Gallery/GalleryApp.swift": """
        import SwiftUI

        @main
        struct GalleryApp: App {
            var body: some Scene { WindowGroup { Text("Screens") } }
        }

        """,
        "Gallery/Screens/RecordScreen.swift":
            "import SwiftUI\n\nstruct RecordScreen: View {\n    var body: some View { Text(\"Record\") }\n}\n",
        "VaultTests/VaultTests.swift": "import XCTest\n\nfinal class VaultTests: XCTestCase {}\n",
    ]

    @Test func theAppIsItsAppTargetAsTheSpecBuildsIt() throws {
        try withTemporaryDirectory { directory in
            try AppAssemblyTests.write(Self.files, in: directory)
            let reading = try Scanner.read(directory)
            #expect(reading.apps.count == 1)
            let app = try #require(reading.apps.first)
            // The gallery's SwiftUI App is another target's: the app has no scenes.
            #expect(app.swiftUIApp == nil)
            #expect(app.lifecycle == .app)
            // XcodeGen's iOS preset, written into the target, before the project's xcconfig.
            #expect(app.devices == [.iphone, .ipad])
            // The xcconfig's last assignment, through its include.
            #expect(app.deploymentTarget == 15)
            #expect(app.facts.contains { $0.location.file == "Vault/AppDelegate.swift" })
            // Its own folder less the excluded one, its framework's, the shared screens.
            #expect(app.filesRead[.swift] == 3, "\(app.filesRead)")
            #expect(app.filesRead[.plist] == 1)
            #expect(app.filesRead[.xcodegen] == 3)
            #expect(
                reading.notes.contains {
                    $0.hasPrefix("project.yml: the app is its target Vault and the 1 target it depends on: ")
                        && $0.contains("(other apps: Gallery)")
                }, "\(reading.notes)")
        }
    }

    /// The .xcodeproj generated and not committed: the spec marks the project, above the
    /// targets' Info.plists, and the app is its app target all the same.
    @Test func theSpecMarksTheProjectWhenNoXcodeprojIsCommitted() throws {
        try withTemporaryDirectory { directory in
            var files = Self.files
            files["Vault.xcodeproj/xcshareddata/xcschemes/Vault.xcscheme"] = nil
            files["Gallery/Info.plist"] = files["Vault/SupportingFiles/Info.plist"]
            try AppAssemblyTests.write(files, in: directory)
            let reading = try Scanner.read(directory)
            #expect(reading.apps.count == 1, "\(reading.apps.map(\.root))")
            let app = try #require(reading.apps.first)
            #expect(app.root == ".")
            #expect(app.lifecycle == .app)
            #expect(app.devices == [.iphone, .ipad])
        }
        // A project.yml of another tool marks nothing.
        try withTemporaryDirectory { directory in
            try AppAssemblyTests.write(["project.yml": "name: docs\nversion: 2\n"], in: directory)
            let spec = directory.appendingPathComponent("project.yml")
            #expect(!SourceTree.isXcodeGenSpec(spec, inside: directory.path, limit: 1_000))
            #expect(SourceTree.isProject("App/project.yml"))
            #expect(!SourceTree.isProject("App/Info.plist"))
        }
    }

    /// With the presets off, the project's xcconfig gives the family; a target template is not
    /// followed, and then no file is left out.
    @Test func presetsOffAndTemplatesAreReadAsTheSpecSays() throws {
        try withTemporaryDirectory { directory in
            var files = Self.files
            files["project.yml"] = files["project.yml"].map { "options:\n  settingPresets: none\n" + $0 }
            try AppAssemblyTests.write(files, in: directory)
            let app = try #require(try Scanner.read(directory).apps.first)
            #expect(app.devices == [.iphone])
        }
        try withTemporaryDirectory { directory in
            var files = Self.files
            files["Gallery/target.yml"] = files["Gallery/target.yml"].map {
                $0.replacingOccurrences(
                    of: "    sources: [.]\n", with: "    sources: [.]\n    templates: [Screens]\n")
            }
            try AppAssemblyTests.write(files, in: directory)
            let reading = try Scanner.read(directory)
            #expect(
                reading.notes.contains(
                    "project.yml: target templates, which the scan does not follow: every file read as the app's"
                ), "\(reading.notes)")
        }
        // Nesting past 64, or aliases past 64, is not given to the parser.
        #expect(XcodeGenProject.isBounded("targets:\n  App: {type: application}\n"))
        #expect(!XcodeGenProject.isBounded("targets: " + String(repeating: "[", count: 65)))
        #expect(!XcodeGenProject.isBounded("a: &x 1\nb: [" + String(repeating: "*x, ", count: 65) + "]"))
    }

    /// Two application targets, neither named as the project: which is the app is not guessed.
    @Test func noAppTargetNamedAsTheProjectLeavesEveryFileTheApps() throws {
        try withTemporaryDirectory { directory in
            var files = Self.files
            files["project.yml"] = files["project.yml"]?.replacingOccurrences(
                of: "name: Vault", with: "name: Suite")
            try AppAssemblyTests.write(files, in: directory)
            let reading = try Scanner.read(directory)
            let app = try #require(reading.apps.first)
            #expect(app.swiftUIApp == "GalleryApp")
            #expect(
                reading.notes.contains {
                    $0.contains("no one of its application targets (Vault, Gallery) named as the project")
                }, "\(reading.notes)")
        }
    }

    @Test func pathsAreTakenUpButNeverOutOfTheApp() {
        #expect(XcodeGenProject.resolve("../RiotSwiftUI/Modules", in: "Riot") == "RiotSwiftUI/Modules")
        #expect(XcodeGenProject.resolve(".", in: "Riot") == "Riot")
        #expect(XcodeGenProject.resolve("../../etc", in: "Riot") == nil)
        #expect(XcodeGenProject.resolve("/etc/passwd", in: "") == nil)
        let targets = [
            XcodeGenProject.Target(
                name: "Vault", type: "application", platform: "iOS",
                sources: [("Vault", [try! PathGlob("Generated/**")])],
                location: SourceLocation(file: "project.yml", line: 1))
        ]
        #expect(XcodeGenProject.holds(targets, "Vault/AppDelegate.swift"))
        #expect(!XcodeGenProject.holds(targets, "Vault/Generated/Strings.swift"))
        #expect(!XcodeGenProject.holds(targets, "VaultTests/VaultTests.swift"))
        #expect(!XcodeGenProject.holds(targets, "VaultKit/Theme.swift"))
    }
}
