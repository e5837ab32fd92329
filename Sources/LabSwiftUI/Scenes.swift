internal import SwitcherCore

/// `@State`: a value kept across evaluations of the view; setting it draws the view again.
@propertyWrapper public struct State<Value>: @unchecked Sendable {
    final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    let box: Box

    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set {
            box.value = newValue
            MainActor.assumeIsolated { SwiftUIHost.stateChanged = true }
        }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// `Binding`.
@propertyWrapper public struct Binding<Value>: @unchecked Sendable {
    let get: () -> Value
    let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set {
            set(newValue)
            MainActor.assumeIsolated { SwiftUIHost.stateChanged = true }
        }
    }
}

/// `ScenePhase`.
public enum ScenePhase: Hashable, Sendable, Comparable {
    case background, inactive, active

    init(_ phase: LabPhase) {
        switch phase {
        case .active: self = .active
        case .inactive: self = .inactive
        case .background: self = .background
        }
    }
}

/// `EnvironmentValues`: the scene phase of whatever is being evaluated.
public struct EnvironmentValues: Sendable {
    public var scenePhase: ScenePhase = .active

    @MainActor static var current = EnvironmentValues()
}

/// `@Environment`: a value of the environment the view is evaluated in.
@propertyWrapper public struct Environment<Value>: @unchecked Sendable {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value {
        nonisolated(unsafe) var value: Value?
        let keyPath = self.keyPath
        nonisolated(unsafe) let path = keyPath
        MainActor.assumeIsolated { value = EnvironmentValues.current[keyPath: path] }
        return value!
    }
}

/// `Scene`.
@MainActor public protocol Scene: _OnChangeModifiable {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is run by the lab, it has no body") }
}

/// A scene the model runs itself: its window content, and the `onChange` it carries.
@MainActor protocol PrimitiveScene {
    func content(_ context: ResolveContext) -> (@MainActor (ResolveContext) -> Node)?
}

@MainActor @resultBuilder public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// `App`: its `@main` runs in an iOS app; `switcherlab verify` runs it in the lab.
@MainActor public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    public static func main() {
        fatalError("an App's @main runs in an iOS app; switcherlab verify runs it in the lab")
    }
}

/// `WindowGroup`: each window of the app shows its content.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let make: () -> Content
    public init(@ViewBuilder content: @escaping () -> Content) { make = content }
    func content(_ context: ResolveContext) -> (@MainActor (ResolveContext) -> Node)? {
        let make = self.make
        return { context in context.resolve(make()) }
    }
}
