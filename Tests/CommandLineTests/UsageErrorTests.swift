import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// Bad usage, run as a user would: one line on standard error, safe for a terminal
/// (arguments are echoed with their control characters replaced), exit status 2.
@Suite struct UsageErrorTests {
    /// Whether `text` could change a terminal's state: any control character but the line
    /// breaks ending lines.
    static func isTerminalSafe(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0 == "\n" || !TerminalSafeText.isControl($0) }
    }

    static let cases: [(arguments: [String], message: String)] = [
        // The input that found it: the parser echoed the escape sequence, which retitled the
        // terminal, and printed the usage on three more lines.
        (["audit", "\u{1B}]0;PWNED\u{07}"], "switcherlab: Unexpected argument '?]0;PWNED?'"),
        (["audit", "\u{9B}2J\u{1B}[31m"], "switcherlab: Unexpected argument '?2J?[31m'"),
        (["audit", "--devce", "iphone"], "switcherlab: Unknown option '--devce'"),
        (["check"], "switcherlab: Missing expected argument"),
        (["record", "t.tape"], "switcherlab: Missing expected argument '--output <output>'"),
        // Negative numbers read to the parser as options.
        (["--time-scale", "-1"], "switcherlab: --time-scale must be positive, not -1"),
        (["interactive", "--time-scale", "-0.5"], "switcherlab: --time-scale must be positive, not -0.5"),
        (["render", "t.tape", "--at", "-2.5s"], "switcherlab: --at must be positive, not -2.5s"),
        (["timeline", "--gap", "-1s"], "switcherlab: --gap must be positive, not -1s"),
        (["--time-scale=-1"], "switcherlab: --time-scale must be above 0 and at most 16, not -1.0"),
        // File names are echoed too.
        (["check", "\u{1B}[2J\u{1B}]0;x\u{07}.tape"], "?[2J?]0;x?.tape: cannot read the tape"),
    ]

    @Test(arguments: cases.indices)
    func badUsageIsOneSafeLineAndExitsTwo(_ index: Int) throws {
        let (arguments, message) = Self.cases[index]
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(arguments, in: directory)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.error.hasPrefix(message), "\(run.error.debugDescription)")
            #expect(run.error.hasSuffix("\n") && run.error.split(separator: "\n").count == 1, "one line")
            #expect(Self.isTerminalSafe(run.error), "\(run.error.debugDescription)")
            #expect(run.output.isEmpty)
        }
    }

    /// A parser error says where to read more, on the same line.
    @Test func aParserErrorNamesTheHelpToRead() throws {
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(["audit", "--devce", "iphone"], in: directory)
            #expect(run.error.hasSuffix(" (see 'switcherlab audit --help')\n"), "\(run.error)")
        }
    }

    /// Help is what the parser prints, on standard output, exit 0.
    @Test(arguments: [["--help"], ["audit", "--help"], ["help", "record"], ["render", "-h"]])
    func helpIsPrintedAsItWas(_ arguments: [String]) throws {
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(arguments, in: directory)
            #expect(run.status == 0)
            #expect(run.error.isEmpty)
            #expect(run.output.contains("USAGE: switcherlab"))
            #expect(run.output.split(separator: "\n").count > 5)
        }
    }

    @Test func aHugeSparseTapeIsRefusedAtOnce() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("big.tape")
            try makeSparseFile(url, size: 3 << 30)
            let start = ContinuousClock.now
            let run = try Switcherlab.run(["record", "big.tape", "-o", "big.cast"], in: directory)
            #expect(ContinuousClock.now - start < .seconds(5))
            #expect(run.status == 2)
            #expect(run.error == "big.tape: larger than 1 MiB: not a tape\n")
            #expect(contents(of: directory) == ["big.tape"])
        }
    }

    @Test func aTapeWithAByteOrderMarkRuns() throws {
        try withTemporaryDirectory { directory in
            let tape = Repository.root.appendingPathComponent(
                "Tests/SwitcherTapesTests/Fixtures/bom.tape"
            )
            .path
            let run = try Switcherlab.run(["check", tape], in: directory)
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.hasSuffix(": 1 expectation passed\n"), "\(run.output)")
        }
    }

    /// The cast's title comes from the file name: players show it, so it is made safe.
    @Test func aCastTitledByAnUnsafeFileNameIsSafe() throws {
        try withTemporaryDirectory { directory in
            let name = "\u{1B}]0;PWNED\u{07}.tape"
            try "Launch \"Bank\"\nSleep 200ms\n".write(
                to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            let run = try Switcherlab.run(["record", name, "-o", "out.cast"], in: directory)
            #expect(run.status == 0, "\(run.error)")
            #expect(Self.isTerminalSafe(run.output))
            let cast = try ParsedCast(
                String(contentsOf: directory.appendingPathComponent("out.cast"), encoding: .utf8))
            #expect(cast.header["title"] as? String == "?]0;PWNED?.tape")
        }
    }

    /// The terminal checker echoes a bad argument safely too.
    @Test func theTerminalCheckerEchoesArgumentsSafely() throws {
        let switcherlab = try #require(Switcherlab.url)
        let checker = switcherlab.deletingLastPathComponent().appendingPathComponent("switcherlab-termcheck")
        try #require(FileManager.default.isExecutableFile(atPath: checker.path))
        let process = Process()
        process.executableURL = checker
        process.arguments = ["\u{1B}]0;PWNED\u{07}"]
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text == "switcherlab-termcheck: unknown argument '?]0;PWNED?'\n")
    }
}
