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

    @Test func contrastRatioIsWCAGs() {
        #expect(abs(RGB.contrastRatio(.black, .white) - 21) < 1e-9)
        #expect(RGB.contrastRatio(.systemBlue, .systemBlue) == 1)
        // WCAG's worked value: #767676 on white is 4.54:1.
        #expect(abs(RGB.contrastRatio(RGB(0x76, 0x76, 0x76), .white) - 4.54) < 0.01)
        #expect(RGB.contrastRatio(.white, .gray) == RGB.contrastRatio(.gray, .white))
    }

    @Test func aTranslucentLayerKeepsEveryGlyphAtLowerContrast() {
        var canvas = Canvas(width: 16, height: 8)
        for y in 0..<8 {
            canvas.put(String(repeating: "S", count: 16), x: 0, y: y, foreground: .white, sensitive: true)
        }
        #expect(canvas.legibleSensitiveCells(.default) == 128)
        let overlay = Canvas(width: 16, height: 8, filling: Cell(background: .white))
        var half = canvas
        half.draw(overlay, x: 0, y: 0, alpha: 0.5)
        // White on black under a half white layer: #FFFFFF on #808080, about 3.9:1, every glyph kept.
        #expect(half.lines.allSatisfy { $0 == String(repeating: "S", count: 16) })
        #expect(half[3, 3].background == RGB.black.mixed(with: .white, 0.5))
        #expect(half.legibleSensitiveCells(.default) == 128)
        #expect(half.legibleSensitiveCells(Legibility(minimumContrast: 4)) == 0)
        var nearly = canvas
        nearly.draw(overlay, x: 0, y: 0, alpha: 0.9)
        #expect(nearly[0, 0].glyph == "S" && nearly.legibleSensitiveCells(.default) == 0)
        var full = canvas
        full.draw(overlay, x: 0, y: 0, alpha: 1)
        #expect(full.legibleSensitiveCells(.default) == 0)
    }

    /// Core Animation's rule: a model value set outside an animation leaves the one in flight
    /// running; removing it from the layer ends it at once.
    @Test func settingAValueLeavesTheAnimationUntilItIsRemoved() {
        let world = World.test().launched("Secret")
        let window = world.windowScene(world.secret)!.keyWindow!
        let cover = UIView(frame: window.frame)
        cover.alpha = 0
        window.addSubview(cover)
        UIView.animate(withDuration: 0.5, animations: { cover.alpha = 1 })
        world.advance(0.25)
        cover.alpha = 1
        #expect(cover.presentationAlpha(at: world.now) == 0.5)
        #expect(cover.layer.animationKeys(at: world.now) == ["opacity"])
        cover.layer.removeAnimation(forKey: "transform.translation.x")
        #expect(cover.presentationAlpha(at: world.now) == 0.5)
        cover.layer.removeAnimation(forKey: "opacity")
        #expect(cover.presentationAlpha(at: world.now) == 1)
        #expect(cover.layer.animationKeys(at: world.now) == nil)
        // The reported reading: the assignment itself ends the animation.
        world.assumptions = [.setCompletesAnimation]
        UIView.animate(withDuration: 0.5, animations: { cover.alpha = 0 })
        world.advance(0.1)
        cover.alpha = 0
        #expect(cover.presentationAlpha(at: world.now) == 0)
    }

    @Test func theLegibleCountFallsAsTheLayerGetsOpaque() {
        let base = Canvas(
            width: 8, height: 1,
            filling: Cell("S", foreground: .black, background: .systemBlue, sensitive: true))
        let overlay = Canvas(width: 8, height: 1, filling: Cell(background: .white))
        var counts: [Int] = []
        for step in 0...20 {
            var frame = base
            frame.draw(overlay, x: 0, y: 0, alpha: Double(step) / 20)
            counts.append(frame.legibleSensitiveCells(.default))
        }
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(counts.first == 8 && counts.last == 0)
        // A monochrome picture shows a glyph exactly where it is counted.
        var frame = base
        frame.draw(overlay, x: 0, y: 0, alpha: 0.95)
        #expect(frame.legibleOnly(.default).lines == ["        "])
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
        let legible = world.liveImage(of: world.secret)!.legibleSensitiveCells(.default)
        // Half faded: the glyphs stay, paler, and nearly all can still be read.
        #expect(legible * 100 >= TestApps.secretLegible * 85)
        #expect(world.liveImage(of: world.secret)![0, 0].background != .black)
        #expect(!finished)
        world.advance(0.25)
        #expect(finished)
        #expect(world.liveImage(of: world.secret)!.legibleSensitiveCells(.default) == 0)

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
        let mid = world.liveImage(of: world.secret)!.legibleSensitiveCells(.default)
        #expect(mid > 0 && mid < TestApps.secretLegible)
        world.advance(0.3)
        #expect(world.liveImage(of: world.secret)!.legibleSensitiveCells(.default) == 0)
        cover.dismiss(animated: false)
        #expect(world.liveImage(of: world.secret)!.legibleSensitiveCells(.default) == TestApps.secretLegible)
    }
}
