import SwitcherCore

/// How long a recording holds the picture at each `Pause` cue (`record --hold`), so a caption
/// shown there can be read in the GIF or the cast as the speaker would let the room read it
/// live. While it holds, the recording time runs on and the tape time and the world stand
/// still, as they do at a cue of `play --cue`: `Expect` results are the same whatever the hold.
public enum CueHold: Sendable, Hashable {
    /// As long as the caption on screen takes to read: `perWord` a word, at least `least`
    /// (a cue with no caption holds `least`).
    case readingTime
    /// A fixed time at every cue; zero passes straight through, as `play` without `--cue` does.
    case fixed(Interval)

    /// Reading time for one word of a caption: 0.3 s, about 200 words a minute.
    public static let perWord = Interval(microseconds: 300_000)
    /// The shortest hold by reading time: 2 s, for a glance at a short caption.
    public static let least = Interval.seconds(2)

    /// How long a cue holds with `caption` on screen (nil: none).
    public func duration(caption: String?) -> Interval {
        switch self {
        case .fixed(let interval): return interval
        case .readingTime:
            let words = caption.map { $0.split(whereSeparator: { $0 == " " || $0 == "\n" }).count } ?? 0
            return max(Self.least, Interval(microseconds: Self.perWord.microseconds * Int64(words)))
        }
    }
}

extension Tape {
    /// The tape recorded with `hold` at each cue (`record --hold`, `render --hold`).
    public func holding(_ hold: CueHold) -> Tape {
        var settings = settings
        settings.hold = hold
        return Tape(file: file, settings: settings, steps: steps)
    }
}
