// `frame`, `padding` and `font`: a view's size in cells (10 points across, 20 down, as the
// UIKit model's), its alignment centred; a font draws its text bold or not.

/// Points to cells, rounded.
enum Cells {
    static func across(_ points: CGFloat) -> Int { Int((points / 10).rounded()) }
    static func down(_ points: CGFloat) -> Int { Int((points / 20).rounded()) }

    /// The extent a `frame(minWidth:…maxWidth:)` leaves a view whose own is `own`: nil (all it
    /// is given) for an infinite maximum or one with no extent of its own.
    static func extent(own: Int?, min: CGFloat?, max: CGFloat?, cells: (CGFloat) -> Int) -> Int? {
        if let max, max == .infinity { return nil }
        var extent = own
        if let max { extent = Swift.min(extent ?? cells(max), cells(max)) }
        if let min { extent = Swift.max(extent ?? cells(min), cells(min)) }
        return extent
    }
}

public struct _FrameView<Content: View>: View, PrimitiveView {
    let content: Content
    let size: (Node.Extent) -> (width: Int?, height: Int?)
    func node(_ context: ResolveContext) -> Node {
        let inner = context.resolve(content)
        let (width, height) = size(inner.size)
        return .sized(inner, width: width, height: height)
    }
}

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> _FrameView<Self>
    {
        _FrameView(content: self) { own in
            (width.map(Cells.across) ?? own.width, height.map(Cells.down) ?? own.height)
        }
    }

    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> _FrameView<Self> {
        _FrameView(content: self) { own in
            (
                Cells.extent(own: own.width, min: minWidth, max: maxWidth, cells: Cells.across),
                Cells.extent(own: own.height, min: minHeight, max: maxHeight, cells: Cells.down)
            )
        }
    }

    /// The system's padding, 16 points: two cells across, one down.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _FrameView<Self> {
        padding(
            EdgeInsets(
                top: edges.contains(.top) ? length ?? 16 : 0,
                leading: edges.contains(.leading) ? length ?? 16 : 0,
                bottom: edges.contains(.bottom) ? length ?? 16 : 0,
                trailing: edges.contains(.trailing) ? length ?? 16 : 0))
    }

    public func padding(_ length: CGFloat) -> _FrameView<Self> { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> _FrameView<Self> {
        _FrameView(content: self) { own in
            (
                own.width.map { $0 + Cells.across(insets.leading) + Cells.across(insets.trailing) },
                own.height.map { $0 + Cells.down(insets.top) + Cells.down(insets.bottom) }
            )
        }
    }

    /// A font for the text inside: bold or not, every glyph in its one cell whatever its size.
    public func font(_ font: Font?) -> _EffectView<Self> {
        _EffectView(content: self, effect: .bold(font?.isBold))
    }
}

/// `Font`: the text styles and `system(size:weight:design:)`. As the UIKit model's fonts, a
/// font only decides whether its text is drawn bold: the titles and the headline are.
public struct Font: Hashable, Sendable {
    let isBold: Bool

    public static var largeTitle: Font { Font(isBold: true) }
    public static var title: Font { Font(isBold: true) }
    public static var title2: Font { Font(isBold: true) }
    public static var title3: Font { Font(isBold: true) }
    public static var headline: Font { Font(isBold: true) }
    public static var subheadline: Font { Font(isBold: false) }
    public static var body: Font { Font(isBold: false) }
    public static var callout: Font { Font(isBold: false) }
    public static var footnote: Font { Font(isBold: false) }
    public static var caption: Font { Font(isBold: false) }
    public static var caption2: Font { Font(isBold: false) }

    /// `Font.Weight`: from semibold up, bold.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
    }

    /// `Font.Design`.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(isBold: (weight?.value ?? 400) >= 600)
    }

    public func bold() -> Font { Font(isBold: true) }
}
