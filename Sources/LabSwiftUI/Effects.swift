internal import SwitcherCore

// The modifiers that change how a view is drawn: `blur(radius:opaque:)`, `opacity(_:)`,
// `redacted(reason:)`, `unredacted()`, `privacySensitive(_:)`.

/// What a modifier does to the views inside it.
enum Effect {
    case blur(Double)
    case opacity(Double)
    case redacted(RedactionReasons)
    case unredacted
    case privacySensitive(Bool)
    /// A font: bold or not; nil leaves the font as it was.
    case bold(Bool?)
}

/// `RedactionReasons`: `placeholder` (iOS 14) and `privacy` (iOS 15).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    @available(iOS 15.0, *)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
}

public struct _EffectView<Content: View>: View, PrimitiveView {
    let content: Content
    let effect: Effect
    func node(_ context: ResolveContext) -> Node { .effect(context.resolve(content), effect) }
}

extension View {
    /// The view blurred: a Gaussian of `radius` points, calibrated as the lab's blur is (4.5
    /// points to a cell).
    public func blur(radius: CGFloat, opaque: Bool = false) -> _EffectView<Self> {
        _EffectView(content: self, effect: .blur(Double(radius)))
    }

    public func opacity(_ opacity: Double) -> _EffectView<Self> {
        _EffectView(content: self, effect: .opacity(min(max(opacity, 0), 1)))
    }

    /// Adds a reason to apply a redaction to this view hierarchy.
    @available(iOS 14.0, *)
    public func redacted(reason: RedactionReasons) -> _EffectView<Self> {
        _EffectView(content: self, effect: .redacted(reason))
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    @available(iOS 14.0, *)
    public func unredacted() -> _EffectView<Self> { _EffectView(content: self, effect: .unredacted) }

    /// Marks the view as containing sensitive, private user data: redacted under the `privacy`
    /// reason.
    @available(iOS 15.0, *)
    public func privacySensitive(_ sensitive: Bool = true) -> _EffectView<Self> {
        _EffectView(content: self, effect: .privacySensitive(sensitive))
    }
}

/// Draws a modifier's effect on the cells under it: a blur, a fade towards the system
/// background, or placeholder blocks in place of glyphs. With content, the content is drawn
/// first and only the cells it drew take the effect; without, every cell of the frame does
/// (the app's screen, under the root view).
final class EffectView: CoreView {
    enum Kind {
        case blur(Double)
        case fade(Double)
        case redact(onlySensitive: Bool)
    }

    let kind: Kind
    let content: CoreView?

    init(_ kind: Kind, content: CoreView? = nil) {
        self.kind = kind
        self.content = content
        super.init()
    }

    override func layoutSubviews() { if let parent = superview { frame = parent.bounds } }

    override func draw(_ rect: Rect, into canvas: inout Canvas, alpha: Double) {
        let visible = rect.intersection(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        guard visible.width > 0, visible.height > 0 else { return }
        let before = canvas
        if let content {
            guard let time = window?.windowScene?.clock.now else { return }
            content.frame = Rect(origin: .zero, size: rect.size)
            content.render(into: &canvas, origin: rect.origin, parentAlpha: alpha, at: time)
        }
        var region = Canvas(width: visible.width, height: visible.height)
        for y in 0..<visible.height {
            for x in 0..<visible.width { region[x, y] = canvas[visible.minX + x, visible.minY + y] }
        }
        let changed = apply(region)
        for y in 0..<visible.height {
            for x in 0..<visible.width {
                let (cx, cy) = (visible.minX + x, visible.minY + y)
                guard content == nil || canvas[cx, cy] != before[cx, cy] else { continue }
                canvas[cx, cy] = changed[x, y]
            }
        }
    }

    /// The region as the effect leaves it.
    func apply(_ region: Canvas) -> Canvas {
        switch kind {
        case .blur(let radius): return region.gaussianBlurred(radius: radius / 4.5)
        case .fade(let opacity):
            var out = region
            let paper = Cell(" ", foreground: .white, background: .white)
            for y in 0..<region.height {
                for x in 0..<region.width { out.blend(paper, x: x, y: y, alpha: 1 - opacity) }
            }
            return out
        case .redact(let onlySensitive):
            var out = region
            for y in 0..<region.height {
                for x in 0..<region.width {
                    let cell = region[x, y]
                    guard !cell.showsOnlyBackground, !onlySensitive || cell.sensitive else { continue }
                    // A placeholder block: the glyph's colour, faint, over its background.
                    let block = cell.background.mixed(with: cell.foreground, 0.2)
                    out[x, y] = Cell(" ", foreground: block, background: block)
                }
            }
            return out
        }
    }
}
