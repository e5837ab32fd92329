import Foundation
import SwitcherCode
import SwitcherCore
import SwitcherTestSupport
import Testing

/// The Objective-C, Kotlin, Java and C# that `switcherlab code` prints, which no compiler here
/// checks, compared with the files in Fixtures/CodeGolden: one per configuration of the
/// catalog. `UPDATE_GOLDEN=1 swift test` rewrites them (and removes those of configurations
/// gone); review the diff.
@Suite struct CodeGoldenTests {
    static let folder = Repository.root.appendingPathComponent("Tests/CommandLineTests/Fixtures/CodeGolden")

    /// `color-overlay --host scene-delegate --language objc` →
    /// `color-overlay_host_scene-delegate_language_objc.txt`.
    static func fileName(_ request: CodeRequest) -> String {
        request.arguments.map { $0.hasPrefix("--") ? String($0.dropFirst(2)) : $0 }.joined(separator: "_")
            + ".txt"
    }

    @Test func objectiveCKotlinJavaAndCSharpMatchTheirGoldens() throws {
        let configurations = StrategyCode.configurations(languages: [.objc, .kotlin, .java, .csharp])
        #expect(configurations.contains { $0.language == .csharp })
        #expect(configurations.contains { $0.language == .objc })
        #expect(configurations.contains { $0.language == .kotlin })
        #expect(configurations.contains { $0.language == .java })
        let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
        var names: Set<String> = []
        for request in configurations {
            let name = Self.fileName(request)
            names.insert(name)
            let text = try StrategyCode.text(for: request)
            let file = Self.folder.appendingPathComponent(name)
            if update {
                try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
                Issue.record("\(name) is missing; UPDATE_GOLDEN=1 writes it")
                continue
            }
            if let difference = FrameDifference(expected: expected, got: text) {
                Issue.record("\(name) differs; UPDATE_GOLDEN=1 rewrites it\n\(difference)")
            }
        }
        for stale in contents(of: Self.folder) where !names.contains(stale) {
            if update {
                try FileManager.default.removeItem(at: Self.folder.appendingPathComponent(stale))
            } else {
                Issue.record("\(stale) is no configuration's; UPDATE_GOLDEN=1 removes it")
            }
        }
    }
}
