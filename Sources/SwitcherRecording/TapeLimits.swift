import SwitcherCore

/// Bounds on the work a tape may ask for, checked before anything runs.
extension Tape {
    /// The longest a tape may run in virtual time: its `Sleep`s together. An hour is far
    /// beyond any demo, and bounds the frames `record` and `render --frames` make.
    public static let longestVirtualDuration = Interval(microseconds: 3_600_000_000)

    /// Throws, naming the line where the `Sleep`s pass `longestVirtualDuration`, when they add
    /// up to more.
    public func checkLimits() throws(TapeError) {
        var total = Interval.zero
        for step in steps {
            guard case .sleep(let interval) = step.action else { continue }
            total = total + interval
            if total > Self.longestVirtualDuration {
                throw TapeError(
                    file: file, line: step.line,
                    message:
                        "the Sleeps add up to \(total) here, more than the limit of 1 hour (3600s) of virtual time"
                )
            }
        }
    }
}
