import SwitcherCore
import SwitcherTestSupport
import Testing

@Suite struct ClockAndCanvasTests {
    @Test func scheduledWorkRunsInTimeOrderTiesInScheduleOrder() {
        let clock = VirtualClock()
        var ran: [String] = []
        clock.schedule(after: .milliseconds(300), "c") { ran.append("c@\(clock.now)") }
        clock.schedule(after: .milliseconds(100), "a") { ran.append("a@\(clock.now)") }
        clock.schedule(after: .milliseconds(100), "b") {
            ran.append("b@\(clock.now)")
            clock.schedule(after: .zero, "b2") { ran.append("b2@\(clock.now)") }
        }
        let token = clock.schedule(after: .milliseconds(200), "cancelled") { ran.append("x") }
        clock.cancel(token)
        clock.advance(by: .milliseconds(250))
        #expect(ran == ["a@0.100s", "b@0.100s", "b2@0.100s"])
        #expect(clock.now == Instant(microseconds: 250_000))
        clock.advance(by: .seconds(1))
        #expect(ran.last == "c@0.300s")
    }

    @Test func animationIsAPureFunctionOfTime() {
        let fade = Animation(from: 0, to: 1, start: .zero, duration: .milliseconds(500), curve: .linear)
        #expect(fade.value(at: Instant(microseconds: 250_000)) == 0.5)
        #expect(fade.value(at: Instant(microseconds: 900_000)) == 1)
        let eased = Animation(from: 0, to: 1, start: .zero, duration: .milliseconds(500))
        #expect(eased.value(at: Instant(microseconds: 100_000)) < 0.2)
        let shake = Animation(from: 0, to: 2, start: .zero, duration: .milliseconds(400), curve: .shake)
        #expect(abs(shake.value(at: Instant(microseconds: 400_000))) < 1e-9)
    }

    @Test func ditherCoversTheAlphaFractionDeterministically() {
        for (alpha, expected) in [(0.0, 0), (0.25, 16), (0.5, 32), (1.0, 64)] {
            var covered = 0
            for y in 0..<8 { for x in 0..<8 where Dither.covers(alpha: alpha, x: x, y: y) { covered += 1 } }
            #expect(covered == expected)
        }
    }

    @Test func halfFadedOverlayLeavesHalfTheSensitiveCellsLegible() {
        var canvas = Canvas(width: 16, height: 8)
        for y in 0..<8 {
            canvas.put(String(repeating: "S", count: 16), x: 0, y: y, foreground: .white, sensitive: true)
        }
        #expect(canvas.legibleSensitiveCells == 128)
        let overlay = Canvas(width: 16, height: 8, filling: Cell(background: .white))
        var half = canvas
        half.draw(overlay, x: 0, y: 0, alpha: 0.5)
        #expect(half.legibleSensitiveCells == 64)
        var full = canvas
        full.draw(overlay, x: 0, y: 0, alpha: 1)
        #expect(full.legibleSensitiveCells == 0)
    }

    @Test func uncoveredCellsAreTintedInQuarterSteps() {
        // (0, 7) has the highest Bayer threshold: it stays uncovered until alpha 1.
        let base = Canvas(
            width: 8, height: 8, filling: Cell("S", foreground: .black, background: .systemBlue))
        let overlay = Canvas(width: 8, height: 8, filling: Cell(background: .white))
        var seen: [Cell] = []
        for step in 0..<60 {
            var frame = base
            frame.draw(overlay, x: 0, y: 0, alpha: Double(step) / 60)
            if seen.last != frame[0, 7] { seen.append(frame[0, 7]) }
        }
        #expect(seen.map(\.glyph) == ["S", "S", "S", "S"])
        #expect(
            seen.map(\.background) == [0, 0.25, 0.5, 0.75].map { RGB.systemBlue.mixed(with: .white, $0) })
        #expect(
            Dither.tint(alpha: 0.6) == 0.5 && Dither.tint(alpha: 0.2) == 0 && Dither.tint(alpha: 0.99) == 0.75
        )
    }

    /// A fade set up the article's way runs on the scene's clock; outside a window it is instant.
    @Test func viewAnimationsRunOnTheSceneClock() {
        let world = World.test().launched("Secret")
        let window = world.windowScene(world.secret)!.keyWindow!
        let cover = UIView(frame: window.frame)
        cover.backgroundColor = .white
        cover.alpha = 0
        window.addSubview(cover)
        var finished = false
        UIView.animate(
            withDuration: 0.5, animations: { cover.alpha = 1 }, completion: { _ in finished = true })
        #expect(cover.alpha == 1)
        #expect(cover.presentationAlpha(at: world.now) == 0)
        world.advance(0.25)
        let legible = world.liveImage(of: world.secret)!.legibleSensitiveCells
        #expect(legible > 0 && legible < TestApps.secretLegible)
        #expect(!finished)
        world.advance(0.25)
        #expect(finished)
        #expect(world.liveImage(of: world.secret)!.legibleSensitiveCells == 0)

        let loose = UIView()
        var looseDone = false
        UIView.animate(
            withDuration: 0.5, animations: { loose.alpha = 0.2 }, completion: { _ in looseDone = true })
        #expect(looseDone && loose.presentationAlpha(at: world.now) == 0.2)
    }

    @Test func modalPresentedWithAnimationIsCaughtMidSlide() {
        let world = World.test().launched("Secret")
        let root = world.windowScene(world.secret)!.keyWindow!.rootViewController!
        let cover = UIViewController()
        cover.view.backgroundColor = .black
        root.present(cover, animated: true)
        world.advance(0.1)
        let mid = world.liveImage(of: world.secret)!.legibleSensitiveCells
        #expect(mid > 0 && mid < TestApps.secretLegible)
        world.advance(0.3)
        #expect(world.liveImage(of: world.secret)!.legibleSensitiveCells == 0)
        cover.dismiss(animated: false)
        #expect(world.liveImage(of: world.secret)!.legibleSensitiveCells == TestApps.secretLegible)
    }
}
