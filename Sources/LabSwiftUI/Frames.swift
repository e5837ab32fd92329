// `frame`, `padding` and `font`: a view's size in cells (10 points across, 20 down, as the
// UIKit model's), its alignment centred; a font draws each glyph in its one cell.

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

    /// A font: the lab draws every glyph in one cell, whatever its size.
    public func font(_ font: Font?) -> _PassThroughView<Self> { _PassThroughView(content: self) }
}

/// `Font`: the text styles and `system(size:weight:design:)`.
public struct Font: Hashable, Sendable {
    let name: String

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    /// `Font.Weight`.
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
        Font(name: "system \(size)")
    }

    public func bold() -> Font { self }
}
