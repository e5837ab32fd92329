import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import Testing

/// Bad tapes and the `file:line: message` each gives.
@Suite struct MalformedTapeTests {
    /// (tape, line, what the message must say)
    static let cases: [(name: String, text: String, line: Int, message: String)] = [
        ("unknown command", "Launch \"Bank\"\nJump", 2, "unknown command 'Jump' (expected Set, Launch"),
        (
            "wrong case", "launch \"Bank\"", 1,
            "unknown command 'launch' (commands are case-sensitive: Launch)"
        ),
        ("missing quote", "Set Size 80x24\n\nLaunch \"Medical ID", 3, "missing closing quote"),
        ("bad duration", "Launch \"Bank\"\nSleep 5 seconds", 2, "expected Sleep <duration>"),
        ("bad duration unit", "Sleep 1.5m", 1, "bad duration '1.5m' (expected e.g. 500ms, 1.5s or 2s"),
        (
            "unknown app", "Launch \"Facebook\"", 1,
            "unknown app \"Facebook\" (expected one of \"Bank\", \"Medical ID\""
        ),
        ("unquoted app", "Launch Bank", 1, "expected an app name in double quotes, not Bank"),
        (
            "unknown strategy", "Set Strategy magic-blur", 1,
            "unknown strategy 'magic-blur' (expected one of none"
        ),
        ("bad Set Size", "Set Size 100by30", 1, "bad size '100by30' (expected <cols>x<rows>, e.g. 120x40)"),
        ("Set Size out of range", "Set Size 5x3", 1, "size 5x3 out of range"),
        ("bad cmp", "Expect Snapshot \"Bank\" Legible about", 1, "bad comparison 'about'"),
        ("spaced cmp", "Expect Card \"Bank\" Legible > 0", 1, "expected Expect Card \"<app>\" Legible <cmp>"),
        (
            "unknown device", "Set Device nokia", 1,
            "unknown device 'nokia' (expected iphone-home, iphone, ipad, android)"
        ),
        (
            "device after events", "Launch \"Bank\"\nSet Device ipad", 2,
            "Set Device must come before the first event (line 1)"
        ),
        ("unknown key", "Key Hyper", 1, "unknown key 'Hyper'"),
        (
            "unknown timing", "Set Timing warpSpeed 1s", 1,
            "unknown timing 'warpSpeed' (expected one of homeToBackground"
        ),
        ("unknown callback", "Expect Callbacks \"Bank\" viewDidLoad", 1, "unknown callback viewDidLoad"),
        ("unknown state", "Expect State \"Bank\" sleeping", 1, "unknown state 'sleeping'"),
        (
            "gesture of another device", "SwipeUp Hold", 1,
            "SwipeUp Hold is the switcher gesture of iphone and ipad; on iphone-home use DoublePress Home"
        ),
        (
            "Recents off Android", "Set Device iphone\nRecents", 2,
            "Recents is Android's button; on iphone use SwipeUp Hold"
        ),
        ("windows off iPad", "NewWindow \"Bank\"", 1, "NewWindow needs iPad windows"),
        ("bad PIN", "Set Pin 12ab", 1, "bad PIN '12ab'"),
        ("bad time scale", "Set TimeScale 0", 1, "bad time scale '0'"),
        ("stray quote", "Launch Medical\"ID\"", 1, "stray quote"),
        ("control character", "Type 12\u{1B}[2J", 1, "control character U+001B"),
        ("window where an app is needed", "Launch \"Bank #2\"", 1, "expected an app, not one of its windows"),
        ("extra argument", "Press Home Twice", 1, "expected Press Home"),
    ]

    @Test(arguments: cases.indices)
    func malformedTapeGivesItsLocatedError(_ index: Int) {
        let (name, text, line, message) = Self.cases[index]
        let error = parseError(text, file: "bad.tape")
        #expect(error?.line == line, "\(name)")
        #expect(error?.file == "bad.tape")
        #expect(error?.message.contains(message) == true, "\(name): \(error?.message ?? "no error")")
        #expect(error?.description.hasPrefix("bad.tape:\(line): ") == true)
    }

    @Test func errorsNeverCarryControlCharacters() {
        let error = TapeError(file: "x\u{1B}.tape", line: 3, message: "unknown app \"\u{1B}[31m\"")
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
        #expect(
            TapeError(file: "x.tape", line: 0, message: "cannot read the tape").description
                == "x.tape: cannot read the tape")
    }

    @Test func aBadFileIsLocated() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("latin1.tape")
            try Data([0x4C, 0x61, 0x75, 0x6E, 0x63, 0x68, 0x0A, 0xE9, 0x0A]).write(to: url)
            #expect(throws: TapeError(file: "latin1.tape", line: 2, message: "not UTF-8 text")) {
                try TapeParser(catalog: ShippedAssets.catalog).parse(contentsOf: url, file: "latin1.tape")
            }
            let missing = directory.appendingPathComponent("missing.tape")
            #expect(throws: TapeError(file: "missing.tape", line: 0, message: "cannot read the tape")) {
                try TapeParser(catalog: ShippedAssets.catalog).parse(
                    contentsOf: missing, file: "missing.tape")
            }
        }
    }

    @Test func aCardThatIsNotThereStopsTheTapeAtItsLine() throws {
        let error = #expect(throws: TapeError.self) {
            _ = try played(
                "Launch \"Bank\"\nSleep 1s\nDoublePress Home\nSleep 1s\nSelect \"Weather\"", file: "t.tape")
        }
        #expect(error?.line == 5)
        #expect(
            error?.description.hasPrefix("t.tape:5: \"Weather\" has no card in the switcher at 2.000s")
                == true)
    }
}
