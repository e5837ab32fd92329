/// An iPad's windows: another window of an app, and an app beside the one in front (split
/// view). The audit's window sent away.
extension SystemEvent.Name {
    public static let newWindow = Self("newWindow")
    public static let split = Self("split")
}

extension SystemEvent.Declaration {
    static let newWindow = Self(
        .newWindow, "NewWindow", verb: "new-window", "new window", .app,
        requires: .iPadWindows, make: SystemEvent.newWindow, perform: { $0.openNewWindowNow($1) },
        announcement: { _, app in "new \(app) window" }, pressed: { "new window of \($0)" })

    static let split = Self(
        .split, "Split", verb: "split", "split view", .app, requires: .iPadWindows,
        audit: [.windowAway], make: SystemEvent.split, perform: { $0.splitNow(with: $1) },
        announcement: { _, app in "split view with \(app)" }, pressed: { "split view with \($0)" })
}

/// What the world does with them.
extension World {
    /// Opens another window (scene) of `app` full screen (iPad, `scene` lifecycle): the scenes
    /// in front go to the background as on any app switch.
    func openNewWindowNow(_ app: String) -> EventOutcome {
        guard screen == .app || screen == .home else {
            return .ignored("new windows open from an app or the home screen")
        }
        let id = nextSceneID(app)
        if screen == .app {
            leave(gap: timings.appSwitchToBackground, to: .app) {
                self.bringToFront([id], duration: self.timings.cardZoom)
            }
        } else {
            bringToFront([id], duration: timings.cardZoom)
        }
        return .done
    }

    /// Puts `app` beside the single scene in front (iPad split view): that scene stays active
    /// and narrows; `app`'s most recent background scene — or a new one — comes forward on the
    /// right.
    func splitNow(with app: String) -> EventOutcome {
        if screen == .app, foreground.count == 2 { return replaceRightPane(with: app) }
        guard screen == .app, foreground.count == 1, let left = foreground.first,
            let leftRecord = records[left]
        else { return .ignored("split view starts from one app in front") }
        let right =
            recents.first { $0.app == app && $0 != left && !(records[$0]?.state.isForeground ?? false) }
            ?? nextSceneID(app)
        if let old = leftRecord.splitPartner { records[old]?.splitPartner = nil }
        if let rightRecord = records[right], let old = rightRecord.splitPartner {
            records[old]?.splitPartner = nil
        }
        let rightRecord = records[right] ?? makeRecord(right)
        leftRecord.splitPartner = right
        rightRecord.splitPartner = left
        bringToFront([left, right], duration: timings.cardZoom)
        return .done
    }

    /// In split view, `app` dragged over the right pane: the scene there goes to the background
    /// (resigned now, backgrounded after the app-switch gap) while the left one stays active.
    private func replaceRightPane(with app: String) -> EventOutcome {
        guard let left = foreground.first, let old = foreground.last, let oldRecord = records[old] else {
            return .ignored("split view starts from one app in front")
        }
        let right =
            recents.first {
                $0.app == app && !foreground.contains($0) && !(records[$0]?.state.isForeground ?? false)
            }
            ?? nextSceneID(app)
        let rightRecord = records[right] ?? makeRecord(right)
        if let partner = rightRecord.splitPartner { records[partner]?.splitPartner = nil }
        oldRecord.splitPartner = nil
        records[left]?.splitPartner = right
        rightRecord.splitPartner = left
        pause(oldRecord)
        clock.schedule(after: timings.appSwitchToBackground, "enter background") { [weak self] in
            self?.stop(oldRecord)
        }
        bringToFront([left, right], duration: timings.cardZoom)
        return .done
    }

    private func nextSceneID(_ app: String) -> SceneID {
        let used = records.keys.filter { $0.app == app }.map(\.index)
        return SceneID(app: app, index: (used.max() ?? 0) + 1)
    }
}

extension AuditEvent {
    /// iPad, scene lifecycle: one window of the app goes to the background while another
    /// window of the same app stays active (split view, a second window): a second window of
    /// the app beside the first, then the other app dragged over it. The card is the snapshot
    /// of the window that went; UIKit's app-wide notifications and the App's aggregate
    /// scenePhase do not change (MODEL §53).
    public static let windowAway = AuditEvent(
        "window-away", place: 130,
        [.send(.split, .app), .awaitSecondWindow, .leave(.split, .other), .count(.snapshot)])
}
