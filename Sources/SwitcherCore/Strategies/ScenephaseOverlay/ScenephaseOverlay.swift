/// `scenephase-overlay` — the SwiftUI cover driven by `scenePhase`, as SwiftUI apps write it.
///
/// ```swift
/// struct ContentView: View {                      // host swiftui-scene: the view's scene
///     @Environment(\.scenePhase) private var scenePhase
///     @State private var isCovered = false
///     var body: some View {
///         RecordView()
///             .overlay { if isCovered { PrivacyCover() } }
///             .onChange(of: scenePhase) { _, phase in
///                 isCovered = phase != .active        // trigger active
///                 // isCovered = phase == .background // trigger background
///             }
///     }
/// }
/// @main struct RecordApp: App {                   // host swiftui-app: the App's aggregate
///     @Environment(\.scenePhase) private var scenePhase
///     @State private var isCovered = false
///     var body: some Scene {
///         WindowGroup {
///             RecordView().overlay { if isCovered { PrivacyCover() } }
///         }
///         .onChange(of: scenePhase) { _, phase in isCovered = phase != .active }
///     }
/// }
/// ```
/// Read in a view, the phase is that view's scene's: each window covers itself. Read in the
/// App, it is the aggregate, `.active` while any scene is: on an iPad with two windows the one
/// sent to the background keeps its content, since the other is still active and the App's
/// phase never changes. The App's phase changes exactly when UIApplication posts its
/// notifications, so the `swiftui-app` host hears those; `swiftui-scene` hears the scene's
/// own callbacks (`StrategyHost.hears`). The `background` trigger leaves the switcher opened
/// over the app live, since that only makes the scene inactive (MODEL §14); `active` covers
/// it. The state change takes effect at once (no `withAnimation`). Whether a change made on
/// `.background` still reaches the snapshot is reported both ways: by default it does, as a
/// UIKit view added in didEnterBackground does; `--assume scenephase-background-late` draws it
/// only after (MODEL §45).
///
/// Source: Apple, SwiftUI `ScenePhase`
/// (https://developer.apple.com/documentation/swiftui/scenephase): "If you read the phase from
/// inside a View instance, you obtain a value that reflects the phase of the scene that
/// contains the view"; from the App, "an aggregate value … ScenePhase.active if any scene is
/// active". Moving the cover from `.background` to `!= .active`: zodl-inc/zodl-ios pull 1794,
/// "Cover app content on .inactive so App Switcher snapshot is hidden"
/// (https://github.com/zodl-inc/zodl-ios/pull/1794).
final class ScenephaseOverlay: CoverStrategy, CatalogStrategy {
    static let info = StrategyInfo(
        id: .scenephaseOverlay, title: "SwiftUI overlay on scenePhase", source: "SwiftUI ScenePhase",
        callbacks: [
            HostCallback.willResignActive, .didEnterBackground, .willEnterForeground, .didBecomeActive,
        ]
        .map { $0.name(in: .swiftUIScene) },
        defaultTrigger: .active, options: [.trigger], host: .swiftUIScene,
        summary:
            "A SwiftUI overlay shown while scenePhase is not .active (trigger background: while it is"
            + " .background); read in the App (swiftui-app) the phase is every scene's aggregate.",
        listing: ScenephaseOverlayCode.listing, citation: ScenephaseOverlayCode.citation)

    /// `ScenePhase`.
    enum ScenePhase { case active, inactive, background }

    /// `@Environment(\.scenePhase)` as this code reads it: its scene's, or the App's.
    private var scenePhase: ScenePhase = .active
    /// `@State private var isCovered`.
    private var isCovered = false
    /// The hosting view of `PrivacyCover` while the overlay shows it.
    private weak var cover: UIView?

    init(_ configuration: StrategyConfiguration) {
        super.init(trigger: configuration.trigger ?? .active)
    }

    /// SwiftUI reports each transition as a new phase: `.onChange(of: scenePhase)`.
    override func run(_ callback: HostCallback, _ delegate: HostDelegate) {
        switch callback {
        case .willResignActive, .willEnterForeground: scenePhase = .inactive
        case .didEnterBackground: scenePhase = .background
        case .didBecomeActive: scenePhase = .active
        }
        onChange(of: scenePhase, delegate)
    }

    /// The `.onChange(of: scenePhase)` closure, then SwiftUI's update of the overlay.
    private func onChange(of phase: ScenePhase, _ delegate: HostDelegate) {
        isCovered = trigger == .active ? phase != .active : phase == .background
        let late = delegate.windowScene?.assumptions.contains(.scenePhaseBackgroundLate) ?? false
        if phase == .background && late && isCovered != (cover != nil) {
            // Drawn only after the snapshot: the next phase change finds it still to draw.
            return
        }
        updateOverlay(in: delegate.window)
    }

    /// `.overlay { if isCovered { PrivacyCover() } }`: SwiftUI inserts or removes the view.
    private func updateOverlay(in window: UIWindow?) {
        if isCovered, cover == nil, let root = window?.rootViewController?.view {
            let view = PrivacyCover(frame: root.bounds)
            root.addSubview(view)
            cover = view
        } else if !isCovered {
            cover?.removeFromSuperview()
        }
    }

    /// Chosen while the scene runs: the phase as it is now, nothing covered yet.
    override func install(in scene: UIWindowScene) {
        switch scene.activationState {
        case .active: scenePhase = .active
        case .inactive: scenePhase = .inactive
        default: scenePhase = .background
        }
    }

    // MARK: Metrics

    override func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool {
        cover?.isShownOnScreen(at: time) ?? false
    }

    override func uninstall(from scene: UIWindowScene) {
        cover?.removeFromSuperview()
        isCovered = false
    }
}

/// The app's `PrivacyCover` view: the system background with the app hidden behind a line.
final class PrivacyCover: UIView {
    static let message = "Hidden while away"

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .white
        let label = UILabel(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        label.text = PrivacyCover.message
        label.textColor = .gray
        label.textAlignment = .center
        addSubview(label)
    }

    override func layoutSubviews() {
        if let parent = superview { frame = parent.bounds }
        for view in subviews { view.frame = bounds }
    }
}
