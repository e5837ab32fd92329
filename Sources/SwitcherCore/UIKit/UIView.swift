/// Names from UIKit, so that a strategy reads like the article it comes from.
public typealias UIColor = RGB
/// An image is a canvas of cells.
public typealias UIImage = Canvas

/// A rectangle of the screen that draws itself and its subviews: a small, UIKit-shaped view.
///
/// `alpha` and `transform`-like translations are animatable through `UIView.animate`; what is
/// drawn at an instant uses the *presentation* values at that instant, as Core Animation does.
open class UIView {
    public var frame: Rect
    public var backgroundColor: UIColor?
    public var isHidden = false
    public var tag = 0
    /// SwiftUI's `privacySensitive()`: the glyphs this view draws count as sensitive.
    public var isPrivacySensitive = false
    /// The app's field (`AppAsset.fields`) a privacy-sensitive view's glyphs belong to.
    public var privacyField: Int?
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// The object that stands for this view in code compiled against the lab's UIKit model
    /// (`LabUIKit`): set by that model, never read by the core.
    public var bridged: AnyObject?

    /// The model value; what is on screen may still be animating towards it.
    public var alpha: Double = 1 {
        didSet { animatableChanged(.alpha, from: oldValue, to: alpha) }
    }
    /// A horizontal offset in cells (`transform = CGAffineTransform(translationX:y:)`).
    public var translationX: Double = 0 {
        didSet { animatableChanged(.translationX, from: oldValue, to: translationX) }
    }
    /// A vertical offset in cells.
    public var translationY: Double = 0 {
        didSet { animatableChanged(.translationY, from: oldValue, to: translationY) }
    }

    enum AnimatableProperty: Hashable { case alpha, translationX, translationY }
    var animations: [AnimatableProperty: Animation] = [:]

    public init(frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)) {
        self.frame = frame
    }

    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    // MARK: Hierarchy

    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
    }

    /// Depth-first search for a view with `tag`, this view included (as UIKit does).
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Every view below this one (this one included), depth first.
    public var allViews: [UIView] { [self] + subviews.flatMap(\.allViews) }

    /// The window this view is in, if any.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    // MARK: Layout and drawing

    /// Called before every draw: position subviews for the current bounds.
    open func layoutSubviews() {}

    /// Draws this view's own content (not its subviews) into `canvas`, where `rect` is the
    /// view's frame in canvas coordinates. Subclasses add text or images.
    open func draw(_ rect: Rect, into canvas: inout Canvas, alpha: Double) {
        guard let color = backgroundColor else { return }
        let fillCell = Cell(" ", foreground: color, background: color)
        // Opaque, as most views are: every cell takes the fill whole, as `blend` would give it.
        if alpha >= 1 { return canvas.fill(rect, with: fillCell) }
        let visible = rect.intersection(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX { canvas.blend(fillCell, x: x, y: y, alpha: alpha) }
        }
    }

    /// The value of an animatable property as it is on screen at `time`.
    func presentationValue(_ property: AnimatableProperty, at time: Instant) -> Double {
        if let animation = animations[property], !animation.isFinished(at: time) {
            return animation.value(at: time)
        }
        switch property {
        case .alpha: return alpha
        case .translationX: return translationX
        case .translationY: return translationY
        }
    }

    /// Takes over the animations in flight of `other`, the view this one replaces on screen, so
    /// that the replacement goes on where the other was (a SwiftUI view keeps its identity, and
    /// its fade, across updates that rebuild it).
    public func continueAnimations(of other: UIView) {
        for (property, animation) in other.animations where animations[property] == nil {
            animations[property] = animation
        }
    }

    /// Alpha as presented at `time`.
    public func presentationAlpha(at time: Instant) -> Double { presentationValue(.alpha, at: time) }

    /// True while any property of this view or below it is still animating at `time`.
    public func isAnimating(at time: Instant) -> Bool {
        animations.values.contains { !$0.isFinished(at: time) }
            || subviews.contains { $0.isAnimating(at: time) }
    }

    /// Renders this view and its subviews with its top-left at `origin`, at `time`.
    public func render(into canvas: inout Canvas, origin: Point, parentAlpha: Double, at time: Instant) {
        guard !isHidden else { return }
        let alpha = parentAlpha * min(max(presentationValue(.alpha, at: time), 0), 1)
        guard alpha > 0 else { return }
        layoutSubviews()
        let dx = Int(presentationValue(.translationX, at: time).rounded())
        let dy = Int(presentationValue(.translationY, at: time).rounded())
        let rect = frame.offsetBy(dx: origin.x + dx, dy: origin.y + dy)
        draw(rect, into: &canvas, alpha: alpha)
        for view in subviews {
            view.render(into: &canvas, origin: rect.origin, parentAlpha: alpha, at: time)
        }
    }
}

/// A view showing lines of text, centred vertically in its frame like UILabel.
open class UILabel: UIView {
    public enum Alignment: Sendable { case left, center, right }
    public var text: String = ""
    public var textColor: UIColor = .black
    public var textAlignment: Alignment = .left
    public var attributes: CellAttributes = []
    /// 1 (the default): one line per `\n`, clipped. 0: words also wrap to the frame's width,
    /// as many lines as needed (UIKit's `numberOfLines = 0`).
    public var numberOfLines = 1

    /// The lines drawn in a frame `width` cells wide.
    public func lines(width: Int) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard numberOfLines == 0 else { return lines }
        return lines.flatMap { UILabel.wrap($0, width: width) }
    }

    /// Greedy word wrap; a word longer than the width is cut.
    static func wrap(_ line: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var result: [String] = []
        var current = ""
        for word in line.split(separator: " ") {
            var word = String(word)
            while word.count > width {
                if !current.isEmpty {
                    result.append(current)
                    current = ""
                }
                result.append(String(word.prefix(width)))
                word = String(word.dropFirst(width))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                result.append(current)
                current = word
            }
        }
        if !current.isEmpty || result.isEmpty { result.append(current) }
        return result
    }

    open override func draw(_ rect: Rect, into canvas: inout Canvas, alpha: Double) {
        super.draw(rect, into: &canvas, alpha: alpha)
        let lines = lines(width: rect.width)
        let top = rect.minY + max(0, (rect.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            let y = top + i
            guard y < rect.maxY else { break }
            let width = line.count
            let x: Int
            switch textAlignment {
            case .left: x = rect.minX
            case .center: x = rect.minX + (rect.width - width) / 2
            case .right: x = rect.maxX - width
            }
            for (j, ch) in line.enumerated() {
                let cx = x + j
                guard cx >= rect.minX, cx < rect.maxX, ch != " " else { continue }
                let under = canvas[cx, y]
                let cell = Cell(
                    ch, foreground: textColor, background: under.background, attributes: attributes,
                    sensitive: isPrivacySensitive, field: privacyField)
                canvas.blend(cell, x: cx, y: y, alpha: alpha)
            }
        }
    }
}

/// A view showing an image (a canvas of cells): stretched to its frame (`.scaleToFill`,
/// UIKit's default content mode), or at its own size, centred (`.center`).
open class UIImageView: UIView {
    public enum ContentMode: Hashable, Sendable { case scaleToFill, center }

    public var image: UIImage? { didSet { stretched = nil } }
    public var contentMode = ContentMode.scaleToFill
    /// The columns at each side and the rows at the top and bottom of the image that are
    /// transparent: a Core Image blur left uncropped fades out past its input's edges, and its
    /// image carries that fringe (MODEL §63). Nothing of the image is drawn there.
    public var transparentMargin = Size(width: 0, height: 0)
    /// The image stretched to the frame it was last drawn in: a cover stays up for many frames.
    private var stretched: (size: Size, image: UIImage)?

    /// Like UIKit, the frame starts as the image's size.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: Rect(x: 0, y: 0, width: image?.width ?? 0, height: image?.height ?? 0))
    }

    open override func draw(_ rect: Rect, into canvas: inout Canvas, alpha: Double) {
        super.draw(rect, into: &canvas, alpha: alpha)
        guard var image else { return }
        let original = image
        if contentMode == .scaleToFill, image.width > 0, image.height > 0, rect.width > 0, rect.height > 0,
            rect.width != image.width || rect.height != image.height
        {
            if let stretched, stretched.size == rect.size {
                image = stretched.image
            } else {
                image = image.stretched(to: rect.size)
                stretched = (rect.size, image)
            }
        }
        let x0 = rect.minX + (rect.width - image.width) / 2
        let y0 = rect.minY + (rect.height - image.height) / 2
        // Opaque and inside the frame: a plain copy (the common case, and the fast one).
        let margin = transparentMargin
        let clear = margin.width > 0 || margin.height > 0
        if alpha >= 1 && !clear && x0 >= rect.minX && y0 >= rect.minY && x0 + image.width <= rect.maxX
            && y0 + image.height <= rect.maxY
        {
            return canvas.draw(image, x: x0, y: y0)
        }
        for y in 0..<image.height {
            for x in 0..<image.width {
                let cx = x0 + x
                let cy = y0 + y
                guard cx >= rect.minX, cx < rect.maxX, cy >= rect.minY, cy < rect.maxY else { continue }
                if clear {
                    // The cell of the image as it was before any stretching: in its fringe?
                    let sx = x * original.width / image.width
                    let sy = y * original.height / image.height
                    if sx < margin.width || sx >= original.width - margin.width || sy < margin.height
                        || sy >= original.height - margin.height
                    {
                        continue
                    }
                }
                canvas.blend(image[x, y], x: cx, y: cy, alpha: alpha)
            }
        }
    }
}

extension Canvas {
    /// The picture stretched to `size`, each cell taking the cell under it (nearest neighbour).
    public func stretched(to size: Size) -> Canvas {
        var out = Canvas(width: size.width, height: size.height)
        for y in 0..<size.height {
            for x in 0..<size.width { out[x, y] = self[x * width / size.width, y * height / size.height] }
        }
        return out
    }
}
