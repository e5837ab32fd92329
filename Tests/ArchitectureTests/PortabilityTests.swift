import Foundation
import SwitcherTestSupport
import Testing

/// The package builds on Linux and macOS: a C library module is imported only where it
/// exists, and nothing reads what only Linux has. Checked here because CI runs on Linux,
/// where a Linux-only call compiles and passes.
@Suite struct PortabilityTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under Sources and Tests, as (path, lines).
    static func swiftFiles() throws -> [(path: String, lines: [Substring])] {
        var files: [(String, [Substring])] = []
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            else {
                continue
            }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                let path = folder + "/" + url.path.replacingOccurrences(of: base.path + "/", with: "")
                files.append((path, text.split(separator: "\n", omittingEmptySubsequences: false)))
            }
        }
        return files
    }

    static let platformModules = ["Glibc", "Darwin", "Musl", "Bionic", "WinSDK", "ucrt"]

    /// `import Glibc` only under `#if canImport(Glibc)` (or `#elseif`), and so on.
    @Test func platformModulesAreImportedOnlyWhereTheyExist() throws {
        var offenders: [String] = []
        for file in try Self.swiftFiles() {
            for (index, line) in file.lines.enumerated() {
                let words = line.split(separator: " ")
                guard words.first == "import", words.count > 1 else { continue }
                let module = String(words[1].split(separator: ".")[0])
                guard Self.platformModules.contains(module) else { continue }
                let condition = file.lines[..<index].last {
                    $0.trimmingCharacters(in: .whitespaces).hasPrefix("#if")
                        || $0.trimmingCharacters(in: .whitespaces).hasPrefix("#elseif")
                }
                if condition?.contains("canImport(\(module))") != true {
                    offenders.append("\(file.path):\(index + 1): import \(module)")
                }
            }
        }
        #expect(offenders == [])
    }

    /// /proc and the `environ` global are Linux's (macOS has neither as such).
    @Test func nothingReadsWhatOnlyLinuxHas() throws {
        var offenders: [String] = []
        for file in try Self.swiftFiles() where !file.path.hasSuffix("PortabilityTests.swift") {
            for (index, line) in file.lines.enumerated() {
                let code = line.components(separatedBy: "//")[0]
                if code.contains("\"/proc")
                    || code.range(of: #"\benviron\b"#, options: .regularExpression) != nil
                {
                    offenders.append(
                        "\(file.path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(offenders == [])
    }
}
