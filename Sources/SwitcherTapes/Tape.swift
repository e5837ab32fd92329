import SwitcherCore
import SwitcherUI

/// A parsed tape: how the lab starts (the `Set` lines before the first event) and the steps
/// that follow, each with its line number. See `TapeParser` and docs/TAPES.md.
public struct Tape: Sendable {
    /// The path the tape was read from, as given (used in `file:line` messages).
    public let file: String
    public let settings: TapeSettings
    public let steps: [TapeStep]

    public init(file: String, settings: TapeSettings, steps: [TapeStep]) {
        self.file = file
        self.settings = settings
        self.steps = steps
    }

    /// The tape's length in virtual time: the sum of its `Sleep`s (a `Wait` takes as long as
    /// the world needs, which only playing it tells).
    public var virtualDuration: Interval {
        steps.reduce(Interval.zero) {
            if case .sleep(let interval) = $1.action { return $0 + interval }
            return $0
        }
    }

    /// A duration as tapes write it: `500ms`, `1.5s`, `2s`.
    public static func duration(_ text: String) -> Interval? { TapeValues.duration(text) }

    /// Whether any line is a `Caption`: the lab then keeps a line for them from the start, so
    /// the layout does not move when the first one comes.
    public var hasCaptions: Bool { !captions.isEmpty }

    /// The text of every `Caption` line that shows one, in order: the lab keeps as many lines
    /// as the longest needs.
    public var captions: [String] {
        steps.compactMap {
            if case .caption(let text) = $0.action, !text.isEmpty { return text }
            return nil
        }
    }

    /// The tape without its key-hint row (`--no-hints`).
    public func withoutHints() -> Tape {
        var settings = settings
        settings.hints = false
        return Tape(file: file, settings: settings, steps: steps)
    }

    /// The number of `Expect` lines.
    public var expectationCount: Int {
        steps.filter {
            switch $0.action {
            case .expect, .expectIn: return true
            default: return false
            }
        }.count
    }
}

/// What the `Set` lines before the first event configure: the lab's configuration (a tape
/// starts on the home screen), and how the tape is recorded.
@dynamicMemberLookup
public struct TapeSettings: Hashable, Sendable {
    /// The device, lifecycle, strategy, timings and time scale (virtual seconds per second of
    /// the recording) the lab starts with.
    public var lab = LabConfiguration(app: nil)
    /// The frame size of recordings and rendered frames; `play` uses the terminal's.
    public var size = Size(width: 120, height: 40)
    /// Frames per second of the recording.
    public var frameRate = 30
    /// The recording's title; nil: the tape's file name.
    public var title: String?
    /// Whether an SVG recording starts again after its end (`Set Loop on|off`).
    public var loop = true
    /// The strategies compared side by side (`Set Compare`, `--compare`); empty: none.
    public var compare: [String] = []
    /// The devices compared side by side (`Set CompareDevices`, `--compare-devices`).
    public var compareDevices: [DeviceKind] = []
    /// The palette of an SVG recording (`Set Theme light|dark|auto`).
    public var theme: TapeTheme = .dark
    /// Whether the key-hint row is drawn (`Set Hints on|off`, `--no-hints`); without it its
    /// row goes to the picture.
    public var hints = true
    /// How long a recording holds at each `Pause` (`record --hold`); `play` and `check` never
    /// hold (see `CueHold`).
    public var hold: CueHold = .fixed(.zero)

    public init() {}

    /// The lab's own settings read and written through `lab`, the one owner of them
    /// (`settings.device`, `settings.timings`).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<LabConfiguration, Value>) -> Value {
        get { lab[keyPath: keyPath] }
        set { lab[keyPath: keyPath] = newValue }
    }
}

/// One line that does something, with where it came from.
public struct TapeStep: Hashable, Sendable {
    public let line: Int
    public let action: TapeAction

    public init(line: Int, action: TapeAction) {
        self.line = line
        self.action = action
    }
}

/// What a tape line does once the lab runs.
public enum TapeAction: Hashable, Sendable {
    /// A system event: `Press Home`, `Launch "Bank"`, `AppSwitch Left`, ….
    case event(SystemEvent)
    case key(Key)
    case sleep(Interval)
    case expect(Expectation)
    /// `Expect In <column>[, <column>…] …`: checked only in those columns of a comparison
    /// (named by strategy id or device).
    case expectIn([String], Expectation)
    /// `Caption "<text>"`: a subtitle under the device until the next caption; empty clears it.
    case caption(String)
    /// A `Set` after the first event: it changes the running lab (`LabSetting.Name.running`).
    case set(LabSetting)
    /// `Pause`: a cue. `play --cue` holds here until Space or →; everything else passes
    /// through (an asciicast v3 marks it).
    case pause
    /// `Wait <subject> [Timeout <duration>]`: virtual time runs on, frame by frame, until the
    /// expectation holds; past the timeout it is a failed expectation at this line.
    case wait(Expectation, timeout: Interval)
}

/// `0`, `>N`, `>=N`, `<N`, `<=N`.
public enum Comparison: Hashable, Sendable, CustomStringConvertible {
    case equal(Int)
    case greater(Int)
    case greaterOrEqual(Int)
    case less(Int)
    case lessOrEqual(Int)

    public func matches(_ value: Int) -> Bool {
        switch self {
        case .equal(let n): return value == n
        case .greater(let n): return value > n
        case .greaterOrEqual(let n): return value >= n
        case .less(let n): return value < n
        case .lessOrEqual(let n): return value <= n
        }
    }

    public var description: String {
        switch self {
        case .equal(let n): return "\(n)"
        case .greater(let n): return ">\(n)"
        case .greaterOrEqual(let n): return ">=\(n)"
        case .less(let n): return "<\(n)"
        case .lessOrEqual(let n): return "<=\(n)"
        }
    }
}

/// An `Expect` line: a fact about the world checked at that instant of virtual time.
public enum Expectation: Hashable, Sendable {
    /// The scene's stored snapshot: its legible sensitive cells.
    case snapshotLegible(SceneReference, Comparison)
    /// A snapshot was taken but holds nothing (`FLAG_SECURE`).
    case snapshotBlank(SceneReference)
    /// No snapshot is stored (never taken, or discarded with the card).
    case snapshotNone(SceneReference)
    /// A snapshot of the scene was taken since the `Wait` began (`Wait Snapshot "<app>"`, a
    /// wait alone: an `Expect` has no beginning to count from).
    case snapshotTaken(SceneReference)
    /// The scene's switcher card as it would show now, live or stored.
    case cardLegible(SceneReference, Comparison)
    /// The device screen now (`World.legibleSensitiveCellsOnScreen`).
    case screenLegible(Comparison)
    /// The app's state (the most active of its scenes), or a given window's.
    case state(SceneReference, SceneState)
    /// The callbacks delivered since this reference's previous `Expect Callbacks`, exactly.
    case callbacks(SceneReference, [Callback])
    /// The strategy's cover over the scene (nil: the scenes in front, or the most recent).
    case cover(SceneReference?, visible: Bool)
}

/// The palette a tape asks of its SVG recording (`Set Theme`): the tape's word for it, which
/// the command line turns into the SVG writer's theme.
public enum TapeTheme: String, Sendable, Hashable, CaseIterable {
    /// The lab's own colours.
    case dark
    /// The lab's colours on a light page.
    case light
    /// Light or dark, as the viewer prefers.
    case auto
}
