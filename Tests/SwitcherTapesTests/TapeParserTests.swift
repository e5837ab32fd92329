import SwitcherCore
import SwitcherTapes
import SwitcherUI
import Testing

@Suite struct TapeParserTests {
    @Test func setLinesBeforeTheFirstEventConfigureTheLab() throws {
        let tape = try parse(
            """
            # a comment
            Set Device ipad
            Set Lifecycle scene
            Set Strategy none
            Set Trigger active
            Set Fade 250ms
            Set Size 100x34
            Set TimeScale 0.5
            Set Timing homeToBackground 700ms
            Set Pin 9876
            Set FrameRate 20
            Set Title "Demo #1"

            Launch "Medical ID"
            """)
        let settings = tape.settings
        #expect(settings.device == .ipad)
        #expect(settings.lifecycle == .scene)
        #expect(
            settings.strategy == StrategyConfiguration(id: "none", trigger: .active, fade: 0.25, pin: "9876"))
        #expect(settings.size == Size(width: 100, height: 34))
        #expect(settings.timeScale == 0.5)
        #expect(settings.timings.homeToBackground == .milliseconds(700))
        #expect(settings.frameRate == 20)
        #expect(settings.title == "Demo #1")
        #expect(tape.steps == [TapeStep(line: 14, action: .event(.launch("Medical ID")))])
    }

    @Test func everyCommandBecomesItsAction() throws {
        let tape = try parse(
            """
            Launch "medical-id"
            Press Home
            DoublePress Home
            Pull ControlCenter
            Pull NotificationCenter
            Dismiss
            Call
            Answer
            FaceID
            Lock
            Unlock
            Select "Bank"
            Kill "bank"
            Evict "Weather"
            Type 1234
            Type "12 34"
            Key Tab
            Key x
            Key "#"
            Sleep 500ms
            Sleep 1.5s
            Sleep 2s
            """)
        let bank = SceneReference(app: "Bank")
        #expect(
            tape.steps.map(\.action) == [SystemEvent]([
                .launch("Medical ID"), .home, .doubleHome, .pull(.controlCenter),
                .pull(.notificationCenter), .dismiss, .call, .answer, .faceID, .lock, .unlock, .select(bank),
                .kill(bank), .evict("Weather"), .type("1234"), .type("12 34"),
            ]).map { TapeAction.event($0) } + [
                .key(.tab),
                .key(.character("x")),
                .key(.character("#")), .sleep(.milliseconds(500)), .sleep(.milliseconds(1500)),
                .sleep(.seconds(2)),
            ])
        #expect(tape.steps.map(\.line) == Array(1...22))
        #expect(tape.virtualDuration == .seconds(4))
    }

    @Test func gesturesOfOtherDevices() throws {
        let phone = try parse("Set Device iphone\nSwipeUp Hold\nAppSwitch Left\nAppSwitch Right")
        #expect(
            phone.steps.map(\.action) == [
                .event(.swipeUpHold), .event(.appSwitch(.left)), .event(.appSwitch(.right)),
            ])
        let android = try parse("Set Device android\nRecents")
        #expect(android.steps.map(\.action) == [.event(.recents)])
        let ipad = try parse("Set Device ipad\nNewWindow \"Bank\"\nSplit \"Messages\"\nSelect \"Bank #2\"")
        #expect(
            ipad.steps.map(\.action) == [
                .event(.newWindow("Bank")), .event(.split("Messages")),
                .event(.select(SceneReference(app: "Bank", index: 2))),
            ])
    }

    @Test func expectLines() throws {
        let tape = try parse(
            """
            Expect Snapshot "Medical ID" Legible 0
            Expect Snapshot "Medical ID #2" Legible >=3
            Expect Snapshot "Bank" Blank
            Expect Snapshot "Bank" None
            Expect Card "Bank" Legible <5
            Expect Screen Legible <=10
            Expect State "Bank" not-running
            Expect Callbacks "Bank" willResignActive didEnterBackground
            Expect Callbacks "Bank"
            Expect Cover Visible
            Expect Cover "Bank" Hidden
            Expect Screen Legible >7
            """)
        let bank = SceneReference(app: "Bank")
        #expect(
            tape.steps.map(\.action) == [
                .expect(.snapshotLegible(SceneReference(app: "Medical ID"), .equal(0))),
                .expect(.snapshotLegible(SceneReference(app: "Medical ID", index: 2), .greaterOrEqual(3))),
                .expect(.snapshotBlank(bank)), .expect(.snapshotNone(bank)),
                .expect(.cardLegible(bank, .less(5))), .expect(.screenLegible(.lessOrEqual(10))),
                .expect(.state(bank, .notRunning)),
                .expect(.callbacks(bank, [.willResignActive, .didEnterBackground])),
                .expect(.callbacks(bank, [])),
                .expect(.cover(nil, visible: true)), .expect(.cover(bank, visible: false)),
                .expect(.screenLegible(.greater(7))),
            ])
        #expect(tape.expectationCount == 12)
    }

    @Test func setAfterTheFirstEventChangesTheRunningLab() throws {
        let tape = try parse(
            """
            Set Strategy none
            Launch "Bank"
            Set Strategy none
            Set Trigger background
            Set Fade 1s
            Set Pin 0000
            Set TimeScale 2
            Set Timing cardZoom 200ms
            """)
        #expect(tape.settings.strategy.id == "none")
        #expect(
            tape.steps.dropFirst().map(\.action) == [
                .set(.strategy("none")), .set(.trigger(.background)), .set(.fade(.seconds(1))),
                .set(.pin("0000")),
                .set(.timeScale(2)), .set(.timing(name: "cardZoom", .milliseconds(200))),
            ])
    }

    @Test func quotesCommentsAndLineEndings() throws {
        let tape = try parse("Launch \"Bank\"   # tap its icon\r\n\t# indented comment\r\n")
        #expect(
            parseError("Press Home#x")?.message == "expected Press Home", "a # inside a word is not a comment"
        )
        #expect(tape.steps.count == 1)
        let hash = try parse("Launch \"Bank\" #comment right after the quote")
        #expect(hash.steps.map(\.action) == [.event(.launch("Bank"))])
    }

    /// Every strategy of the catalog (which a core test pins to the list of ARCHITECTURE §9).
    @Test func everyStrategyParses() throws {
        for id in Strategies.ids {
            let tape = try parse("Set Strategy \(id)")
            #expect(tape.settings.strategy.id == id)
        }
    }

    @Test func durations() {
        #expect(Tape.duration("500ms") == .milliseconds(500))
        #expect(Tape.duration("1.5s") == .milliseconds(1500))
        #expect(Tape.duration("0.25s") == .milliseconds(250))
        #expect(Tape.duration("2s") == .seconds(2))
        #expect(Tape.duration("3600s") == .seconds(3600))
        for bad in [
            "", "s", "ms", "2", "-1s", "1e3s", "nans", "infs", "1.s", ".5s", "1,5s", "2 s", "3601s", "1m",
        ] {
            #expect(Tape.duration(bad) == nil, "\(bad)")
        }
    }

    /// Every duration needs its unit, and a bare number is told which to add.
    @Test func aBareNumberIsNoDuration() {
        for bare in ["2.5", "5", "0", "300"] {
            #expect(Tape.duration(bare) == nil, "\(bare)")
            #expect(
                Interval.writtenProblem(bare)
                    == "bad duration '\(bare)' (a unit is needed: \(bare)s or \(bare)ms)")
        }
        #expect(Interval.writtenProblem("1m").hasPrefix("bad duration '1m' (expected e.g. 500ms"))
    }

    /// The settings of an SVG recording.
    @Test("Set Theme takes light, dark or auto, before the first event")
    func themeSetting() throws {
        #expect(try parse("Set Theme auto").settings.theme == .auto)
        #expect(try parse("Sleep 1s").settings.theme == .dark)
        #expect(parseError("Set Theme sepia")?.message.contains("light, dark or auto") == true)
        #expect(parseError("Sleep 1s\nSet Theme light")?.message.contains("before the first event") == true)
    }

    @Test("Set Loop takes on or off, before the first event")
    func loopSetting() throws {
        #expect(parseError("Set Loop maybe")?.message.contains("Set Loop on|off") == true)
        #expect(try parse("Set Loop off").settings.loop == false)
        #expect(try parse("Sleep 1s").settings.loop == true)
    }
}
