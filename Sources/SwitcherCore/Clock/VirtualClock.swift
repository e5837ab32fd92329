/// A point on the virtual timeline, in whole microseconds since the world began.
///
/// Integers keep the timeline exact: 0.6 s after 0.3 s is 0.9 s on every machine.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var microseconds: Int64

    public init(microseconds: Int64) { self.microseconds = microseconds }
    public static let zero = Instant(microseconds: 0)

    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static func < (a: Instant, b: Instant) -> Bool { a.microseconds < b.microseconds }
    public static func + (a: Instant, d: Interval) -> Instant {
        Instant(microseconds: a.microseconds + d.microseconds)
    }
    public static func - (a: Instant, b: Instant) -> Interval {
        Interval(microseconds: a.microseconds - b.microseconds)
    }

    /// `12.345s`: the timeline's notation.
    public var description: String { Interval(microseconds: microseconds).description }
}

/// A length of virtual time, in whole microseconds.
public struct Interval: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var microseconds: Int64

    public init(microseconds: Int64) { self.microseconds = microseconds }
    public static func seconds(_ s: Double) -> Interval {
        Interval(microseconds: Int64((s * 1_000_000).rounded()))
    }
    public static func milliseconds(_ ms: Int) -> Interval { Interval(microseconds: Int64(ms) * 1000) }
    public static let zero = Interval(microseconds: 0)
    /// One display frame at 60 Hz.
    public static let frame = Interval(microseconds: 16_667)

    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static func < (a: Interval, b: Interval) -> Bool { a.microseconds < b.microseconds }
    public static func + (a: Interval, b: Interval) -> Interval {
        Interval(microseconds: a.microseconds + b.microseconds)
    }
    public static func * (a: Interval, k: Double) -> Interval { .seconds(a.seconds * k) }

    public var description: String {
        let sign = microseconds < 0 ? "-" : ""
        let us = abs(microseconds)
        let ms = (us + 500) / 1000
        return "\(sign)\(ms / 1000).\(String(ms % 1000).leftPadded(to: 3, with: "0"))s"
    }
}

/// The only source of time in the core. Nothing happens between calls to `advance`: work
/// scheduled for later (a delay, an animation's completion, the system's next step) runs in
/// time order, ties in the order it was scheduled, with `now` set to its due time.
public final class VirtualClock {
    public private(set) var now: Instant = .zero

    private struct Job {
        let due: Instant
        let sequence: Int
        let label: String
        let action: () -> Void
    }
    private var jobs: [Job] = []
    private var nextSequence = 0

    public init() {}

    /// A handle to cancel scheduled work.
    public struct Token: Hashable, Sendable {
        fileprivate let sequence: Int
    }

    /// Runs `action` once `delay` has passed (at once on the next `advance` if zero).
    @discardableResult
    public func schedule(after delay: Interval, _ label: String, _ action: @escaping () -> Void) -> Token {
        let due = now + (delay < .zero ? .zero : delay)
        let job = Job(due: due, sequence: nextSequence, label: label, action: action)
        nextSequence += 1
        let index = jobs.firstIndex { ($0.due, $0.sequence) > (due, job.sequence) } ?? jobs.endIndex
        jobs.insert(job, at: index)
        return Token(sequence: job.sequence)
    }

    public func cancel(_ token: Token) {
        jobs.removeAll { $0.sequence == token.sequence }
    }

    /// Drops all scheduled work. Work still pending holds what it will act on (a view, a
    /// scene, which hold this clock), so a world that is done with calls this to be freed.
    public func cancelAll() {
        jobs.removeAll()
    }

    /// When the next scheduled work is due, if any.
    public var nextDue: Instant? { jobs.first?.due }

    /// Labels of pending work, in the order it will run (for diagnostics and tests).
    public var pendingLabels: [String] { jobs.map(\.label) }

    /// Moves time forward by `interval`, running everything due on the way.
    public func advance(by interval: Interval) {
        advance(to: now + interval)
    }

    /// Moves time forward to `instant`, running everything due at or before it.
    public func advance(to instant: Instant) {
        while let job = jobs.first, job.due <= instant {
            jobs.removeFirst()
            if job.due > now { now = job.due }
            job.action()
        }
        if instant > now { now = instant }
    }

    /// Runs everything due now without moving time.
    public func runDue() { advance(to: now) }
}
