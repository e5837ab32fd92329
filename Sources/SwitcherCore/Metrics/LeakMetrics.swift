/// What the lab measures (ARCHITECTURE §10), on any world at any instant. Legible sensitive
/// cells on any canvas are `Canvas.legibleSensitiveCells`; these are the measures that need
/// the world.
extension World {
    /// Legible sensitive cells in the card the user sees for `scene` now: the live screen
    /// behind an iOS switcher opened from the app, otherwise the snapshot (or launch screen).
    public func legibleCardCells(of scene: SceneID) -> Int {
        cardImage(of: scene).legibleSensitiveCells(legibility)
    }

    /// How much of each of the scene's app's fields `picture` (its card, snapshot or live
    /// screen) shows: "2FA code: 4 of 6 digits". Empty for an app with no fields.
    public func fieldLeaks(in picture: Canvas, of scene: SceneID) -> [FieldLeak] {
        asset(scene.app)?.fieldLeaks(in: picture, legibility) ?? []
    }

    /// The card the user sees for `scene` now, by field.
    public func cardFieldLeaks(of scene: SceneID) -> [FieldLeak] {
        fieldLeaks(in: cardImage(of: scene), of: scene)
    }

    /// Legible sensitive cells on the scene's live screen now (0 when it is not running).
    public func legibleLiveCells(of scene: SceneID) -> Int {
        liveImage(of: scene)?.legibleSensitiveCells(legibility) ?? 0
    }

    /// How long the strategy's cover stays once the scene is active again, stepping the clock
    /// from now frame by frame. Call it right after the event that brings the scene back (a tapped card, a
    /// dismissed sheet, an unlock). The scene becoming active is its didBecomeActive (onResume);
    /// a scene that never left active (an Android shade) counts from now. A cover still up
    /// `horizon` after that is stuck; a scene not active within `horizon` has not returned.
    public func measureCoverAfterReturn(
        of scene: SceneID, horizon: Interval = CoverAfterReturn.defaultHorizon
    ) -> CoverAfterReturn {
        let start = now
        guard step(until: { self.state(of: scene) == .active }, deadline: start + horizon) else {
            return .notReturned
        }
        let activeSince = lastActivation(of: scene, since: start) ?? now
        let covered = step(until: { !self.isCoverShown(on: scene) }, deadline: activeSince + horizon)
        return covered ? .gone(after: now - activeSince) : .stuck
    }

    /// Advances the clock a display frame at a time, stopping on every scheduled job too (so a
    /// cover removed by a callback or an animation's completion is timed exactly), until
    /// `condition` holds (true) or `deadline` passes (false).
    private func step(until condition: () -> Bool, deadline: Instant) -> Bool {
        while !condition() {
            guard now < deadline else { return false }
            var next = now + .frame
            if let due = clock.nextDue, due < next { next = due }
            clock.advance(to: next)
        }
        return true
    }

    /// When the scene last became active (didBecomeActive / onResume) at or after `start`.
    private func lastActivation(of scene: SceneID, since start: Instant) -> Instant? {
        log.entries.last {
            $0.scene == scene && $0.time >= start
                && ($0.callback == .didBecomeActive || $0.callback == .onResume)
        }?.time
    }
}

/// How long a cover stayed after the app became active again.
public enum CoverAfterReturn: Hashable, Sendable {
    /// Gone this long after didBecomeActive (zero: gone by then, or never shown).
    case gone(after: Interval)
    /// Still up at the horizon: the user is left looking at the cover.
    case stuck
    /// The scene did not become active within the horizon.
    case notReturned

    /// Five seconds: ten times the articles' fades.
    public static let defaultHorizon = Interval.seconds(5)

    /// Seconds, or nil when stuck or not returned.
    public var seconds: Double? {
        if case .gone(let interval) = self { return interval.seconds }
        return nil
    }

    public var isStuck: Bool { self == .stuck }
}
