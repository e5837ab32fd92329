import SwitcherCore

/// How much of which world's log has been read, for a reader that acts on each entry once: a
/// device change starts a new world, whose log is read from its start.
public struct LogReader: Sendable {
    private var read: (world: ObjectIdentifier, count: Int)?

    public init() {}

    /// The entries `world`'s log has gained since the last call: all of them for another world.
    public mutating func newEntries(of world: World) -> ArraySlice<LogEntry> {
        let entries = world.log.entries
        let start = read?.world == ObjectIdentifier(world) ? min(read?.count ?? 0, entries.count) : 0
        read = (ObjectIdentifier(world), entries.count)
        return entries[start...]
    }
}

extension LogEntry {
    /// A recording's marker for a snapshot (`snapshot of main`); nil for any other entry.
    public var snapshotMarker: String? {
        guard case .snapshot = kind, let scene else { return nil }
        return "snapshot of \(scene)"
    }
}
