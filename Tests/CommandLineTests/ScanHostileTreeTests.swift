import Foundation
import SwitcherTestSupport
import Testing

/// `switcherlab scan` over trees built to hurt it, run as a process: a symbolic link loop, links
/// out of the directory, a 40 MB file, a FIFO, invalid UTF-8 and terminal control sequences in
/// code and in file names. It must end (0 or 1), say what it skipped, read nothing outside the
/// directory and print nothing a terminal would act on.
@Suite struct ScanHostileTreeTests {
    static let fixture = Repository.root.appendingPathComponent(
        "Tests/Fixtures/scan/scene-privacy-window/App")

    /// A scene app whose delegate sits in a file named with an OSC and a CSI, beside the
    /// hostile entries; an overlay outside the tree that two links point at.
    static func makeTree(in directory: URL) throws -> URL {
        let manager = FileManager.default
        let tree = directory.appendingPathComponent("tree")
        let app = tree.appendingPathComponent("App")
        let outside = directory.appendingPathComponent("outside")
        try manager.createDirectory(
            at: app.appendingPathComponent("Views"), withIntermediateDirectories: true)
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        try manager.copyItem(
            at: fixture.appendingPathComponent("Info.plist"), to: app.appendingPathComponent("Info.plist"))
        try manager.copyItem(
            at: fixture.appendingPathComponent("SceneDelegate.swift"),
            to: app.appendingPathComponent("Scene\u{1B}]0;owned\u{07}Del\u{1B}[2Jegate.swift"))
        // Read, this would be a finding of its own (an app-delegate overlay in a scene app).
        try Data(Self.outsideOverlay.utf8).write(to: outside.appendingPathComponent("Overlay.swift"))
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("Outside.swift").path,
            withDestinationPath: outside.appendingPathComponent("Overlay.swift").path)
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("Elsewhere").path, withDestinationPath: "../../outside")
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("Views/up").path, withDestinationPath: "..")
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("top").path, withDestinationPath: "..")
        try makeSparseFile(app.appendingPathComponent("Big\u{1B}[31m.swift"), size: 40 * 1024 * 1024)
        #expect(mkfifo(app.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
        try Data(Self.controlBytes).write(to: app.appendingPathComponent("Views/Account.swift"))
        return tree
    }

    static let outsideOverlay = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func applicationDidEnterBackground(_ application: UIApplication) {
                let cover = UIView(frame: window!.bounds)
                cover.backgroundColor = .black
                cover.tag = 4242
                window?.addSubview(cover)
            }
        }
        """

    /// Swift with control sequences in an identifier, strings and comments, invalid UTF-8, NUL,
    /// backspace and a bare carriage return; an observer with an overlay, so that its lines
    /// are quoted in a finding.
    static let controlBytes: [UInt8] =
        Array("import UIKit\n// \u{1B}]0;owned\u{07} \u{1B}[2J comment ".utf8) + [
            0xFF, 0xFE, 0x00, 0x08, 0x0D,
        ]
        + Array(
            """

            final class Account\u{1B}[31mController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(
                        forName: UIApplication.willResignActiveNotification, object: nil, queue: .main
                    ) { _ in
                        let cover = UIView(frame: self.view.bounds) /* \u{1B}]8;;http://x\u{1B}\\ */
                        cover.accessibilityLabel = "\u{1B}[?1049h\u{9B}2J\u{07}
            """.utf8) + [0xC3, 0x28, 0xC2, 0x9B]
        + Array(
            """
            "
                        cover.tag = 99
                        self.view.addSubview(cover)
                    }
                }
            }
            let s\u{1B}x = "\u{1B}P payload \u{1B}\\"

            """.utf8)

    /// The bytes of `data` a terminal acts on: C0 controls but newline and tab, DEL, and C1
    /// controls (U+0080–U+009F); also whether `data` is valid UTF-8.
    static func unsafeBytes(_ data: Data) -> (controls: [String], validUTF8: Bool) {
        var found = data.filter { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }
            .map { String(format: "0x%02x", $0) }
        let text = String(decoding: data, as: UTF8.self)
        found += text.unicodeScalars.filter { (0x80...0x9F).contains($0.value) }
            .map { String(format: "U+%04X", $0.value) }
        return (found, String(data: data, encoding: .utf8) != nil)
    }

    /// `scan` run in the background with its standard output and error kept as bytes, killed
    /// after two minutes (a hang fails the test rather than the test run).
    static func scan(_ arguments: [String], in directory: URL) throws -> (
        status: Int32?, output: Data, error: Data
    ) {
        let out = directory.appendingPathComponent("out").path
        let err = directory.appendingPathComponent("err").path
        let program = try RunningProgram(["scan"] + arguments, output: out, errors: err)
        let status = program.waitForExit(atMost: 120)
        return (
            status, (try? Data(contentsOf: URL(fileURLWithPath: out))) ?? Data(),
            (try? Data(contentsOf: URL(fileURLWithPath: err))) ?? Data()
        )
    }

    @Test(arguments: [[], ["--json"]])
    func aHostileTreeScansCleanly(_ format: [String]) throws {
        try withTemporaryDirectory { directory in
            let tree = try Self.makeTree(in: directory)
            let run = try Self.scan([tree.path] + format, in: directory)
            let error = String(decoding: run.error, as: UTF8.self)
            let status = try #require(run.status, "scan ended within two minutes")
            #expect([0, 1].contains(status), "exit \(status): \(error)")
            for (name, data) in [("stdout", run.output), ("stderr", run.error)] {
                let unsafe = Self.unsafeBytes(data)
                #expect(unsafe.controls.isEmpty, "control bytes on \(name): \(unsafe.controls)")
                #expect(unsafe.validUTF8, "\(name) is valid UTF-8")
            }

            let notes: [String]
            let findings: [(file: String, strategy: String)]
            if format.isEmpty {
                let lines = String(decoding: run.output, as: UTF8.self).split(separator: "\n").map(
                    String.init)
                notes = lines.drop { $0 != "skipped:" }.dropFirst().map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                findings = lines.compactMap { line in
                    guard let match = line.firstMatch(of: #/^  (\S.*\.swift):\d+  ([a-z-]+) /#) else {
                        return nil
                    }
                    return (String(match.output.1), String(match.output.2))
                }
            } else {
                let object = try #require(
                    try JSONSerialization.jsonObject(with: run.output) as? [String: Any], "\(error)")
                notes = object["notes"] as? [String] ?? []
                findings = (object["findings"] as? [[String: Any]] ?? []).map {
                    ($0["file"] as? String ?? "", $0["strategy"] as? String ?? "")
                }
            }
            let said = notes.joined(separator: "\n")
            #expect(
                notes.contains { $0.hasPrefix("App/Big") && $0.contains("40 MB") && $0.hasSuffix("skipped") },
                "the 40 MB file is skipped and said: \(said)")
            #expect(
                notes.contains { $0.hasPrefix("App/Outside.swift:") && $0.contains("not followed") },
                "\(said)")
            #expect(
                notes.contains { $0.hasPrefix("App/Elsewhere:") && $0.contains("not followed") }, "\(said)")
            #expect(notes.contains { $0.hasPrefix("App/Views/up:") && $0.contains("loop") }, "\(said)")
            #expect(notes.contains { $0.hasPrefix("App/top:") && $0.contains("loop") }, "\(said)")

            // The delegate under its hostile name is still read, and nothing behind the links.
            #expect(
                findings.contains { $0.file.hasPrefix("App/Scene") && $0.strategy == "privacy-window" },
                "\(findings)")
            #expect(!findings.contains { $0.file.contains("Outside") || $0.file.contains("Elsewhere") })
            #expect(!findings.contains { $0.strategy.contains("app-delegate") })
            #expect(
                !String(decoding: run.output, as: UTF8.self).contains("4242"), "the outside file is not read")
        }
    }

    /// Linux file names are bytes; one that is not UTF-8 must be read or said, not dropped
    /// unseen. (macOS file systems refuse such names: nothing to check there.)
    @Test func aFileNamedWithInvalidUTF8IsReadOrSaid() throws {
        try withTemporaryDirectory { directory in
            let tree = directory.appendingPathComponent("tree")
            let app = tree.appendingPathComponent("App")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Self.fixture.appendingPathComponent("Info.plist"),
                to: app.appendingPathComponent("Info.plist"))
            let source = try Data(contentsOf: Self.fixture.appendingPathComponent("SceneDelegate.swift"))
            let name =
                Array(app.path.utf8) + Array("/Scene\u{1B}[2J".utf8) + [0xFF] + Array("Delegate.swift".utf8)
            let descriptor = (name.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
                open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            }
            guard descriptor >= 0 else { return }
            let written = source.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            #expect(written == source.count)

            let run = try Self.scan([tree.path], in: directory)
            let output = String(decoding: run.output, as: UTF8.self)
            let status = try #require(run.status)
            #expect([0, 1].contains(status), "\(String(decoding: run.error, as: UTF8.self))")
            for data in [run.output, run.error] {
                #expect(Self.unsafeBytes(data).controls.isEmpty)
                #expect(Self.unsafeBytes(data).validUTF8)
            }
            #expect(
                output.contains("privacy-window @scene-delegate")
                    || output.contains("Delegate.swift: cannot be opened by its name"),
                "the delegate is read, or its skip said:\n\(output)")
        }
    }

    @Test func aMissingDirectoryExitsTwoNamingIt() throws {
        try withTemporaryDirectory { directory in
            let missing = directory.appendingPathComponent("no\u{1B}]0;owned\u{07}such").path
            let run = try Switcherlab.run(["scan", missing])
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.error.contains("no such directory"), "\(run.error)")
            #expect(run.error.contains(directory.path), "names the path")
            #expect(Self.unsafeBytes(Data(run.error.utf8)).controls.isEmpty, "\(run.error.debugDescription)")
        }
    }

    /// A file is not a directory to scan: exit 2 rather than a guess at its directory.
    @Test func aFileInsteadOfADirectoryExitsTwo() throws {
        let file = Self.fixture.appendingPathComponent("SceneDelegate.swift").path
        let run = try Switcherlab.run(["scan", file])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("\(file): not a directory"), "\(run.error)")
    }
}
