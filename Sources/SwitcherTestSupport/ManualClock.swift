import Foundation

/// A clock that moves only when told: the live loop's real time in tests. `ScriptedScreen`
/// moves it by the waits it is asked for, so a test of the loop never sleeps and its
/// pacing is the same on every machine.
public final class ManualClock: Clock, @unchecked Sendable {
    /// A reading of the clock: the time since it was made.
    public struct Instant: InstantProtocol {
        public var sinceStart: Duration

        public init(sinceStart: Duration) { self.sinceStart = sinceStart }

        public func advanced(by duration: Duration) -> Instant { Instant(sinceStart: sinceStart + duration) }
        public func duration(to other: Instant) -> Duration { other.sinceStart - sinceStart }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.sinceStart < rhs.sinceStart }
    }

    // The loop runs on one thread; the lock only makes the clock honest about `Sendable`.
    private let lock = NSLock()
    private var current = Instant(sinceStart: .zero)

    public init() {}

    public var now: Instant { locked { current } }

    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Moves the clock on by `duration`.
    public func advance(by duration: Duration) {
        locked { current = current.advanced(by: duration) }
    }

    /// Moves the clock to `deadline` at once, if it is later, instead of waiting for it.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        locked { current = max(current, deadline) }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
