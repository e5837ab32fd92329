import Foundation
import Testing

/// The scan asks a platform its facts (`Sources/SwitcherScan/ScanPlatform.swift`), each
/// answered once for every platform: its code and its output never compare a platform with
/// one named (ARCHITECTURE §8). Comparing two platforms with each other is fine.
@Suite struct ScanPlatformCheckTests {
    static let check = try! NSRegularExpression(pattern: #"platform\s*[!=]=\s*(Platform)?\.(iOS|android)\b"#)

    /// Whether `path` (below Sources) is the scan's or its output's.
    static func isScans(_ path: String) -> Bool {
        path.hasPrefix("SwitcherScan/") || path == "SwitcherReports/ScanOutput.swift"
    }

    @Test func theCheckCatchesPlatformComparisons() {
        for line in [
            "if app.platform == .iOS {", "guard platform != .android else", "x.platform == Platform.iOS",
        ] {
            #expect(
                Self.check.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil,
                "\(line)")
        }
        for line in ["$0.platform == app.platform", "platform.installsPods", "switch platform {"] {
            #expect(
                Self.check.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) == nil,
                "\(line)")
        }
    }

    @Test func theScanComparesNoPlatformWithANamedOne() throws {
        let files = try FenceTests.swiftFiles().filter { Self.isScans($0.path) }
        #expect(files.count > 10)
        let found = files.flatMap { file in
            file.text.split(separator: "\n").enumerated().compactMap { i, line -> String? in
                let code = String(line)
                let range = NSRange(code.startIndex..., in: code)
                guard Self.check.firstMatch(in: code, range: range) != nil else { return nil }
                return "\(file.path):\(i + 1): \(code.trimmingCharacters(in: .whitespaces))"
            }
        }
        #expect(found.isEmpty, "ask a fact of the platform instead:\n\(found.joined(separator: "\n"))")
    }
}
