internal import SwitcherCore

/// How a resolved view is drawn. The root view stands for the app's screen: `layers` gives
/// what it lays over that screen (its covers) and what its modifiers do to the screen itself
/// (blurred, faded, redacted); `build` gives a cover's views.
@MainActor enum Drawing {
    /// What a view's modifiers hand down to the views inside it.
    struct Environment {
        var style: RGB?
        var redaction: RedactionReasons = []
        var sensitive = false
        var bold = false

        func applying(_ effect: Effect) -> Environment {
            var environment = self
            switch effect {
            case .redacted(let reasons): environment.redaction.formUnion(reasons)
            case .unredacted: environment.redaction = []
            case .privacySensitive(let sensitive): environment.sensitive = sensitive
            case .bold(let bold): environment.bold = bold ?? environment.bold
            case .blur, .opacity: break
            }
            return environment
        }

        /// Whether a view drawn here is redacted: every reason but `privacy` redacts it; `privacy`
        /// only a privacy-sensitive one.
        var redacts: Bool {
            redaction.contains(.placeholder) || (redaction.contains(.privacy) && sensitive)
        }
    }

    /// The views drawn over the app's screen, back to front.
    static func layers(_ node: Node, _ environment: Environment = Environment()) -> [CoreView] {
        switch node {
        case .overlay(let base, let cover):
            return layers(base, environment) + [build(cover, environment)].compactMap { $0 }
        case .styled(let inner, _): return layers(inner, environment)
        case .stack(let children), .group(let children):
            guard let first = children.first else { return [] }
            return layers(first, environment) + children.dropFirst().compactMap { build($0, environment) }
        case .background(let base, _), .sized(let base, _, _): return layers(base, environment)
        case .effect(let inner, .blur(let radius)):
            return layers(inner, environment) + (radius > 0 ? [EffectView(.blur(radius))] : [])
        case .effect(let inner, .opacity(let opacity)):
            return layers(inner, environment) + (opacity < 1 ? [EffectView(.fade(opacity))] : [])
        case .effect(let inner, let effect): return layers(inner, environment.applying(effect))
        default:
            // The app's screen itself: redacted whole, or only its sensitive fields where the
            // content marks something privacy-sensitive under a redaction reason.
            if environment.redacts { return [EffectView(.redact(onlySensitive: false))] }
            if node.redactsSensitive(environment) {
                return [EffectView(.redact(onlySensitive: true))]
            }
            return []
        }
    }

    /// A cover's views, filling the view they are added to.
    static func build(_ node: Node, _ environment: Environment) -> CoreView? {
        switch node {
        case .empty: return nil
        case .text(let text): return label(text, environment)
        case .symbol: return label("■", environment)
        case .color(let rgb): return Slot(color: rgb)
        case .shape(.foreground): return Slot(color: environment.style ?? .black)
        case .shape(.color(let rgb)): return Slot(color: rgb)
        case .shape(.material(let effect)): return FillEffectView(effect: effect)
        case .picture(let name):
            // A placeholder masks images as it does text.
            let view = picture(name)
            guard environment.redaction.contains(.placeholder), let view else { return view }
            return EffectView(.redact(onlySensitive: false), content: view)
        case .stack(let children), .group(let children):
            return Slot(children.compactMap { build($0, environment) })
        case .overlay(let base, let cover):
            return Slot([base, cover].compactMap { build($0, environment) })
        case .background(let base, let back):
            let size = base.size
            let behind = build(back, environment).map { Slot([$0], width: size.width, height: size.height) }
            return Slot([behind, build(base, environment)].compactMap { $0 })
        case .sized(let inner, let width, let height):
            return build(inner, environment).map { Slot([$0], width: width, height: height) }
        case .line(let children, let vertical):
            return StackView(children.map { ($0.size, build($0, environment)) }, vertical: vertical)
        case .styled(let inner, let color):
            var styled = environment
            styled.style = color
            return build(inner, styled)
        case .effect(let inner, .blur(let radius)):
            guard let view = build(inner, environment) else { return nil }
            return radius > 0 ? EffectView(.blur(radius), content: view) : view
        case .effect(let inner, .opacity(let opacity)):
            let view = build(inner, environment)
            view?.alpha = opacity
            return view
        case .effect(let inner, let effect): return build(inner, environment.applying(effect))
        }
    }

    static func label(_ text: String, _ environment: Environment) -> CoreView {
        let label = FillLabel()
        label.text = text
        label.textColor = environment.style ?? .black
        label.textAlignment = .center
        label.isPrivacySensitive = environment.sensitive
        label.attributes = environment.bold ? [.bold] : []
        return environment.redacts ? EffectView(.redact(onlySensitive: false), content: label) : label
    }

    /// A named image: the mock app's picture under the one name `UIImage(named:)` knows,
    /// `PrivacyCover`.
    static func picture(_ name: String) -> CoreView? {
        let found = LabUIKit.UIImageView(image: LabUIKit.UIImage(named: name)).core as? CoreImageView
        guard let image = found?.image, image.width > 0 else { return nil }
        let view = FillImageView(image: image)
        return view
    }
}

/// A view that fills its superview, or at a size of its own (in cells) centred in it.
final class Slot: CoreView {
    var width: Int?
    var height: Int?

    init(_ children: [CoreView] = [], color: RGB? = nil, width: Int? = nil, height: Int? = nil) {
        self.width = width
        self.height = height
        super.init()
        backgroundColor = color
        for child in children { addSubview(child) }
    }

    override func layoutSubviews() {
        guard let parent = superview?.bounds else { return }
        let w = min(width ?? parent.width, parent.width)
        let h = min(height ?? parent.height, parent.height)
        frame = Rect(x: (parent.width - w) / 2, y: (parent.height - h) / 2, width: w, height: h)
    }
}

/// A label that fills its superview, its lines centred.
final class FillLabel: CoreLabel {
    override func layoutSubviews() { if let parent = superview { frame = parent.bounds } }
}

/// A picture stretched to its superview.
final class FillImageView: CoreImageView {
    override func layoutSubviews() { if let parent = superview { frame = parent.bounds } }
}

/// A material: the UIKit model's blur effect, filling its superview.
final class FillEffectView: CoreEffectView {
    override func layoutSubviews() { if let parent = superview { frame = parent.bounds } }
}

/// `VStack` and `HStack`: each child in a band of its own size (a text's lines, a symbol's
/// cell), what has no size of its own sharing what is left, the whole centred.
final class StackView: CoreView {
    let vertical: Bool
    let extents: [Int?]

    init(_ children: [(size: Node.Extent, view: CoreView?)], vertical: Bool) {
        self.vertical = vertical
        extents = children.map { vertical ? $0.size.height : $0.size.width }
        super.init()
        for child in children {
            let band = CoreView()
            child.view.map(band.addSubview)
            addSubview(band)
        }
    }

    override func layoutSubviews() {
        guard let parent = superview?.bounds else { return }
        frame = parent
        let length = vertical ? parent.height : parent.width
        let fixed = extents.compactMap { $0 }.reduce(0, +)
        let flexible = extents.filter { $0 == nil }.count
        let share = flexible > 0 ? max(0, length - fixed) / flexible : 0
        var position = flexible > 0 ? 0 : max(0, length - fixed) / 2
        for (band, extent) in zip(subviews, extents) {
            let size = extent ?? share
            band.frame =
                vertical
                ? Rect(x: 0, y: position, width: parent.width, height: size)
                : Rect(x: position, y: 0, width: size, height: parent.height)
            position += size
        }
    }
}

extension Node {
    /// A view's own size in cells, where it has one: a text's longest line and its lines.
    var size: Extent {
        switch self {
        case .text(let text):
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return Extent(width: lines.map(\.count).max() ?? 0, height: lines.count)
        case .symbol: return Extent(width: 1, height: 1)
        case .empty: return Extent(width: 0, height: 0)
        case .line(let children, let vertical):
            let sizes = children.map(\.size)
            let along = sizes.map { vertical ? $0.height : $0.width }
            let across = sizes.map { vertical ? $0.width : $0.height }
            let total = along.contains { $0 == nil } ? nil : along.compactMap { $0 }.reduce(0, +)
            let widest = across.contains { $0 == nil } ? nil : across.compactMap { $0 }.max() ?? 0
            return vertical ? Extent(width: widest, height: total) : Extent(width: total, height: widest)
        case .styled(let inner, _), .effect(let inner, _), .overlay(let inner, _), .background(let inner, _):
            return inner.size
        case .sized(_, let width, let height): return Extent(width: width, height: height)
        case .color, .shape, .picture, .stack, .group: return Extent(width: nil, height: nil)
        }
    }

    /// Optional extents: nil where the view takes what it is given.
    struct Extent {
        let width: Int?
        let height: Int?
    }

    /// Whether a privacy-sensitive mark in the view is redacted: under a `privacy` or
    /// `placeholder` reason applied above it.
    func redactsSensitive(_ environment: Drawing.Environment) -> Bool {
        switch self {
        case .effect(let inner, let effect):
            let inside = environment.applying(effect)
            if case .privacySensitive(true) = effect,
                !inside.redaction.isDisjoint(with: [.privacy, .placeholder])
            {
                return true
            }
            return inner.redactsSensitive(inside)
        case .styled(let inner, _), .sized(let inner, _, _): return inner.redactsSensitive(environment)
        case .stack(let children), .group(let children), .line(let children, _):
            return children.contains { $0.redactsSensitive(environment) }
        case .overlay(let base, let other), .background(let base, let other):
            return base.redactsSensitive(environment) || other.redactsSensitive(environment)
        case .text, .symbol, .color, .shape, .picture, .empty: return false
        }
    }
}
