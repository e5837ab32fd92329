import SwitcherCore
import SwitcherTestSupport
import SwitcherUI
import Testing

/// The lab driven by keys on the virtual clock, read back from the world and the frames.
@Suite struct LabTests {
    static let size = Size(width: 120, height: 40)
    static let medicalID = SceneID(app: "Medical ID", index: 1)

    @Test func homePressedTwiceQuicklyOpensTheSwitcherWithTheAppsLiveCard() {
        let lab = Fixtures.lab()
        lab.press(.character("h"), .character("h"))
        lab.run(1)
        #expect(lab.world.screen == .switcher)
        #expect(lab.world.focusedCard == [Self.medicalID])
        let frame = lab.text(Self.size)
        #expect(frame.contains("+ Medical ID"))
        // A live card, shrunk by whole cells: the name shows as the app writes it.
        #expect(frame.contains("Jane Appleseed"))
        #expect(!frame.contains("Jan Appesee"))
        #expect(lab.world.snapshot(of: Self.medicalID) == nil)
    }

    @Test func aSingleHomePressLeavesASnapshotShownWithItsLegibleCells() {
        let lab = Fixtures.lab()
        lab.press(.character("h"))
        lab.run(2)
        #expect(lab.world.screen == .home)
        let legible = lab.world.snapshot(of: Self.medicalID)?.legibleSensitiveCells(.default) ?? 0
        #expect(legible > 100)
        let frame = lab.text(Self.size)
        // The count, and the fields that leak by name.
        #expect(frame.contains("\(legible) legible: name, "))
        #expect(frame.contains("Jane Appleseed"))
    }

    @Test func aCoveringStrategyLeavesACardWithNothingLegible() {
        let lab = Fixtures.lab(makeStrategy: { _ in TestCover() })
        lab.press(.character("h"))
        lab.run(2)
        #expect(lab.world.snapshot(of: Self.medicalID)?.legibleSensitiveCells(.default) == 0)
        lab.press(.character("h"), .character("h"))
        lab.run(1)
        let frame = lab.text(Self.size)
        #expect(frame.contains("0 legible: protected"))
        // Neither whole nor cut short.
        #expect(!frame.contains("Jane Appl"))
    }

    @Test(arguments: [Size(width: 79, height: 24), Size(width: 80, height: 23), Size(width: 30, height: 8)])
    func belowTheMinimumSizeANoticeReplacesTheLayout(_ size: Size) {
        let frame = Fixtures.lab().text(size)
        #expect(frame.contains("terminal too small"))
        #expect(frame.contains("80×24"))
        #expect(!frame.contains("Scenes"))
    }

    @Test func theMinimumSizeIsLaidOut() {
        let frame = Fixtures.lab().text(LabLayout.minimumSize(for: .iphoneHome))
        #expect(frame.contains("Scenes"))
        #expect(!frame.contains("too small"))
    }

    @Test func movingTheFocusScrollsTheCarouselOnTheVirtualClock() {
        let lab = Fixtures.lab(app: nil)
        for app in ["Bank", "Medical ID"] {
            lab.update(.event(.launch(app)))
            lab.run(1)
        }
        lab.press(.tab)
        lab.run(1)
        #expect(!lab.isAnimating)
        lab.press(.left)
        #expect(lab.world.switcher?.focus == 1)
        #expect(lab.isAnimating)
        lab.run(0.25)
        #expect(!lab.isAnimating)
    }

    @Test func swipingACardAwayKillsItsAppAndAnimatesTheCardOff() {
        let lab = Fixtures.lab()
        lab.press(.tab)
        lab.run(1)
        lab.press(.character("x"))
        #expect(lab.world.state(ofApp: "Medical ID") == .notRunning)
        // The last card gone closes the switcher, so the fly-off shows with another card left.
        let two = Fixtures.lab(app: nil)
        for app in ["Bank", "Medical ID"] {
            two.update(.event(.launch(app)))
            two.run(1)
        }
        two.press(.tab)
        two.run(1)
        two.press(.up)
        #expect(two.world.switcher?.cards.count == 1)
        #expect(two.isAnimating)
        two.run(0.4)
        #expect(!two.isAnimating)
    }

    /// The carousel's scroll, a card swiped away, a zoom from a card and from an icon, the
    /// selection following the app in front: a lab drawing a frame every 10 ms and one drawing
    /// only the frames compared show the same frames.
    @Test func aFrameDoesNotDependOnTheFramesDrawnBefore() {
        let steps: [(key: Key?, milliseconds: Int)] = [
            (.tab, 500), (.left, 50), (.left, 50), (.right, 300), (.character("x"), 100), (.enter, 100),
            (nil, 1000), (.down, 0), (.character("h"), 1500), (.character("2"), 100), (nil, 1000),
        ]
        let dense = Fixtures.lab(app: nil)
        let sparse = Fixtures.lab(app: nil)
        for lab in [dense, sparse] {
            for app in ["Bank", "Messages", "Medical ID"] {
                lab.update(.event(.launch(app)))
                lab.world.clock.advance(by: .seconds(2))
            }
        }
        for (key, milliseconds) in steps {
            if let key {
                _ = dense.handle(key)
                _ = sparse.handle(key)
            }
            for _ in 0..<milliseconds / 10 {
                dense.world.clock.advance(by: .milliseconds(10))
                _ = dense.render(size: Self.size)
            }
            sparse.world.clock.advance(by: .milliseconds(milliseconds))
            let (drawn, alone) = (dense.render(size: Self.size), sparse.render(size: Self.size))
            #expect(drawn.plainText == alone.plainText, "after \(String(describing: key))")
            let same = drawn == alone
            #expect(same, "colours after \(String(describing: key))")
        }
        let second = SceneID(app: ShippedAssets.catalog.apps[1].name, index: 1)
        #expect(sparse.world.foreground == [second])
        #expect(sparse.selectedScene == second)
    }

    @Test func slowMotionPauseAndStepDriveTheVirtualClock() {
        let lab = Fixtures.lab()
        lab.press(.character("-"))
        #expect(lab.timeScale == 0.5)
        #expect(lab.text(Self.size).contains("×0.5 slow motion"))
        let start = lab.world.now
        lab.update(.elapsed(realSeconds: 1))
        #expect(lab.world.now - start == .seconds(0.5))
        lab.press(.character(" "))
        #expect(lab.isPaused)
        #expect(lab.text(Self.size).contains("paused"))
        lab.update(.elapsed(realSeconds: 1))
        #expect(lab.world.now - start == .seconds(0.5))
        lab.press(.character("."))
        #expect(lab.world.now - start == .seconds(0.5) + .frame)
        lab.press(.character("+"), .character("+"), .character("+"))
        #expect(lab.timeScale == 2)
    }

    @Test func thePickerFiltersAndApplies() {
        let lab = Fixtures.lab()
        lab.press(.character("S"))
        #expect(lab.isPickerShown)
        for c in "zzz" { lab.press(.character(c)) }
        #expect(lab.text(Self.size).contains("no strategy matches 'zzz'"))
        lab.press(.escape)
        #expect(!lab.isPickerShown)
        lab.press(.character("S"))
        for c in "none" { lab.press(.character(c)) }
        lab.press(.enter)
        #expect(!lab.isPickerShown)
        #expect(lab.world.strategyConfiguration(of: Self.medicalID).id == "none")
        #expect(lab.message == "none for Medical ID")
    }

    @Test func triggerAndFadeAreRefusedWhereTheStrategyHasNone() {
        let lab = Fixtures.lab()
        lab.press(.character("t"))
        #expect(lab.message == "none has no choice of trigger")
        lab.press(.character("a"))
        #expect(lab.message == "none does not fade")
    }

    @Test func helpListsEveryKeyAndAnyKeyClosesIt() {
        let lab = Fixtures.lab()
        lab.press(.character("?"))
        let frame = lab.text(Self.size)
        for word in ["Home; twice: switcher", "strategy picker", "slower / faster", "pause / resume", "quit"]
        {
            #expect(frame.contains(word))
        }
        lab.press(.character("q"))
        #expect(!lab.isHelpShown)
        #expect(lab.handle(.character("q")) == false)
    }

    @Test func selectionFollowsTheAppInFrontAndArrowsMoveIt() {
        let lab = Fixtures.lab()
        #expect(lab.selectedScene == Self.medicalID)
        lab.press(.down)
        #expect(lab.selectedScene == SceneID(app: "Messages", index: 1))
        lab.press(.character("h"))
        lab.run(1.5)
        lab.press(.character("1"))
        lab.run(1)
        #expect(lab.world.foreground == [SceneID(app: "Bank", index: 1)])
        #expect(lab.selectedScene == SceneID(app: "Bank", index: 1))
    }

    @Test func clicksLaunchIconsAndSelectScenes() throws {
        let lab = Fixtures.lab(app: nil)
        let lines = lab.render(size: Self.size).lines.map { Array($0) }
        // Weather's row in the scene manager.
        let row = try #require(lines.firstIndex { String($0).contains("☼ Weather") })
        lab.press(.click(Point(x: 50, y: row)))
        #expect(lab.selectedScene == SceneID(app: "Weather", index: 1))
        // Bank's icon on the home screen: two rows above its name.
        let nameRow = try #require(
            lines.firstIndex { String($0).contains("Bank") && String($0).contains("Messages") })
        let column = try #require(lines[nameRow].firstIndex(of: "B"))
        lab.press(.click(Point(x: column + 1, y: nameRow - 2)))
        lab.run(1)
        #expect(lab.world.foreground == [SceneID(app: "Bank", index: 1)])
    }

    @Test(arguments: DeviceKind.allCases)
    func everyDeviceLaysOutAtItsMinimumAndAt120x40(_ device: DeviceKind) {
        let lab = Fixtures.lab(device: device)
        for size in [
            LabLayout.minimumSize(for: device), Size(width: 120, height: 40), Size(width: 200, height: 60),
        ] {
            let frame = lab.text(size)
            #expect(!frame.contains("too small"), "\(device) at \(size)")
            #expect(frame.contains("Medical ID"), "\(device) at \(size)")
        }
        let smaller = LabLayout.minimumSize(for: device)
        #expect(lab.text(Size(width: smaller.width - 1, height: smaller.height)).contains("too small"))
    }

    /// Random keys on every device and at random sizes, tiny ones included, never trap.
    @Test func randomKeysAndSizesNeverCrash() {
        var rng = SeededGenerator(seed: 42)
        let keys: [Key] =
            "hhcnlifx[]wvsStadL-+ .p?0123456789".map { Key.character($0) }
            + [.tab, .left, .right, .up, .down, .enter, .escape, .backspace, .click(Point(x: 10, y: 10))]
        for device in DeviceKind.allCases {
            let lab = Fixtures.lab(device: device)
            for _ in 0..<300 {
                let key = keys[Int(rng.next() % UInt64(keys.count))]
                if key == .character("q") { continue }
                _ = lab.handle(key)
                lab.update(.elapsed(realSeconds: Double(rng.next() % 200) / 1000))
                let size = Size(width: Int(rng.next() % 200), height: Int(rng.next() % 70))
                lab.update(.resize(size))
                let frame = lab.render(size: size)
                #expect(frame.width == size.width && frame.height == size.height)
            }
        }
    }

    /// A new world (here for another device) frees the one it replaces, even with work still
    /// scheduled in it.
    @Test func aResetFreesTheOldWorld() {
        var configuration = Fixtures.configuration()
        configuration.timings.lockToBackground = .seconds(100)
        let lab = Lab(configuration, catalog: ShippedAssets.catalog)
        let old = WeakWorld(lab.world)
        lab.press(.character("l"))
        lab.run(2)
        lab.press(.character("d"))
        #expect(lab.world.device != .iphoneHome)
        #expect(old.world == nil)
    }
}

/// A world held weakly (a box, so the reference need not be a `weak var` that never changes).
private final class WeakWorld {
    weak var world: World?
    init(_ world: World) { self.world = world }
}
