import SwitcherCore
import SwitcherUI

/// A tape played live (`switcherlab play`): the live loop's real time drives the tape's
/// recording time, so steps reach the lab at their own pace; the frames are the lab's own,
/// at the terminal's size. Keys go to the lab, so the person watching can pause (which holds
/// the tape too), open panels or quit. After the last step the lab runs on, interactive.
public final class TapeLiveSession: LiveSession {
    public let player: TapePlayer
    /// A step that could not run (a card not in the switcher); the tape stops there.
    public private(set) var error: TapeError?
    /// Called once, when the last step has run or a step failed.
    public var onEnd: (() -> Void)?
    /// Whether the live loop ends with the tape (`play --exit`); a failed step ends it
    /// anyway. Otherwise the lab stays interactive until the person quits.
    public var exitsAtEnd = false
    private var ended = false

    /// Runs the steps at time zero at once, so the first frame shows them.
    public init(player: TapePlayer) {
        self.player = player
        do {
            try player.advance(to: player.time)
        } catch {
            self.error = error
        }
    }

    public var lab: Lab { player.lab }

    public func render(size: Size) -> Canvas { lab.render(size: size) }

    public func handle(_ key: Key) -> Bool { lab.handle(key) }

    public func elapse(realSeconds: Double) {
        guard realSeconds > 0, realSeconds.isFinite else { return }
        if error != nil || (player.isFinished && !ended) {
            return end()
        }
        // A pause from the keyboard holds the tape as well as the world.
        guard !lab.isPaused else { return }
        do {
            try player.advance(to: player.time + .seconds(realSeconds))
        } catch {
            self.error = error
        }
        if error != nil || player.isFinished { end() }
    }

    private func end() {
        guard !ended else { return }
        ended = true
        onEnd?()
    }

    public var isAnimating: Bool { lab.isAnimating }

    public var isFinished: Bool { ended && (exitsAtEnd || error != nil) }

    public var secondsUntilNextChange: Double? {
        if lab.isPaused { return nil }
        let steps = error == nil ? player.secondsUntilNextStep : nil
        return [lab.secondsUntilNextChange, steps].compactMap { $0 }.min()
    }
}
