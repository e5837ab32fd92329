import SwitcherCore
import SwitcherUI

/// Plays a tape into a `Lab`, on two clocks:
/// - the **recording time** (`time`): seconds into the recording or the live show;
/// - the **tape time** (`tapeTime`): the virtual time the tape's `Sleep`s measure and its
///   `Expect`s are checked at. It runs at `lab.timeScale` times the recording time, so
///   `Set TimeScale 0.25` makes a slow-motion recording of the same events.
/// The world's clock moves with the tape time, except while the lab is paused. A `Wait` looks
/// at the world once a frame until it holds; a `Pause` holds everything when asked to. Steps run at
/// their exact tape time, whatever the steps callers advance in, so frames and `Expect`
/// results do not depend on the frame rate.
public final class TapePlayer {
    public let tape: Tape
    public let lab: Lab
    /// Seconds into the recording.
    public private(set) var time: Instant = .zero
    /// Virtual time since the tape started.
    public private(set) var tapeTime: Instant = .zero
    /// Every `Expect` checked so far, in order.
    public private(set) var results: [ExpectationResult] = []
    /// The recording time at which the last step ran; nil while steps remain.
    public private(set) var endTime: Instant?
    /// The line of a `Key` that made the lab quit; the steps after it do not run.
    public private(set) var quitLine: Int?
    /// The line of the step that ran last; nil before the first.
    public private(set) var currentLine: Int?
    /// The events the world ignored, in order.
    public private(set) var warnings: [TapeWarning] = []
    /// How much of which world's log `warnings` has read.
    private var logRead = LogReader()
    /// Whether a `Pause` cue holds the tape until `resume()` (`play --cue`); otherwise cues
    /// pass straight through.
    public var holdsAtCues = false
    /// The line of the `Pause` the tape holds at; nil while it runs.
    public private(set) var heldCue: Int?
    /// The recording time a cue's hold (`Tape.holding`) ends at; nil when none holds. Until
    /// then the recording time runs and the tape time and the world stand still.
    private var holdEnd: Instant?
    /// The frame rate a `Wait` polls at, in recording time (`Set FrameRate`).
    public var frameRate: Int
    /// The `Wait` running now: its line, what it waits for and until when.
    private var waiting: (line: Int, expectation: Expectation, deadline: Instant, timeout: Interval)?
    /// The snapshots taken so far, when the `Wait` running now began: `Wait Snapshot` waits for
    /// the next.
    var snapshotsBefore = 0
    /// Moments worth finding again since `takeMarkers()` last ran: snapshots, captions, cues.
    private var markers: [TapeMarker] = []

    private var cursor = 0
    private var anchor = Anchor(time: .zero, tapeTime: .zero, rate: 1)
    /// The tape time at which `tape.steps[cursor]` runs.
    private var nextStepTime: Instant = .zero
    /// Log positions of the previous `Expect Callbacks`, per app or window.
    var callbackMarks: [SceneReference: Int] = [:]

    /// The column this player is, in a comparison: its `Expect` results carry it, and
    /// `Expect In` lines for other columns are skipped.
    public let column: CompareColumn?

    public init(tape: Tape, catalog: AssetCatalog, column: CompareColumn? = nil) {
        self.tape = tape
        self.column = column
        self.lab = Lab(tape.settings.lab, catalog: catalog)
        frameRate = tape.settings.frameRate
        lab.keepsCaptionLine = tape.hasCaptions
        lab.captionsAhead = tape.captions
        lab.showsHints = tape.settings.hints
        lab.isComparisonColumn = column != nil
        // A column is drawn by the comparison, at a size of its own and with no clicks.
        if column == nil { lab.update(.resize(tape.settings.size)) }
    }

    /// Tape time per recording time, kept positive so the tape always moves on.
    var rate: Double {
        let scale = lab.timeScale
        return scale.isFinite && scale > 0 ? max(scale, 0.01) : 1
    }

    /// Recording seconds until the next step, or nil when none is left.
    public var secondsUntilNextStep: Double? {
        guard !isFinished else { return nil }
        if let holdEnd { return max(0, (holdEnd - time).seconds) }
        return max(0, (nextStepTime - tapeTime).seconds / rate)
    }

    /// Moves the recording time on to `target`, running each step at its tape time. With
    /// `stoppingAtEnd`, stops as soon as the last step has run (at `endTime`); otherwise the
    /// world keeps running after the tape, as in a live show.
    public func advance(to target: Instant, stoppingAtEnd: Bool = false) throws(TapeError) {
        while true {
            try runDueSteps()
            // Held at a cue: nothing moves until `resume()`.
            if heldCue != nil { return }
            if stoppingAtEnd && isFinished { return }
            guard time < target else { return }
            let rate = self.rate
            if let holdEnd {
                // A recorded cue: the picture stays, and the tape time is measured from its end.
                time = min(target, holdEnd)
                guard time == holdEnd else { return }
                self.holdEnd = nil
                anchor = Anchor(time: time, tapeTime: tapeTime, rate: rate)
                continue
            }
            if rate != anchor.rate { anchor = Anchor(time: time, tapeTime: tapeTime, rate: rate) }
            var newTime = target
            var newTapeTime = anchor.tapeTime(at: target)
            if !isFinished && nextStepTime <= newTapeTime {
                newTapeTime = nextStepTime
                newTime = max(time, min(target, anchor.time(at: nextStepTime)))
            }
            if !lab.isPaused && newTapeTime > tapeTime { lab.update(.advance(newTapeTime - tapeTime)) }
            time = newTime
            tapeTime = newTapeTime
            noteIgnoredEvents()
        }
    }

    /// Turns the log's new `ignored` entries into warnings at the line that ran last.
    private func noteIgnoredEvents() {
        for entry in logRead.newEntries(of: lab.world) {
            if let marker = entry.snapshotMarker { markers.append(TapeMarker(label: marker, time: time)) }
            guard case .ignored(let reason) = entry.kind else { continue }
            let what = entry.event.map { $0.tapeLine.split(separator: "\n").first.map(String.init) ?? "" }
            warnings.append(
                TapeWarning(
                    file: tape.file, line: currentLine ?? 0,
                    message: (what.map { "\($0) ignored" } ?? "ignored") + ": \(reason)",
                    column: column?.label))
        }
    }

    /// Where the tape time was when the rate last changed: both clocks are measured from it,
    /// so rounding to microseconds never accumulates.
    private struct Anchor {
        var time: Instant
        var tapeTime: Instant
        var rate: Double

        func tapeTime(at time: Instant) -> Instant {
            tapeTime + TapePlayer.scaled(time - self.time, by: rate)
        }

        /// The first recording time at which the tape time reaches `tapeTime`.
        func time(at tapeTime: Instant) -> Instant {
            time + TapePlayer.scaled(tapeTime - self.tapeTime, by: 1 / rate, roundingUp: true)
        }
    }

    static func scaled(_ interval: Interval, by factor: Double, roundingUp: Bool = false) -> Interval {
        if factor == 1 { return interval }
        let value = Double(interval.microseconds) * factor
        let rounded = roundingUp ? value.rounded(.up) : value.rounded()
        return Interval(microseconds: rounded >= Double(Int64.max / 2) ? Int64.max / 2 : Int64(rounded))
    }

    private func runDueSteps() throws(TapeError) {
        while !isFinished && heldCue == nil && holdEnd == nil && nextStepTime <= tapeTime {
            if let wait = waiting {
                // The world moved since the last look: look again, or fail past the deadline,
                // or look again a frame later.
                let result = check(wait.expectation, line: wait.line)
                if result.passed || tapeTime >= wait.deadline {
                    waiting = nil
                    if !result.passed { results.append(timedOut(result, after: wait.timeout)) }
                    continue
                }
                nextStepTime = min(wait.deadline, tapeTime + pollInterval)
                return
            }
            guard cursor < tape.steps.count, quitLine == nil else {
                endTime = time
                return
            }
            let step = tape.steps[cursor]
            cursor += 1
            currentLine = step.line
            if case .sleep(let interval) = step.action {
                nextStepTime = nextStepTime + interval
            } else if case .wait(let expectation, let timeout) = step.action {
                waiting = (step.line, expectation, tapeTime + timeout, timeout)
                if case .snapshotTaken(let reference) = expectation {
                    snapshotsBefore = snapshots(of: reference)
                }
            } else {
                try perform(step)
                lab.update(.advance(.zero))
                noteIgnoredEvents()
            }
        }
    }

    /// How far a `Wait` moves the tape time between looks: one frame of the recording.
    private var pollInterval: Interval {
        let frame = Interval(microseconds: 1_000_000 / Int64(max(1, frameRate)))
        return max(Interval(microseconds: 1), Self.scaled(frame, by: rate))
    }

    /// A `Wait`'s last look, failed: the line's result, saying how long it waited.
    private func timedOut(_ result: ExpectationResult, after timeout: Interval) -> ExpectationResult {
        ExpectationResult(
            file: result.file, line: result.line, expectation: result.expectation, time: result.time,
            expected: "\(result.expected) within \(timeout)", got: result.got, passed: false,
            column: result.column)
    }

    /// Lets the tape go on from the cue it holds at.
    public func resume() { heldCue = nil }

    /// The markers since the last call, in order; they are then forgotten.
    public func takeMarkers() -> [TapeMarker] {
        defer { markers.removeAll() }
        return markers
    }

    // MARK: Steps

    private func perform(_ step: TapeStep) throws(TapeError) {
        if let input = step.action.input {
            markers.append(TapeMarker(label: input, time: time, kind: .input))
        }
        switch step.action {
        case .event(let event):
            if let reference = event.card, lab.world.card(for: reference) == nil {
                throw TapeError(
                    file: tape.file, line: step.line,
                    message:
                        "\(reference) has no card in the switcher at \(tapeTime) (has it run? add a Sleep?)")
            }
            lab.update(.event(event))
        case .key(let key):
            // In a comparison, a key that would change the column's strategy or device, or open
            // what the columns do not draw, does nothing, as it does live.
            if lab.update(.key(key)) == .quit { quitLine = step.line }
        case .sleep: break
        case .expect(let expectation): results.append(check(expectation, line: step.line))
        case .expectIn(let names, let expectation):
            if let column, column.matches(any: names) {
                results.append(check(expectation, line: step.line))
            } else if case .callbacks(let reference, _) = expectation {
                // The columns not checked move their mark too, so a later `Expect Callbacks`
                // looks at the same stretch of the log in every column.
                callbackMarks[reference] = lab.world.log.entries.count
            }
        case .caption(let text):
            lab.update(.caption(text))
            if let shown = lab.caption { markers.append(TapeMarker(label: shown, time: time)) }
        case .pause:
            markers.append(TapeMarker(label: "cue (line \(step.line))", time: time))
            if holdsAtCues {
                heldCue = step.line
            } else {
                let hold = tape.settings.hold.duration(caption: lab.caption)
                if hold > .zero { holdEnd = time + hold }
            }
        case .wait: break
        case .set(.strategy) where column?.comparesStrategies == true:
            // A column of a comparison of strategies keeps the one it compares.
            break
        case .set(.host) where column?.host != nil:
            // A column named `strategy@host` keeps the host it names.
            break
        case .set(let setting): lab.update(.set(setting))
        }
    }
}

/// A moment of a tape worth finding again in a recording (an asciicast v3 marker): a
/// snapshot taken, a caption shown, a cue; or a key or gesture the tape pressed (an input
/// event, `TapeAction.input`); at its recording time.
public struct TapeMarker: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case marker, input
    }

    public let label: String
    public let time: Instant
    public let kind: Kind

    public init(label: String, time: Instant, kind: Kind = .marker) {
        self.label = label
        self.time = time
        self.kind = kind
    }
}
