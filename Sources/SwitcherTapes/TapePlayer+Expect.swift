import SwitcherCore
import SwitcherUI

/// `Expect` and `Wait`: a fact about the player's world, checked at the tape time now.
extension TapePlayer {
    func check(_ expectation: Expectation, line: Int) -> ExpectationResult {
        let world = lab.world
        let expected: String
        let got: String
        let passed: Bool
        switch expectation {
        case .snapshotLegible(let reference, let comparison):
            expected = "snapshot of \(reference) legible \(comparison)"
            let snapshot = world.snapshot(of: reference.scene)
            (got, passed) = measured(
                snapshot?.legibleSensitiveCells(world.legibility), comparison, absent: "no snapshot",
                note: snapshot?.image == nil ? " (a blank snapshot)" : "")
        case .snapshotBlank(let reference):
            expected = "a blank snapshot of \(reference)"
            let snapshot = world.snapshot(of: reference.scene)
            got = describe(snapshot)
            passed = snapshot != nil && snapshot?.image == nil
        case .snapshotNone(let reference):
            expected = "no snapshot of \(reference)"
            let snapshot = world.snapshot(of: reference.scene)
            got = describe(snapshot)
            passed = snapshot == nil
        case .snapshotTaken(let reference):
            expected = "a new snapshot of \(reference)"
            let taken = snapshots(of: reference) - snapshotsBefore
            got = taken > 0 ? "one" : "none taken"
            passed = taken > 0
        case .cardLegible(let reference, let comparison):
            expected = "card of \(reference) legible \(comparison)"
            let card = world.recents.contains(reference.scene) ? world.cardImage(of: reference.scene) : nil
            (got, passed) = measured(
                card?.legibleSensitiveCells(world.legibility), comparison, absent: "no card")
        case .screenLegible(let comparison):
            expected = "screen legible \(comparison)"
            let legible = world.legibleSensitiveCellsOnScreen
            got = "\(legible)"
            passed = comparison.matches(legible)
        case .state(let reference, let state):
            expected = "state of \(reference) \(state.rawValue)"
            let actual =
                reference.index == nil ? world.state(ofApp: reference.app) : world.state(of: reference.scene)
            got = actual.rawValue
            passed = actual == state
        case .callbacks(let reference, let callbacks):
            let mark = min(callbackMarks[reference] ?? 0, world.log.entries.count)
            let delivered: [Callback] =
                reference.index == nil
                ? world.log.callbacks(app: reference.app, since: mark)
                : world.log.entries[mark...].compactMap { $0.scene == reference.scene ? $0.callback : nil }
            callbackMarks[reference] = world.log.entries.count
            expected = "callbacks of \(reference) \(list(callbacks))"
            got = list(delivered)
            passed = delivered == callbacks
        case .cover(let reference, let visible):
            let scenes: [SceneID]
            let inFront = world.screen == .app || world.screen == .switcher ? world.foreground : []
            if let reference {
                scenes = [reference.scene]
            } else {
                scenes = inFront.isEmpty ? Array(world.recents.prefix(1)) : inFront
            }
            let shown = scenes.contains { world.isCoverShown(on: $0) }
            let over = scenes.isEmpty ? "no scene" : scenes.map { "\"\($0)\"" }.joined(separator: " and ")
            expected = "cover over \(reference.map(\.description) ?? over) \(visible ? "visible" : "hidden")"
            got = shown ? "visible" : "hidden"
            passed = shown == visible
        }
        return ExpectationResult(
            file: tape.file, line: line, expectation: expectation, time: tapeTime, expected: expected,
            got: got, passed: passed, column: column?.label)
    }

    /// A count against its comparison: what was got, and whether it passes; nil when there was
    /// nothing to count.
    private func measured(_ count: Int?, _ comparison: Comparison, absent: String, note: String = "")
        -> (String, Bool)
    {
        guard let count else { return (absent, false) }
        return ("\(count)\(note)", comparison.matches(count))
    }

    /// How many snapshots of the scene the world's log holds.
    func snapshots(of reference: SceneReference) -> Int {
        lab.world.log.entries.reduce(0) {
            if case .snapshot = $1.kind, $1.scene == reference.scene { return $0 + 1 }
            return $0
        }
    }

    private func describe(_ snapshot: Snapshot?) -> String {
        guard let snapshot else { return "no snapshot" }
        guard snapshot.image != nil else { return "a blank snapshot" }
        return "a snapshot with \(snapshot.legibleSensitiveCells(lab.world.legibility)) legible cells"
    }

    private func list(_ callbacks: [Callback]) -> String {
        callbacks.isEmpty ? "(none)" : callbacks.map(\.rawValue).joined(separator: " ")
    }
}
