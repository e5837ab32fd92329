import SwitcherCore
import SwitcherUI

/// A tape played live (`switcherlab play`): the live loop's real time drives the tape's
/// recording time, so steps reach the lab at their own pace; the frames are the lab's own,
/// at the terminal's size (a comparison's columns, wrapped to fit). Keys go to the lab, so the
/// person watching can pause (which holds the tape too), open panels or quit; in a comparison
/// they go to every column's lab, and only those acting on the devices, the clock and the
/// session do anything. After the last step the lab runs on, interactive.
///
/// At a `Pause` held by `play --cue`, the speaker's keys (a presentation clicker's too) move
/// between cues: Space, → and PageDown go on; ←, Backspace and PageUp go back to the cue
/// before, which a fresh run of the tape reaches again on the virtual clock, so it looks as it
/// did. Between cues PageDown runs on to the next cue and PageUp back to the last one; the
/// other keys are the lab's there.
public final class TapeLiveSession: LiveSession {
    public private(set) var player: any TapeRun
    /// Makes a fresh run of the tape, for going back to a cue; nil: no going back.
    private let restart: (() throws(TapeError) -> any TapeRun)?
    /// The cues reached so far in this run, the one held at included.
    public private(set) var cuesReached = 0
    /// The tape's whole length in tape time, `Wait`s included, from a run to its end when
    /// the session began (the progress line's); nil: its `Sleep`s alone.
    private var measuredDuration: Interval?
    /// A step that could not run (a card not in the switcher); the tape stops there.
    public private(set) var error: TapeError?
    /// Called once, when the last step has run or a step failed.
    public var onEnd: (() -> Void)?
    /// Whether the live loop ends with the tape (`play --exit`); a failed step ends it
    /// anyway. Otherwise the lab stays interactive until the person quits.
    public var exitsAtEnd = false
    private var ended = false

    /// Runs the steps at time zero at once, so the first frame shows them. With `restart`, a
    /// run of the tape to its end first measures its length, `Wait`s included, and `←` goes
    /// back to a cue.
    public init(player: any TapeRun, restart: (() throws(TapeError) -> any TapeRun)? = nil) {
        self.player = player
        self.restart = restart
        if let restart, let whole = try? restart() {
            whole.holdsAtCues = false
            if (try? whole.runToEnd()) != nil { measuredDuration = whole.tapeTime - .zero }
        }
        do {
            try player.advance(to: player.time, stoppingAtEnd: false)
        } catch {
            self.error = error
        }
        noteCue()
    }

    /// Counts the cue the player holds at, once.
    private var countedCue: Int?
    private func noteCue() {
        if let held = player.heldCue, countedCue != held {
            cuesReached += 1
            countedCue = held
        } else if player.heldCue == nil {
            countedCue = nil
        }
    }

    /// The first lab: the one a single tape drives, and whose pause holds the tape.
    public var lab: Lab { player.labs[0] }

    /// The lab's frame with the tape's progress on the bottom row: under the lab when the
    /// layout fits in one row less, else over the hint line, unless a caption has it (the
    /// audience's line comes first).
    public func render(size: Size, images: ImageCache?) -> Canvas {
        let size = LabLayout.bounded(size)
        if let compare = player as? ComparePlayer {
            var view = compare.view
            view.progress = progress
            return view.render(size: size, images: images)
        }
        let labSize = labSize(in: size)
        guard labSize == size else {
            var canvas = Canvas(width: size.width, height: size.height)
            canvas.draw(lab.render(size: labSize, images: images), x: 0, y: 0)
            progress.draw(on: &canvas, in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1))
            return canvas
        }
        var canvas = lab.render(size: size, images: images)
        if let layout = lab.layout(for: size), lab.caption == nil || layout.caption != layout.hints {
            progress.draw(on: &canvas, in: layout.hints)
        }
        return canvas
    }

    /// The lab's part of a terminal of `size`: a row less, for the progress line, when the
    /// layout fits in it.
    private func labSize(in size: Size) -> Size {
        let size = LabLayout.bounded(size)
        let above = Size(width: size.width, height: size.height - 1)
        return size.height > 1 && lab.layout(for: above) != nil ? above : size
    }

    /// Where the tape is, and how its `Expect` lines went so far.
    public var progress: TapeProgressLine {
        let state: TapeProgressLine.State =
            error != nil
            ? .stopped
            : player.isFinished ? .ended : player.heldCue != nil ? .cue : lab.isPaused ? .paused : .playing
        let results = player.results
        let failed = results.filter { !$0.passed }.count
        return TapeProgressLine(
            state: state, line: player.currentLine, lastLine: player.tape.steps.last?.line ?? 0,
            time: player.tapeTime - .zero, duration: measuredDuration ?? player.tape.virtualDuration,
            passed: results.count - failed, failed: failed,
            lastCheck: Self.lastCheck(results).map {
                let column = $0.column.map { "in \($0): " } ?? ""
                return TapeProgressLine.Check(
                    line: $0.line, passed: $0.passed,
                    text: column + ($0.passed ? $0.expected : "expected \($0.expected), got \($0.got)"))
            })
    }

    /// The result the progress line shows: the last line's, or its first failure if a column
    /// failed it (a later column's pass must not hide it).
    static func lastCheck(_ results: [ExpectationResult]) -> ExpectationResult? {
        guard let last = results.last else { return nil }
        let line = results.reversed().prefix { $0.line == last.line }
        return line.last { !$0.passed } ?? last
    }

    /// Keys go to every lab of a comparison (each runs those that act on what it draws), so
    /// they pause, step and quit as one; the terminal's size goes to the lab it frames.
    /// Real time moves the tape, unless a pause from the keyboard holds it with the world.
    @discardableResult
    public func update(_ message: LabMessage) -> LabOutcome {
        switch message {
        case .resize(let size):
            terminalSize = size
        case .elapsed(let realSeconds):
            advanceTape(realSeconds: realSeconds)
        case .key(let key) where player.holdsAtCues && cueKey(key) != nil:
            // At a cue these are the speaker's keys: the lab does not see them.
            if cueKey(key) == .forward {
                if player.heldCue == nil { return skipToNextCue() }
                player.resume()
                advanceTape(realSeconds: 0)
            } else {
                backToCue(player.heldCue == nil ? cuesReached : cuesReached - 1)
            }
        default:
            let outcomes = player.labs.map { $0.update(message) }
            sizeLab()
            return outcomes.contains(.quit) ? .quit : outcomes[0]
        }
        sizeLab()
        return .done
    }

    /// The terminal's size, as the live loop gave it last.
    private var terminalSize: Size?

    /// Tells a single tape's lab the size it is drawn at, which a key may change (another
    /// device needs another minimum); a comparison's columns take no clicks.
    private func sizeLab() {
        guard player.labs.count == 1, let terminalSize else { return }
        let size = labSize(in: terminalSize)
        if lab.size != size { lab.update(.resize(size)) }
    }

    private enum CueMove { case forward, back }

    /// What `key` does for the speaker: at a cue, Space, → and PageDown go on and ←,
    /// Backspace and PageUp go back; between cues only PageDown and PageUp, the clicker's.
    private func cueKey(_ key: Key) -> CueMove? {
        switch key {
        case .pageDown: return .forward
        case .pageUp: return .back
        case .character(" "), .right: return player.heldCue != nil ? .forward : nil
        case .left, .backspace: return player.heldCue != nil ? .back : nil
        default: return nil
        }
    }

    /// Between cues, PageDown: the tape runs on to the next cue (or its end) at once.
    private func skipToNextCue() -> LabOutcome {
        defer { noteCue() }
        do {
            while player.heldCue == nil && !player.isFinished {
                try player.advance(to: player.time + .seconds(3600), stoppingAtEnd: true)
            }
        } catch {
            self.error = error
        }
        return .done
    }

    /// A fresh run of the tape, played on the virtual clock to its `count`th cue and held
    /// there; with 0, to its start. Without a way to restart, nothing happens.
    private func backToCue(_ count: Int) {
        guard let restart, error == nil else { return }
        do {
            let fresh = try restart()
            fresh.holdsAtCues = true
            var reached = 0
            try fresh.advance(to: fresh.time, stoppingAtEnd: false)
            while count > 0 {
                if fresh.heldCue != nil {
                    reached += 1
                    if reached == count { break }
                    fresh.resume()
                }
                if fresh.isFinished { break }
                try fresh.advance(to: fresh.time + .seconds(3600), stoppingAtEnd: true)
            }
            player = fresh
            cuesReached = count > 0 ? reached : 0
            countedCue = fresh.heldCue
            ended = false
        } catch {
            self.error = error
        }
    }

    private func advanceTape(realSeconds: Double) {
        guard realSeconds >= 0, realSeconds.isFinite else { return }
        if error != nil || (player.isFinished && !ended) {
            return end()
        }
        // A pause from the keyboard holds the tape as well as the world.
        guard !lab.isPaused else { return }
        do {
            try player.advance(to: player.time + .seconds(realSeconds), stoppingAtEnd: false)
        } catch {
            self.error = error
        }
        noteCue()
        if error != nil || player.isFinished { end() }
    }

    private func end() {
        guard !ended else { return }
        ended = true
        onEnd?()
    }

    /// Held at a cue, nothing moves until a key.
    public var isAnimating: Bool { player.heldCue == nil && player.labs.contains { $0.isAnimating } }

    public var isFinished: Bool { ended && (exitsAtEnd || error != nil) }

    public var secondsUntilNextChange: Double? {
        if lab.isPaused || player.heldCue != nil { return nil }
        let steps = error == nil ? player.secondsUntilNextStep : nil
        return (player.labs.map(\.secondsUntilNextChange) + [steps]).compactMap { $0 }.min()
    }
}
