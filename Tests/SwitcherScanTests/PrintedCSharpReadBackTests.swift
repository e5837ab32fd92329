import Foundation
import SwitcherCode
import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// The C# that `switcherlab code --language csharp` prints, which no compiler here checks and
/// the lab cannot run, read back by the scan as an app's iOS head: each configuration is found
/// as the strategy, host and trigger it was printed for, with no line left unread, so the C#
/// makes the calls the Swift does, where the Swift makes them.
@Suite struct PrintedCSharpReadBackTests {
    static let configurations = StrategyCode.configurations(languages: [.csharp])

    static func infoPlist(scenes: Bool) -> String {
        let manifest =
            scenes
            ? """
            <key>UIApplicationSceneManifest</key>
            <dict>
              <key>UIApplicationSupportsMultipleScenes</key><false/>
              <key>UISceneConfigurations</key>
              <dict>
                <key>UIWindowSceneSessionRoleApplication</key>
                <array><dict><key>UISceneDelegateClassName</key><string>SceneDelegate</string></dict></array>
              </dict>
            </dict>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>CFBundleIdentifier</key><string>com.example.wallet</string>
              <key>UIDeviceFamily</key><array><integer>1</integer></array>
            \(manifest)
            </dict>
            </plist>
            """
    }

    @Test func thereIsCSharpToReadBack() {
        #expect(Self.configurations.count >= 4)
        #expect(Set(Self.configurations.map(\.host)) == [.appDelegate, .sceneDelegate])
    }

    @Test(arguments: configurations.indices)
    func eachConfigurationReadsBackAsItself(_ index: Int) throws {
        let request = Self.configurations[index]
        let host = try #require(request.host)
        let app = try withTemporaryDirectory { directory in
            var files = ["Wallet.iOS/Info.plist": Self.infoPlist(scenes: host == .sceneDelegate)]
            for file in try StrategyCode.files(for: request) {
                files["Wallet.iOS/\(file.name)"] = file.text
            }
            for (path, text) in files {
                let url = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            return try #require(try Scanner.read(directory).apps.first)
        }
        let findings = ScanMapping.findings(for: app)
        let described = findings.map {
            "\($0.location) \($0.configuration?.id ?? "-") \($0.unrecognised ?? "")"
        }
        #expect(findings.allSatisfy { $0.unrecognised == nil }, "\(request): \(described)")
        let expectedHost: HandlerHost = host == .appDelegate ? .appDelegate : .sceneDelegate
        #expect(
            findings.contains {
                $0.configuration?.id == request.strategy && $0.host == expectedHost
                    && $0.configuration?.trigger == request.trigger
            }, "\(request): \(described)")
    }
}
