import SwitcherCore

/// Bounds on the work a tape may ask for, checked before anything runs.
extension Tape {
    /// The longest a tape may run in virtual time: its `Sleep`s and `Wait` timeouts together. An hour is far
    /// beyond any demo, and bounds the frames `record` and `render --frames` make.
    public static let longestVirtualDuration = Interval(microseconds: 3_600_000_000)

    /// Throws, naming the line where the `Sleep`s pass `longestVirtualDuration`, when they add
    /// up to more; or where the recording does, once slowed by `Set TimeScale` (at 0.01 an
    /// hour of tape would be a hundred hours of frames).
    public func checkLimits() throws(TapeError) {
        var total = Interval.zero
        var recording = 0.0
        var scale = settings.timeScale
        let limit = Self.longestVirtualDuration
        for step in steps {
            if case .set(.timeScale(let value)) = step.action { scale = value }
            // A `Wait` may last until its timeout.
            let interval: Interval
            switch step.action {
            case .sleep(let sleep): interval = sleep
            case .wait(_, let timeout): interval = timeout
            default: continue
            }
            total = total + interval
            recording += interval.seconds / scale
            if total > limit {
                throw TapeError(
                    file: file, line: step.line,
                    message:
                        "the Sleeps add up to \(total) here, more than the limit of 1 hour (3600s) of virtual time"
                )
            }
            if recording > limit.seconds {
                throw TapeError(
                    file: file, line: step.line,
                    message:
                        "at time scale \(scale) the recording lasts \(Interval.seconds(recording)) here, more than the limit of 1 hour (3600s)"
                )
            }
        }
    }
}
