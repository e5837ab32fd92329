import Foundation
import SwitcherCore
import SwitcherTestSupport

// The test apps (`TestApps`), the world builder (`TestWorld`, `World.test`, `launched`) and
// the test strategies live in SwitcherTestSupport; here, what only these tests ask a world.

extension World {
    /// Callbacks delivered to `app` since entry `mark` of the log.
    func callbacks(_ app: String, since mark: Int) -> [Callback] { log.callbacks(app: app, since: mark) }

    var mark: Int { log.entries.count }

    /// The UIApplication notifications posted in `app` since entry `mark` of the log.
    func notifications(_ app: String, since mark: Int = 0) -> [NotificationName] {
        log.entries[mark...].compactMap {
            if case .notification(let name) = $0.kind, $0.app == app { return name }
            return nil
        }
    }

    /// The scenes `callback` went to since entry `mark`, in order.
    func scenes(receiving callback: Callback, since mark: Int = 0) -> [SceneID] {
        log.entries[mark...].compactMap { $0.callback == callback ? $0.scene : nil }
    }

    /// Times of `callback` for `app`, in seconds.
    func times(of callback: Callback, _ app: String) -> [Double] {
        log.entries.filter { $0.app == app && $0.callback == callback }.map(\.time.seconds)
    }

    func snapshots(_ app: String, since mark: Int = 0) -> [LogEntry] {
        log.entries[mark...].filter {
            if case .snapshot = $0.kind { return $0.app == app }
            return false
        }
    }

    var secret: SceneID { SceneID(app: "Secret", index: 1) }
}

/// What the log reads as the last audit event of Medical ID's window on an iPhone with scenes,
/// after `events`, a second apart: what the gallery replays.
func lastAuditEvent(after events: [SystemEvent]) -> AuditEvent? {
    let world = TestWorld(
        device: .iphone, lifecycle: .scene, catalog: ShippedAssets.catalog, inFront: ["Medical ID"]
    ).build()
    for event in events {
        world.send(event)
        world.advance(1)
    }
    let scene = world.recents.first { $0.app == "Medical ID" }
    return scene.flatMap(world.lastAuditEvent(of:))
}
