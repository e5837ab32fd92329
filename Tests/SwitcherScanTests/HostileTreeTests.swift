import Foundation
import SwitcherScan
import Testing

/// A scanned tree is hostile: loops, escapes, huge files and bytes that are not text.
@Suite struct HostileTreeTests {
    static func temporaryTree() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scan-hostile-\(ProcessInfo.processInfo.processIdentifier)-\(Int.random(in: 0..<1_000_000))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func loopsEscapesHugeFilesAndInvalidBytesScanCleanly() throws {
        let root = try Self.temporaryTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        // A symbolic link loop, and a link out of the tree.
        try FileManager.default.createSymbolicLink(
            atPath: app.appendingPathComponent("loop").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: app.appendingPathComponent("etc").path, withDestinationPath: "/etc")
        // A 40 MB source file (sparse: nothing is written but its length).
        let big = app.appendingPathComponent("Big.swift")
        _ = FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 40 * 1024 * 1024)
        try handle.close()
        // Invalid UTF-8 and escape sequences in a file's text and in a file's name.
        let bytes: [UInt8] =
            Array(
                "class AppDelegate: UIResponder, UIApplicationDelegate {\n func applicationDidEnterBackground(_ a: UIApplication) {\n  a.ignoreSnapshotOnNextApplicationLaunch() // \u{1B}]0;owned\u{07} "
                    .utf8)
            + [0xFF, 0xFE, 0xC3] + Array("\n }\n}\n".utf8)
        try Data(bytes).write(to: app.appendingPathComponent("Evil\u{1B}[2J.swift"))
        // A FIFO would block a reader that opened it: it is never opened.
        #if canImport(Glibc) || canImport(Darwin)
            _ = mkfifo(app.appendingPathComponent("pipe.swift").path, 0o600)
        #endif
        let reading = try Scanner.read(root)
        #expect(reading.apps.count == 1)
        let facts = reading.apps.flatMap(\.facts)
        #expect(facts.contains { $0.action == .ignoresSnapshotOnNextLaunch })
        let printed =
            reading.notes.joined(separator: "\n") + facts.map { "\($0.location) \($0.text)" }.joined()
        #expect(!printed.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(reading.notes.contains { $0.contains("Big.swift") && $0.contains("40 MB") })
        #expect(reading.notes.contains { $0.contains("etc") && $0.contains("not followed") })
    }

    @Test func aMissingDirectoryIsAnError() {
        #expect(throws: ScanError.self) { try Scanner.read(URL(fileURLWithPath: "/nonexistent/scan/dir")) }
    }
}
