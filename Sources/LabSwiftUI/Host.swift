internal import SwitcherCore

/// Runs a SwiftUI app or root view in the lab's world: evaluates it as phases change, runs
/// the `onChange` actions whose values changed, and draws what it lays over the app's screen.
/// The root view stands for the app's own screen: its content is the lab's mock app, and what
/// it lays over that (`overlay`, the later views of a root `ZStack`) is drawn over it.
@MainActor class SwiftUIHost: LabSceneHost {
    /// A `@State` changed during an evaluation: evaluate again.
    static var stateChanged = false
    /// The animation of the change being drawn (`withAnimation`, `.animation(_:value:)`): the
    /// layers the next draw inserts fade in with it, those it removes fade out.
    static var pendingAnimation: Animation?

    final class SceneRecord {
        let scene: LabUIKit.UIWindowScene
        let root: CoreView
        var phase: LabPhase
        var values: [AnyHashable]?
        var node: Node = .empty
        let container = FillView()
        /// The layers an animation removed, fading out until it ends: not the drawing's any more.
        var leaving: [CoreView] = []
        var evaluate: (@MainActor (ResolveContext) -> Node)?

        init(scene: LabUIKit.UIWindowScene, root: CoreView, phase: LabPhase) {
            self.scene = scene
            self.root = root
            self.phase = phase
        }
    }

    var scenes: [SceneRecord] = []
    var appPhase: LabPhase = .active

    func connect(_ scene: LabUIKit.UIWindowScene, root: LabUIKit.UIView, phase: LabPhase) {
        let record = SceneRecord(scene: scene, root: root.core, phase: phase)
        scenes.append(record)
        if scenes.count == 1 { appPhase = phase }
        prepare(record)
        update()
    }

    func scene(_ scene: LabUIKit.UIWindowScene, changedTo phase: LabPhase) {
        guard let record = scenes.first(where: { $0.scene === scene }) else { return }
        record.phase = phase
        update()
    }

    func application(changedTo phase: LabPhase) {
        appPhase = phase
        update()
    }

    /// Makes the record's content: overridden by the app and root-view hosts.
    func prepare(_ record: SceneRecord) {}

    /// The app's own evaluation (an `App`'s body); nil for a root view.
    func evaluateApp() {}

    /// Evaluates until no `@State` changes, then draws every scene.
    func update() {
        for _ in 0..<8 {
            SwiftUIHost.stateChanged = false
            evaluateApp()
            for record in scenes {
                EnvironmentValues.current.scenePhase = ScenePhase(record.phase)
                let context = ResolveContext()
                record.node = record.evaluate?(context) ?? .empty
                Self.fire(context, previous: &record.values)
            }
            if !SwiftUIHost.stateChanged { break }
        }
        let animation = SwiftUIHost.pendingAnimation
        SwiftUIHost.pendingAnimation = nil
        for record in scenes { draw(record, animation: animation) }
    }

    /// Runs the actions whose value differs from the last evaluation's.
    static func fire(_ context: ResolveContext, previous: inout [AnyHashable]?) {
        let values = context.changes.map(\.value)
        if let old = previous {
            for (index, change) in context.changes.enumerated()
            where index < old.count && old[index] != change.value {
                change.action(old[index], change.value)
            }
        }
        previous = values
    }

    // MARK: Drawing

    private func draw(_ record: SceneRecord, animation: Animation?) {
        record.container.frame = record.root.bounds
        if record.container.superview !== record.root { record.root.addSubview(record.container) }
        record.root.bringSubviewToFront(record.container)
        let old = record.container.subviews.filter { view in !record.leaving.contains { $0 === view } }
        for view in old { view.removeFromSuperview() }
        let layers = Drawing.layers(record.node)
        for (index, view) in layers.enumerated() {
            record.container.addSubview(view)
            Self.layOut(view)
            LabContext.remember(view)
            // The same place in the drawing: the same view, its fade going on.
            if index < old.count { view.continueAnimations(of: old[index]) }
        }
        guard let animation else { return }
        // The layers past the old ones are inserted: they fade in. Those past the new ones are
        // removed: they fade out, then go.
        for view in layers.dropFirst(old.count) {
            view.alpha = 0
            CoreView.animate(withDuration: animation.duration, curve: animation.coreCurve) { view.alpha = 1 }
        }
        for view in old.dropFirst(layers.count) {
            record.container.addSubview(view)
            record.leaving.append(view)
            CoreView.animate(withDuration: animation.duration, curve: animation.coreCurve) {
                view.alpha = 0
            } completion: { [weak record] _ in
                view.removeFromSuperview()
                record?.leaving.removeAll { $0 === view }
            }
        }
    }

    /// Gives a view and those inside it their frames now, as a draw would: the metrics ask
    /// whether the cover shows before anything is drawn.
    static func layOut(_ view: CoreView) {
        view.layoutSubviews()
        for subview in view.subviews { layOut(subview) }
    }
}

/// A view that fills its superview.
final class FillView: CoreView {
    override func layoutSubviews() { if let parent = superview { frame = parent.bounds } }
}

/// Hosts a root view: each scene evaluates its own.
final class RootViewHost<Root: View>: SwiftUIHost {
    let make: @MainActor () -> Root

    init(_ make: @escaping @MainActor () -> Root) { self.make = make }

    override func prepare(_ record: SceneRecord) {
        let root = make()
        record.evaluate = { context in context.resolve(root) }
    }
}

/// Hosts an `App`: its body is evaluated with the app's aggregate phase, its window content
/// in each scene with that scene's.
final class AppHost<A: App>: SwiftUIHost {
    let app = A()
    var values: [AnyHashable]?
    var content: (@MainActor (ResolveContext) -> Node)?

    override func prepare(_ record: SceneRecord) {
        record.evaluate = { [unowned self] context in self.content?(context) ?? .empty }
    }

    override func evaluateApp() {
        EnvironmentValues.current.scenePhase = ScenePhase(appPhase)
        let context = ResolveContext()
        content = (app.body as? PrimitiveScene)?.content(context)
        Self.fire(context, previous: &values)
    }
}

/// What the driver `switcherlab verify` writes hands over.
@MainActor public enum LabSwiftUI {
    public static func app<A: App>(_ type: A.Type) -> LabSceneHost { AppHost<A>() }
    public static func root<V: View>(_ make: @escaping @MainActor () -> V) -> LabSceneHost {
        RootViewHost(make)
    }
}
