import Foundation

/// How an animation's progress maps to its value.
public enum AnimationCurve: String, Hashable, Sendable, CaseIterable {
    case linear
    case easeInOut
    case easeOut
    case easeIn
    /// A damped oscillation that ends where it started: the wrong-PIN shake.
    case shake

    /// The curve at progress `p` in 0…1.
    public func value(at p: Double) -> Double {
        let p = min(max(p, 0), 1)
        switch self {
        case .linear: return p
        case .easeInOut: return p < 0.5 ? 2 * p * p : 1 - 2 * (1 - p) * (1 - p)
        case .easeOut: return 1 - (1 - p) * (1 - p)
        case .easeIn: return p * p
        case .shake:
            // Four swings that die away; 0 at both ends.
            return (1 - p) * sin(p * 4 * 2 * Double.pi)
        }
    }
}

/// A value moving from `from` to `to` over `[start, start + duration]`: a pure function of time.
public struct Animation: Hashable, Sendable {
    public var from: Double
    public var to: Double
    public var start: Instant
    public var duration: Interval
    public var curve: AnimationCurve

    public init(
        from: Double, to: Double, start: Instant, duration: Interval, curve: AnimationCurve = .easeInOut
    ) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    public var end: Instant { start + duration }

    /// Progress 0…1 at `time`.
    public func progress(at time: Instant) -> Double {
        guard duration.microseconds > 0 else { return 1 }
        return min(max((time - start).seconds / duration.seconds, 0), 1)
    }

    /// The value at `time`. For `.shake`, `to` is the amplitude around `from`.
    public func value(at time: Instant) -> Double {
        let k = curve.value(at: progress(at: time))
        if curve == .shake { return from + to * k }
        return from + (to - from) * k
    }

    public func isFinished(at time: Instant) -> Bool { time >= end }
}
