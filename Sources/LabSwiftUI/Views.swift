@_exported import LabUIKit
internal import SwitcherCore

// The lab's SwiftUI model: `App`, `Scene`, `WindowGroup`, `View`, `@State`,
// `@Environment(\.scenePhase)`, `ZStack`, `VStack`, `HStack`, `Text`, `Image`, `Color`, shapes
// and materials, `.overlay`, `.background`, `.onChange(of:)` in both forms, `.foregroundStyle`,
// `.ignoresSafeArea`, `.blur`, `.opacity`, `.redacted`, `.privacySensitive`. Aliased to
// `SwiftUI` for code compiled by `switcherlab verify`; what it does not declare is a compile
// error (docs/VERIFY.md lists what it declares).

/// What a view resolves to, for drawing over the app's screen.
indirect enum Node {
    case text(String)
    case color(RGB?)
    /// A `ZStack`: one over the other, the first at the back.
    case stack([Node])
    /// Views built side by side in a builder, not in a stack: drawn as a `ZStack` draws them.
    case group([Node])
    /// A `VStack` (vertical) or an `HStack`.
    case line([Node], vertical: Bool)
    case empty
    case overlay(base: Node, cover: Node)
    case background(base: Node, back: Node)
    case styled(Node, RGB)
    case symbol(String)
    case picture(String)
    case shape(Fill)
    case effect(Node, Effect)
    /// A view at a size set by `frame` or grown by `padding`, in cells: nil takes what it is given.
    case sized(Node, width: Int?, height: Int?)

    /// The views a stack's builder gave.
    var children: [Node] {
        if case .group(let nodes) = self { return nodes }
        return [self]
    }
}

/// A view the model draws itself: its node, not a body.
@MainActor protocol PrimitiveView {
    func node(_ context: ResolveContext) -> Node
}

/// `View`.
@MainActor public protocol View: _OnChangeModifiable {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is drawn by the lab, it has no body") }
}

/// What one evaluation of a view tree found: the `onChange` values, in the order met.
@MainActor final class ResolveContext {
    var changes: [(value: AnyHashable, action: (AnyHashable, AnyHashable) -> Void)] = []

    /// Records an `onChange` met during the evaluation: its value, and its action typed back.
    func record<Value: Hashable>(_ value: Value, _ action: @escaping (Value, Value) -> Void) {
        changes.append((AnyHashable(value), { old, new in action(old.base as! Value, new.base as! Value) }))
    }

    func resolve<V: View>(_ view: V) -> Node {
        if let primitive = view as? PrimitiveView { return primitive.node(self) }
        return resolve(view.body)
    }
}

@MainActor @resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        var nodes: [@MainActor (ResolveContext) -> Node] = []
        repeat nodes.append({ context in context.resolve(each content) })
        return TupleView(value: (repeat each content), nodes: nodes)
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: View, Second: View>(first: First) -> _ConditionalContent<
        First, Second
    > {
        _ConditionalContent(first: first, second: nil)
    }
    public static func buildEither<First: View, Second: View>(second: Second) -> _ConditionalContent<
        First, Second
    > {
        _ConditionalContent(first: nil, second: second)
    }
}

public struct EmptyView: View, PrimitiveView {
    public init() {}
    func node(_ context: ResolveContext) -> Node { .empty }
}

public struct TupleView<T>: View, PrimitiveView {
    public let value: T
    let nodes: [@MainActor (ResolveContext) -> Node]
    func node(_ context: ResolveContext) -> Node { .group(nodes.map { $0(context) }) }
}

public struct _ConditionalContent<First: View, Second: View>: View, PrimitiveView {
    let first: First?
    let second: Second?
    func node(_ context: ResolveContext) -> Node {
        if let first { return context.resolve(first) }
        if let second { return context.resolve(second) }
        return .empty
    }
}

extension Optional: View, _OnChangeModifiable where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func node(_ context: ResolveContext) -> Node { map { context.resolve($0) } ?? .empty }
}

/// `Text`.
public struct Text: View, PrimitiveView {
    let content: String
    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }
    func node(_ context: ResolveContext) -> Node { .text(content) }
}

/// `ShapeStyle`: colours.
public protocol ShapeStyle {}

/// `Color`: a view that fills its frame.
public struct Color: View, PrimitiveView, ShapeStyle, Hashable, Sendable {
    let rgb: RGB?
    init(_ rgb: RGB?) { self.rgb = rgb }
    public static let white = Color(.white)
    public static let black = Color(.black)
    public static let gray = Color(.gray)
    public static let clear = Color(nil)
    public static let primary = Color(.black)
    public static let secondary = Color(.gray)
    public init(red: Double, green: Double, blue: Double) {
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        self.init(RGB(byte(red), byte(green), byte(blue)))
    }
    func node(_ context: ResolveContext) -> Node { .color(rgb) }
}

/// `ZStack`: its views one over the other, the first at the back.
public struct ZStack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func node(_ context: ResolveContext) -> Node { .stack(context.resolve(content).children) }
}

/// `Alignment`.
public struct Alignment: Sendable {
    public static let center = Alignment()
    public static let top = Alignment()
    public static let bottom = Alignment()
    public static let leading = Alignment()
    public static let trailing = Alignment()
    public static let topLeading = Alignment()
    public static let topTrailing = Alignment()
    public static let bottomLeading = Alignment()
    public static let bottomTrailing = Alignment()
}

/// `Edge.Set`, for `ignoresSafeArea`.
public enum Edge: Sendable {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
        public static let all = Set(rawValue: 15)
    }
}

/// `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 3)
}

public struct _OverlayView<Content: View, Cover: View>: View, PrimitiveView {
    let content: Content
    let cover: Cover
    func node(_ context: ResolveContext) -> Node {
        .overlay(base: context.resolve(content), cover: context.resolve(cover))
    }
}

public struct _StyledView<Content: View>: View, PrimitiveView {
    let content: Content
    let color: Color
    func node(_ context: ResolveContext) -> Node {
        let inner = context.resolve(content)
        return color.rgb.map { .styled(inner, $0) } ?? inner
    }
}

public struct _PassThroughView<Content: View>: View, PrimitiveView {
    let content: Content
    func node(_ context: ResolveContext) -> Node { context.resolve(content) }
}

extension View {
    /// The iOS 15 form: the overlay built by a closure.
    @available(iOS 15.0, *)
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> _OverlayView<Self, V>
    {
        _OverlayView(content: self, cover: content())
    }

    /// The iOS 13 form.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> _OverlayView<Self, V> {
        _OverlayView(content: self, cover: overlay)
    }

    @available(iOS 15.0, *)
    public func foregroundStyle(_ color: Color) -> _StyledView<Self> {
        _StyledView(content: self, color: color)
    }

    @available(iOS, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
    public func foregroundColor(_ color: Color?) -> _StyledView<Self> {
        _StyledView(content: self, color: color ?? .clear)
    }

    @available(iOS 14.0, *)
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> _PassThroughView<Self>
    {
        _PassThroughView(content: self)
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> _PassThroughView<Self> {
        _PassThroughView(content: self)
    }
}
