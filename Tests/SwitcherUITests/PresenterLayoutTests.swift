import SwitcherCore
import SwitcherTestSupport
import SwitcherUI
import Testing

/// The presenter layout (`z`): the panels hidden, the device centred with the last snapshot
/// beside it and the caption under them; the same key brings the lab back.
@Suite struct PresenterLayoutTests {
    static let size = Size(width: 120, height: 40)

    func rows(_ lab: Lab, _ size: Size = size) -> [String] {
        lab.text(size).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func zHidesThePanelsAndCentresTheDeviceBesideTheLastSnapshot() throws {
        let lab = Fixtures.lab()
        lab.press(.character("h"))
        lab.run(2)
        let labFrame = lab.text(Self.size)
        #expect(labFrame.contains("Scenes") && labFrame.contains("Timeline"))
        lab.update(.caption("Home: the snapshot keeps everything."))
        lab.press(.character("z"))
        #expect(lab.isPresenting)
        let frame = rows(lab)
        let text = frame.joined(separator: "\n")
        #expect(!text.contains("Scenes") && !text.contains("Timeline") && !text.contains("Strategy"))
        #expect(text.contains("Last snapshot") && text.contains("118 legible: "))
        // The device and the snapshot, side by side, as far from the left edge as from the right.
        let top = try #require(frame.firstIndex { $0.contains("╭──") })
        let row = frame[top]
        let left = row.prefix { $0 == " " }.count
        let right = Self.size.width - row.count
        #expect(abs(left - right) <= 2, "\(left) \(right)")
        #expect(row.filter { $0 == "╭" }.count == 2, "the device and the snapshot")
        // The caption under them, centred.
        let caption = try #require(frame.first { $0.contains("Home: the snapshot keeps everything.") })
        let captionLeft = caption.prefix { $0 == " " }.count
        #expect(abs(captionLeft - (Self.size.width - caption.count)) <= 2)
        #expect(frame.firstIndex(of: caption)! > top + 20)
        // The same key brings the lab back as it was.
        lab.update(.caption(""))
        lab.press(.character("z"))
        #expect(!lab.isPresenting)
        #expect(lab.text(Self.size) == labFrame)
    }

    @Test func theHelpAndTheHintsNameTheKey() {
        let lab = Fixtures.lab(app: nil)
        #expect(rows(lab).last?.contains("z present") == true)
        lab.press(.character("?"))
        #expect(lab.text(Self.size).contains("presenter layout / the lab"))
    }

    /// The device works as in the lab: keys, and clicks on the screen and the Home button.
    @Test func theDeviceAnswersClicksWherePresented() throws {
        let lab = Fixtures.lab(app: nil)
        lab.press(.character("z"))
        let frame = rows(lab)
        let nameRow = try #require(frame.firstIndex { $0.contains("Bank") && $0.contains("Messages") })
        let column = try #require(Array(frame[nameRow]).firstIndex(of: "B"))
        lab.press(.click(Point(x: column + 1, y: nameRow - 2)))
        lab.run(1)
        #expect(lab.world.foreground == [SceneID(app: "Bank", index: 1)])
        // The Home button: the round one under the screen.
        let button = try #require(frame.lastIndex { $0.contains("╰───╯") })
        let x = try #require(Array(frame[button]).firstIndex(of: "╰"))
        lab.press(.click(Point(x: x + 2, y: button - 1)))
        lab.run(1)
        #expect(lab.world.screen == .home)
    }

    /// Every device at its minimum size and larger: the device whole, no notice.
    @Test(arguments: DeviceKind.allCases)
    func everyDeviceIsPresentedAtEverySize(_ device: DeviceKind) {
        let lab = Fixtures.lab(device: device)
        lab.isPresenting = true
        lab.update(.caption("A caption"))
        for size in [
            LabLayout.minimumSize(for: device), Size(width: 120, height: 40), Size(width: 200, height: 60),
        ] {
            let frame = lab.text(size)
            #expect(!frame.contains("too small"), "\(device) at \(size)")
            #expect(frame.contains("A caption"), "\(device) at \(size)")
            #expect(frame.contains("╭─ Last snapshot"), "\(device) at \(size)")
        }
    }
}
