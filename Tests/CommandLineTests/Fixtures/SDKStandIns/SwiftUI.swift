// Declaration-only stand-ins for the part of SwiftUI the printed code uses, with the
// signatures Apple documents: compiled as a module named SwiftUI so that `import SwiftUI`
// resolves in the typecheck (CodeTypecheckTests). Bodies only trap.
@_exported import Foundation

@MainActor public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View, Scene {
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
        fatalError()
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

/// What a modifier returns.
public struct ModifiedContent<Content>: View, Scene {
    nonisolated public init() {}
    public var body: Never { return fatalError() }
}

public struct Text: View {
    public init<S: StringProtocol>(_ content: S) { fatalError() }
    public var body: Never { fatalError() }
}

public protocol ShapeStyle {}

public struct Color: View, ShapeStyle, Hashable, Sendable {
    nonisolated public init() {}
    nonisolated public static let white = Color()
    nonisolated public static let gray = Color()
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var white: Color { .white }
    public static var gray: Color { .gray }
}

public struct Alignment: Sendable {
    public static let center = Alignment()
}

public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// What each deployment target has, as Apple declares it: the typecheck compiles these
// stand-ins once per target with -D IOS15, IOS17, … for every release up to it, so that a
// modifier newer than the target is missing and one deprecated there warns.
extension View {
    /// iOS 13 and later (soft-deprecated: no warning).
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        ModifiedContent<Self>()
    }
    /// iOS 14 and later.
    public func ignoresSafeArea() -> some View { ModifiedContent<Self>() }
    /// iOS 13 and later (soft-deprecated: no warning).
    public func foregroundColor(_ color: Color?) -> some View { ModifiedContent<Self>() }
}

#if IOS15
    extension View {
        /// iOS 15 and later.
        public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
            -> some View
        {
            ModifiedContent<Self>()
        }
        /// iOS 15 and later.
        public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { ModifiedContent<Self>() }
    }
#endif

#if IOS17
    extension View {
        /// iOS 17 and later.
        public func onChange<V: Equatable>(
            of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
        ) -> some View { ModifiedContent<Self>() }
        /// iOS 14 to 17, deprecated there.
        @available(
            *, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead."
        )
        public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
            -> some View
        { ModifiedContent<Self>() }
    }
    extension Scene {
        /// iOS 17 and later.
        public func onChange<V: Equatable>(
            of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
        ) -> some Scene { ModifiedContent<Self>() }
        /// iOS 14 to 17, deprecated there.
        @available(
            *, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead."
        )
        public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
            -> some Scene
        { ModifiedContent<Self>() }
    }
#else
    extension View {
        /// iOS 14 and later.
        public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
            -> some View
        { ModifiedContent<Self>() }
    }
    extension Scene {
        /// iOS 14 and later.
        public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
            -> some Scene
        { ModifiedContent<Self>() }
    }
#endif

public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Self.Body { get }
}

@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@MainActor public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
    init()
}

extension App {
    public static func main() { fatalError() }
}

public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

public struct EnvironmentValues {
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set { fatalError() }
    }
}

@propertyWrapper public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

@propertyWrapper public struct State<Value> {
    public init(wrappedValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
}
