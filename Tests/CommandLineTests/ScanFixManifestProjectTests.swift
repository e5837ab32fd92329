import Foundation
import SwitcherTestSupport
import Testing

/// `scan --fix` on a project with no native folder (a managed Expo project): nothing of the
/// app's to add to, and the fix says how to make it.
@Suite struct ScanFixManifestProjectTests {
    @Test func aManagedExpoProjectIsToldToPrebuild() throws {
        try withTemporaryDirectory { directory in
            let files = [
                "package.json": "{\n  \"dependencies\": {\n    \"expo-screen-capture\": \"~8.0.7\"\n  }\n}\n",
                "app.json": "{ \"expo\": { \"ios\": { \"supportsTablet\": true } } }\n",
                "App.js": "import * as ScreenCapture from 'expo-screen-capture';\n"
                    + "ScreenCapture.enableAppSwitcherProtectionAsync();\n",
            ]
            for (path, text) in files {
                try Data(text.utf8).write(to: directory.appendingPathComponent(path))
            }
            let before = try Switcherlab.run(["scan", "."], in: directory)
            #expect(before.status == 1, "\(before.output)")
            let fix = try Switcherlab.run(["scan", ".", "--fix"], in: directory)
            #expect(fix.status == 0, "\(fix.error)")
            #expect(fix.output.isEmpty, "\(fix.output)")
            for folder in ["ios", "android"] {
                #expect(
                    fix.error.contains(
                        "still leaks, and the project has no native \(folder) folder to add recommend's choice to"
                    ),
                    "\(fix.error)")
            }
            #expect(fix.error.contains("make it (`npx expo prebuild`; prebuild makes the folder anew"))
        }
    }
}
