import Foundation
import SwitcherCore

/// Small apps made in code, so lifecycle tests do not depend on the shipped artwork.
enum TestApps {
    /// "Secret": a white screen whose rows 5–14 are a sensitive block of text.
    static let secret = app(id: "secret", name: "Secret", icon: "S", sensitiveRows: 5..<15)
    /// "Notes": nothing sensitive.
    static let notes = app(id: "notes", name: "Notes", icon: "N", sensitiveRows: 0..<0)
    static let bank = app(id: "bank", name: "Bank", icon: "$", sensitiveRows: 3..<6)

    static let catalog = AssetCatalog(apps: [secret, notes, bank], splash: Canvas(width: 30, height: 22))

    static func app(id: String, name: String, icon: Character, sensitiveRows: Range<Int>) -> AppAsset {
        var screen = Canvas(width: 30, height: 22, filling: Cell(foreground: .black, background: .white))
        for y in 1..<22 {
            let sensitive = sensitiveRows.contains(y)
            screen.put(
                String(repeating: sensitive ? "X" : "-", count: 26), x: 2, y: y, foreground: .black,
                sensitive: sensitive)
        }
        return AppAsset(
            id: id, name: name, icon: icon, accent: .systemBlue, background: .white, foreground: .black,
            screen: screen)
    }

    /// Legible sensitive cells of the whole Secret screen.
    static let secretLegible = 10 * 26
}

extension World {
    static func test(_ device: DeviceKind = .iphoneHome, _ lifecycle: LifecycleStyle = .scene) -> World {
        World(device: device, lifecycle: lifecycle, catalog: TestApps.catalog)
    }

    func advance(_ seconds: Double) { clock.advance(by: .seconds(seconds)) }

    /// Launches `app` from the home screen and lets it become active.
    func launched(_ app: String) -> World {
        send(.launch(app))
        advance(1)
        return self
    }

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

/// The article-004 colour overlay, written as the article writes it (tag 1234, 0.5 s fade).
final class ArticleFadeOverlay: PrivacyStrategy {
    let finishInBackground: Bool
    init(finishInBackground: Bool = false) { self.finishInBackground = finishInBackground }

    func sceneWillResignActive(_ scene: UIWindowScene) {
        guard let window = scene.keyWindow else { return }
        let colourView = UIView(frame: window.frame)
        colourView.backgroundColor = .white
        colourView.tag = 1234
        colourView.alpha = 0
        window.addSubview(colourView)
        window.bringSubviewToFront(colourView)
        UIView.animate(withDuration: 0.5, animations: { colourView.alpha = 1 })
    }

    func sceneDidEnterBackground(_ scene: UIWindowScene) {
        guard finishInBackground else { return }
        scene.keyWindow?.viewWithTag(1234)?.alpha = 1
    }

    func sceneDidBecomeActive(_ scene: UIWindowScene) {
        let colourView = scene.keyWindow?.viewWithTag(1234)
        UIView.animate(
            withDuration: 0.5, animations: { colourView?.alpha = 0 },
            completion: { _ in colourView?.removeFromSuperview() })
    }
}
