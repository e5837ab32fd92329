import SwitcherCore
import SwitcherUI

/// A screen for the live loop that plays a script instead of a terminal (ratatui's
/// `TestBackend`): keys, resizes and stretches of nothing come in the script's order, and
/// the screen keeps what the loop did with them: each read with the wait it asked for and
/// what it got, and every frame and end the presenter gave it.
///
/// Waiting moves `clock` instead of sleeping: a read that finds nothing queued moves it by
/// the whole wait, or to the end of an `idle` step. When the script has run out the screen
/// hangs up: `takePendingSignal()` answers `hangUp`, so a loop that misses its end stops.
public final class ScriptedScreen: LiveScreen {
    /// What comes next from the screen.
    public enum Step: Equatable, Sendable {
        /// A key (or a click) is queued.
        case key(Key)
        /// The screen becomes `Size`: a read gives `.resize`, and `noteResize()` the size.
        case resize(Size)
        /// Input the lab has no key for.
        case unknown
        /// Nothing comes for this many milliseconds.
        case idle(milliseconds: Int)
        /// A terminating signal arrives: it interrupts the read, which finds nothing.
        case signal(Int32)
    }

    /// One thing the loop did with the screen, in order.
    public enum Entry: Equatable, Sendable {
        case read(timeout: Int32, got: ScreenInput)
        /// A frame shown, at its size.
        case frame(Size)
    }

    /// The signal of a screen whose script has run out (SIGHUP).
    public static let hangUp: Int32 = 1

    public let clock: ManualClock
    public private(set) var size: Size
    /// The steps not yet read.
    public private(set) var script: [Step]
    public private(set) var log: [Entry] = []
    /// Every update shown, in order.
    public private(set) var updates: [FrameUpdate] = []
    /// The times `end(at:)` was called at.
    public private(set) var ends: [Instant] = []
    /// The times `noteResize()` was called.
    public private(set) var resizesNoted = 0
    /// A read found the script at its end.
    public private(set) var ranOut = false
    private var pendingSize: Size?
    private var pendingSignal: Int32?

    public init(size: Size, script: [Step], clock: ManualClock = ManualClock()) {
        self.size = size
        self.script = script
        self.clock = clock
    }

    // MARK: LiveScreen

    public func read(timeoutMilliseconds milliseconds: Int32) -> ScreenInput {
        let input = next(within: milliseconds < 0 ? nil : Int(milliseconds))
        log.append(.read(timeout: milliseconds, got: input))
        return input
    }

    public func noteResize() {
        resizesNoted += 1
        if let pendingSize { size = pendingSize }
        pendingSize = nil
    }

    public func show(_ update: FrameUpdate) {
        updates.append(update)
        log.append(.frame(Size(width: update.frame.width, height: update.frame.height)))
    }

    public func end(at time: Instant) { ends.append(time) }

    /// The signal the last read was interrupted by, once; `hangUp` after the script's end.
    public func takePendingSignal() -> Int32? {
        defer { pendingSignal = nil }
        return pendingSignal ?? (ranOut ? Self.hangUp : nil)
    }

    // MARK: What the loop did

    /// Every wait asked for, in order, the reads of what was already queued (0) included.
    public var timeouts: [Int32] {
        log.compactMap { entry -> Int32? in if case .read(let timeout, _) = entry { timeout } else { nil } }
    }

    /// The sizes of the frames shown, in order.
    public var frameSizes: [Size] {
        log.compactMap { entry -> Size? in if case .frame(let size) = entry { size } else { nil } }
    }

    /// For each frame after the first, how many reads found input since the frame before.
    public var inputsBetweenFrames: [Int] {
        var counts: [Int] = []
        var count: Int?
        for entry in log {
            switch entry {
            case .read(_, let got): if got != .nothing { count? += 1 }
            case .frame:
                if let count { counts.append(count) }
                count = 0
            }
        }
        return counts
    }

    // MARK: Playing the script

    /// The next input within `milliseconds` (nil: however long it takes).
    private func next(within milliseconds: Int?) -> ScreenInput {
        var left = milliseconds
        while let step = script.first {
            switch step {
            case .idle(let length):
                if let left, left < length {
                    clock.advance(by: .milliseconds(left))
                    script[0] = .idle(milliseconds: length - left)
                    return .nothing
                }
                clock.advance(by: .milliseconds(length))
                left = left.map { $0 - length }
                script.removeFirst()
            case .key(let key):
                script.removeFirst()
                return .key(key)
            case .resize(let size):
                script.removeFirst()
                pendingSize = size
                return .key(.resize)
            case .unknown:
                script.removeFirst()
                return .unknown
            case .signal(let number):
                script.removeFirst()
                pendingSignal = number
                return .nothing
            }
        }
        ranOut = true
        if let left { clock.advance(by: .milliseconds(left)) }
        return .nothing
    }
}
