import Foundation
import SwitcherTestSupport
import Testing

/// A device is data (ARCHITECTURE §8): outside its description no code asks which device it
/// is; it reads a fact of the device's row instead.
@Suite struct DeviceCheckTests {
    /// The one file that may name device cases.
    static let description = "SwitcherCore/System/Device.swift"

    static let cases = "(iphoneHome|iphone|ipad|android)"

    /// What asking "which device?" looks like: a switch case, a comparison either way round,
    /// an array literal of devices, the old `isAndroid`. `platform == .android` is a fact.
    static let patterns = [
        #"\bcase\s*\(?\s*(DeviceKind)?\.\#(cases)\b"#,
        #"[!=]=\s*(DeviceKind)?\.(iphoneHome|iphone|ipad)\b"#,
        #"(?<!\bplatform)\s[!=]=\s*(DeviceKind)?\.android\b"#,
        #"\.\#(cases)\s*[!=]="#,
        #"\[\s*(DeviceKind)?\.\#(cases)\s*[,\]]"#,
        #"\.isAndroid\b"#,
    ].map { try! NSRegularExpression(pattern: $0) }

    /// The code lines of `text` that check for a device, numbered from 1.
    static func checks(in text: String) -> [(line: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { i, line in
            let code = String(line)
            if code.trimmingCharacters(in: .whitespaces).hasPrefix("//") { return nil }
            let range = NSRange(code.startIndex..., in: code)
            return patterns.contains { $0.firstMatch(in: code, range: range) != nil } ? (i + 1, code) : nil
        }
    }

    @Test func thePatternsCatchDeviceChecks() {
        let bad = [
            "if device == .iphone {", "guard kind != .ipad else", "case .iphoneHome, .android:",
            "switch (device, lifecycle) { case (.android, _):", "if .ipad == device {",
            "devices: [.android])", "[.iphone, .ipad].contains(device)", "device.isAndroid",
            "x == DeviceKind.android", "device == .android ? 1 : 2",
        ]
        for line in bad { #expect(Self.checks(in: line).count == 1, "\(line)") }
        let good = [
            "if device.platform == .android {", "guard device.platform != .android else",
            "device.hasHomeButton", "switch device.home {", "case .navigationBar:",
            "// device == .iphone in a comment", "let device: DeviceKind = .iphoneHome",
        ]
        for line in good { #expect(Self.checks(in: line).isEmpty, "\(line)") }
    }

    @Test func noDeviceChecksOutsideTheDescription() throws {
        let files = try FenceTests.swiftFiles()
        #expect(files.contains { $0.path == Self.description })
        let found = files.filter { $0.path != Self.description }.flatMap { file in
            Self.checks(in: file.text).map {
                "\(file.path):\($0.line): \($0.text.trimmingCharacters(in: .whitespaces))"
            }
        }
        #expect(
            found.isEmpty, "read a fact of the device's profile instead:\n\(found.joined(separator: "\n"))")
    }
}
