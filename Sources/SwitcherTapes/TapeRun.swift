import SwitcherCore
import SwitcherUI

/// A tape being played: one lab (`TapePlayer`), or one per column of a comparison
/// (`ComparePlayer`). Recording, rendering, checking and `play` all go through this, so a
/// comparison records, renders and checks as a single tape does.
public protocol TapeRun: AnyObject {
    var tape: Tape { get }
    /// Seconds into the recording.
    var time: Instant { get }
    /// Virtual time since the tape started.
    var tapeTime: Instant { get }
    /// The recording time at which the last step ran; nil while steps remain.
    var endTime: Instant? { get }
    /// The line of the step that ran last; nil before the first.
    var currentLine: Int? { get }
    /// Every `Expect` checked so far, in the tape's order (column by column for each line).
    var results: [ExpectationResult] { get }
    /// Every event the world ignored so far, at the line that sent it (the line that ran
    /// last, for one that waited for a transition).
    var warnings: [TapeWarning] { get }
    /// Recording seconds until the next step, or nil when none is left.
    var secondsUntilNextStep: Double? { get }
    /// The labs the tape drives: keys go to each.
    var labs: [Lab] { get }
    /// The frame size of recordings and rendered frames.
    var frameSize: Size { get }
    /// Moves the recording time on to `target`, running each step at its tape time.
    func advance(to target: Instant, stoppingAtEnd: Bool) throws(TapeError)
    /// The frame now; drawing changes nothing. `images` is the presenter's cache.
    func render(size: Size, images: ImageCache?) -> Canvas
    /// Whether a `Pause` holds the tape until `resume()` (`play --cue`).
    var holdsAtCues: Bool { get set }
    /// The line of the `Pause` the tape holds at; nil while it runs.
    var heldCue: Int? { get }
    /// Lets the tape go on from its cue.
    func resume()
    /// The snapshots, captions and cues since the last call, in order.
    func takeMarkers() -> [TapeMarker]
}

extension TapeRun {
    public var isFinished: Bool { endTime != nil }
    public var failures: [ExpectationResult] { results.filter { !$0.passed } }

    /// The frame now, drawn without a cache.
    public func render(size: Size) -> Canvas { render(size: size, images: nil) }

    /// Runs every step at its tape time and draws nothing (`check`): no expectation reads a
    /// frame, and a frame changes nothing, so the results are the ones `record` gets.
    public func runToEnd() throws(TapeError) {
        try advance(to: Instant(microseconds: Int64.max / 4), stoppingAtEnd: true)
    }
}

extension Tape {
    /// Whether the tape compares strategies or devices (`Set Compare`, `--compare`).
    public var compares: Bool { !settings.compare.isEmpty || !settings.compareDevices.isEmpty }

    /// A run of the tape: a comparison when it compares, else one lab. Checks what only the
    /// run can: `Expect In` names columns there are, and each column's device has the events.
    public func run(catalog: AssetCatalog) throws(TapeError) -> any TapeRun {
        if compares { return try ComparePlayer(tape: self, catalog: catalog) }
        if let step = steps.first(where: { if case .expectIn = $0.action { true } else { false } }) {
            throw TapeError(
                file: file, line: step.line,
                message: "Expect In names a column, but the tape compares nothing (Set Compare, or --compare)"
            )
        }
        return TapePlayer(tape: self, catalog: catalog)
    }
}

extension TapePlayer: TapeRun {
    public var labs: [Lab] { [lab] }
    public var frameSize: Size { tape.settings.size }
    public func render(size: Size, images: ImageCache?) -> Canvas { lab.render(size: size, images: images) }
}
