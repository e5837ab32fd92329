internal import SwitcherCore

// `VStack`, `HStack`, `Image`, `Rectangle`, `RoundedRectangle`, `Material`, `fill`,
// `background`.

/// A stack that lays its views out along one axis.
@MainActor protocol AxisStack: PrimitiveView {
    associatedtype Content: View
    static var vertical: Bool { get }
    var content: Content { get }
}

extension AxisStack {
    func node(_ context: ResolveContext) -> Node {
        .line(context.resolve(content).children, vertical: Self.vertical)
    }
}

/// `VStack`: its views one below the other.
public struct VStack<Content: View>: View, AxisStack {
    static var vertical: Bool { true }
    let content: Content
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) { self.content = content() }
}

/// `HStack`: its views side by side.
public struct HStack<Content: View>: View, AxisStack {
    static var vertical: Bool { false }
    let content: Content
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

/// `HorizontalAlignment`.
public struct HorizontalAlignment: Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

/// `VerticalAlignment`.
public struct VerticalAlignment: Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
}

/// `Image`: a system symbol is drawn as one cell's mark; a named image is the mock app's
/// picture under the one name `UIImage(named:)` knows (`PrivacyCover`), stretched to its frame,
/// and any other name shows nothing.
public struct Image: View, PrimitiveView {
    let node: Node

    public init(systemName: String) { node = .symbol(systemName) }
    public init(_ name: String, bundle: Bundle? = nil) { node = .picture(name) }

    /// `Image.ResizingMode`.
    public enum ResizingMode: Sendable { case tile, stretch }

    /// The model draws a named image stretched to its frame already.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
        -> Image
    {
        self
    }

    func node(_ context: ResolveContext) -> Node { node }
}

/// `EdgeInsets`, for `Image.resizable(capInsets:resizingMode:)`.
public struct EdgeInsets: Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// `Material`: a blurred backdrop, the UIKit model's `UIBlurEffect` (its system materials are
/// the light one, at the lab's calibration; MODEL §46).
public struct Material: ShapeStyle, Sendable {
    public static let ultraThin = Material()
    public static let thin = Material()
    public static let regular = Material()
    public static let thick = Material()
    public static let ultraThick = Material()
    @available(iOS 15.0, *)
    public static let bar = Material()
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}

@MainActor extension ShapeStyle where Self == Color {
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var gray: Color { Color.gray }
    public static var clear: Color { Color.clear }
}

/// What a shape style fills with.
enum Fill {
    case foreground
    case color(RGB?)
    case material(SwitcherCore.UIBlurEffect)

    init(_ style: some ShapeStyle) {
        switch style {
        case let color as Color: self = .color(color.rgb)
        case is Material: self = .material(SwitcherCore.UIBlurEffect(style: .light))
        default: fatalError("the shape style \(type(of: style)) is not in the lab's SwiftUI model")
        }
    }
}

/// `Shape`: the model's own shapes, drawn filling their frame (a cell has no corners).
@MainActor public protocol Shape: View {}

/// `FillStyle`.
public struct FillStyle: Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// `RoundedCornerStyle`.
public enum RoundedCornerStyle: Sendable { case circular, continuous }

/// `Rectangle`.
public struct Rectangle: Shape, PrimitiveView {
    public init() {}
    func node(_ context: ResolveContext) -> Node { .shape(.foreground) }
}

/// `RoundedRectangle`: a rectangle in cells.
public struct RoundedRectangle: Shape, PrimitiveView {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    func node(_ context: ResolveContext) -> Node { .shape(.foreground) }
}

public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    let fill: Fill
    func node(_ context: ResolveContext) -> Node { .shape(fill) }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(fill: Fill(content))
    }
}

public struct _BackgroundView<Content: View>: View, PrimitiveView {
    let content: Content
    let back: @MainActor (ResolveContext) -> Node
    func node(_ context: ResolveContext) -> Node {
        .background(base: context.resolve(content), back: back(context))
    }
}

extension View {
    /// A shape style behind the view, at the view's size: a material blurs what is behind.
    @available(iOS 15.0, *)
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> _BackgroundView<Self>
    {
        let fill = Fill(style)
        return _BackgroundView(content: self, back: { _ in .shape(fill) })
    }

    @available(iOS 15.0, *)
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> _BackgroundView<Self>
    {
        let back = content()
        return _BackgroundView(content: self, back: { context in context.resolve(back) })
    }

    @_disfavoredOverload
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead."
    )
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> _BackgroundView<Self>
    {
        _BackgroundView(content: self, back: { context in context.resolve(background) })
    }
}
