import Foundation
import Testing

/// The architecture's fences (DESIGN §1), read from the sources themselves.
@Suite struct FenceTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every Swift file under Sources, as (module, path, text).
    static func swiftFiles() throws -> [(module: String, path: String, text: String)] {
        let manager = FileManager.default
        guard let walker = manager.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = url.path.replacingOccurrences(of: sources.path + "/", with: "")
            let module = String(relative.split(separator: "/")[0])
            files.append((module, relative, try String(contentsOf: url, encoding: .utf8)))
        }
        return files
    }

    static func imports(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard words.first == "import", words.count > 1 else { return nil }
            return String(words[1])
        }
    }

    @Test func sourcesAreFound() throws {
        let files = try Self.swiftFiles()
        #expect(files.contains { $0.module == "SwitcherCore" })
    }

    @Test func onlyTheTerminalModuleImportsCurses() throws {
        let offenders = try Self.swiftFiles().filter {
            $0.module != "SwitcherTerminal" && Self.imports($0.text).contains("CNcursesw")
        }
        #expect(offenders.map(\.path) == [])
    }

    @Test func coreImportsFoundationOnly() throws {
        let offenders = try Self.swiftFiles().filter { $0.module == "SwitcherCore" }.filter {
            !Self.imports($0.text).allSatisfy { $0 == "Foundation" }
        }
        #expect(offenders.map(\.path) == [])
    }

    /// The recorder builds on the core and the composition, never on the terminal, so
    /// recordings are the same with or without one.
    @Test func recordingImportsCoreAndUIOnly() throws {
        let files = try Self.swiftFiles().filter { $0.module == "SwitcherRecording" }
        #expect(!files.isEmpty)
        let allowed: Set<String> = ["Foundation", "SwitcherCore", "SwitcherUI"]
        let offenders = files.filter { !Set(Self.imports($0.text)).isSubset(of: allowed) }
        #expect(offenders.map(\.path) == [])
    }

    /// Reads of the wall clock, sleeps and unseeded randomness (the system generator behind
    /// `random(in:)`, `randomElement()`, `shuffled()` and `UUID()`) that `text` contains.
    static func wallClockUses(_ text: String) -> [String] {
        let forbidden = [
            "Date()", "Date.now", "usleep(", "sleep(", "Thread.sleep", "Task.sleep", "DispatchTime.now",
            "ContinuousClock()", "SuspendingClock()", "clock_gettime", "gettimeofday",
            "CFAbsoluteTimeGetCurrent",
            "ProcessInfo.processInfo.systemUptime", ".random(", "SystemRandomNumberGenerator",
            ".randomElement()", ".shuffled()", ".shuffle()", "UUID()",
        ]
        return forbidden.filter { text.contains($0) }
    }

    /// Time enters the core only through its virtual clock.
    @Test func coreReadsNoWallClock() throws {
        var offenders: [String] = []
        for file in try Self.swiftFiles() where file.module == "SwitcherCore" {
            for word in Self.wallClockUses(file.text) { offenders.append("\(file.path): \(word)") }
        }
        #expect(offenders == [])
    }

    /// The checks themselves see a violation when there is one.
    @Test func checksDetectViolations() {
        #expect(
            Self.imports("import Foundation\n@preconcurrency import CNcursesw\n") == [
                "Foundation", "CNcursesw",
            ])
        #expect(Self.wallClockUses("let t = Date().timeIntervalSince1970") == ["Date()"])
        #expect(Self.wallClockUses("let i = Int.random(in: 0..<4)") == [".random("])
        #expect(Self.wallClockUses("let c = cards.randomElement()") == [".randomElement()"])
        #expect(Self.wallClockUses("let c = cards.shuffled()") == [".shuffled()"])
        // A seeded generator is allowed.
        #expect(Self.wallClockUses("let c = cards.randomElement(using: &rng)") == [])
    }
}
