internal import SwitcherCore

/// `CGContext`: the cells a render draws into.
@MainActor public final class CGContext {
    var canvas: Canvas
    let origin: CGPoint

    init(bounds: CGRect) {
        let cells = Scale.cells(bounds)
        canvas = Canvas(width: cells.width, height: cells.height)
        origin = bounds.origin
    }

    /// Draws `view` (a window, or a view in one) as it is on screen at the clock's now.
    func draw(_ view: CoreView) {
        guard let scene = view.window?.windowScene else { return }
        view.render(into: &canvas, origin: .zero, parentAlpha: 1, at: scene.clock.now)
    }
}

/// `UIGraphicsImageRenderer`.
@MainActor public final class UIGraphicsImageRenderer {
    let bounds: CGRect

    public init(bounds: CGRect) { self.bounds = bounds }
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size)) }
    /// The format's scale makes no cell finer: the model's images are in points.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: bounds)
    }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) { self.init(size: size) }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(CGContext(bounds: bounds))
        actions(context)
        return UIImage(canvas: context.cgContext.canvas)
    }
}

/// `UIGraphicsImageRendererFormat`: `scale` (the screen's unless set; 1 draws in points) and
/// `opaque`.
@MainActor public final class UIGraphicsImageRendererFormat {
    public var scale: CGFloat = 1
    public var opaque = false
    public init() {}
}

/// `UIGraphicsImageRendererContext`.
@MainActor public final class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    init(_ context: CGContext) { cgContext = context }
}

/// The pre-iOS 17 image context (`UIGraphicsBeginImageContext`), deprecated in iOS 17.
@MainActor enum ImageContextStack {
    static var contexts: [CGContext] = []
}

@available(
    iOS, deprecated: 17.0,
    message: "Replace usage of UIGraphicsBeginImageContext with UIGraphicsImageRenderer"
)
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    ImageContextStack.contexts.append(CGContext(bounds: CGRect(origin: .zero, size: size)))
}

@available(
    iOS, deprecated: 17.0,
    message: "Replace usage of UIGraphicsBeginImageContextWithOptions with UIGraphicsImageRenderer"
)
@MainActor public func UIGraphicsBeginImageContextWithOptions(
    _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
    ImageContextStack.contexts.append(CGContext(bounds: CGRect(origin: .zero, size: size)))
}

@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { ImageContextStack.contexts.last }

@available(
    iOS, deprecated: 17.0,
    message: "Replace usage of UIGraphicsGetImageFromCurrentImageContext with UIGraphicsImageRenderer"
)
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContextStack.contexts.last.map { UIImage(canvas: $0.canvas) }
}

@available(
    iOS, deprecated: 17.0, message: "Replace usage of UIGraphicsEndImageContext with UIGraphicsImageRenderer"
)
@MainActor public func UIGraphicsEndImageContext() { _ = ImageContextStack.contexts.popLast() }

extension UIView {
    /// Draws the view into the current image context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = ImageContextStack.contexts.last else { return false }
        context.draw(core)
        return true
    }

    /// A snapshot view of what the view shows now.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let context = CGContext(bounds: bounds)
        context.draw(core)
        let view = UIImageView(image: UIImage(canvas: context.canvas))
        return view
    }
}

/// `CIImage`: an image Core Image filters. Its extent starts at the origin; a blur of an image
/// not clamped grows it past the image's edges, into a transparent fringe (`fringe`, in cells:
/// MODEL §63); `clampedToExtent()` makes it infinite, its edges repeated, and `cropped(to:)`
/// finite again.
@MainActor public final class CIImage {
    /// The cells of the extent (fringe included), or of the image clamped.
    let canvas: Canvas
    /// The transparent margin of the extent: columns at each side, rows at the top and bottom.
    let fringe: Size
    /// `clampedToExtent()`: the canvas's edges repeat without end.
    let isClamped: Bool

    init(canvas: Canvas, fringe: Size = Size(width: 0, height: 0), clamped: Bool = false) {
        self.canvas = canvas
        self.fringe = fringe
        isClamped = clamped
    }

    public convenience init?(image: UIImage) { self.init(canvas: image.canvas, fringe: image.fringe) }

    /// The image's extent, in points: a blur's fringe lies at negative coordinates, as Core
    /// Image's grown extent does; a clamped image's is infinite.
    public var extent: CGRect {
        if isClamped { return .infinite }
        return CGRect(
            x: -CGFloat(fringe.width) * Scale.x, y: -CGFloat(fringe.height) * Scale.y,
            width: CGFloat(canvas.width) * Scale.x, height: CGFloat(canvas.height) * Scale.y)
    }

    /// The part of the image within `rect` (points, the extent's coordinates): the cells there,
    /// and what is left of the fringe.
    public func cropped(to rect: CGRect) -> CIImage {
        guard !rect.isInfinite, !rect.isNull else { return self }
        let cells = Scale.cells(rect)
        // The extent's cell (0, 0) is at (-fringe.width, -fringe.height); a clamped image's
        // canvas is its extent before the clamp, at the origin.
        let left = cells.minX + (isClamped ? 0 : fringe.width)
        let top = cells.minY + (isClamped ? 0 : fringe.height)
        var out = Canvas(width: max(0, cells.width), height: max(0, cells.height))
        for y in 0..<out.height {
            for x in 0..<out.width {
                var sx = left + x
                var sy = top + y
                if isClamped {
                    sx = min(max(sx, 0), canvas.width - 1)
                    sy = min(max(sy, 0), canvas.height - 1)
                }
                guard sx >= 0, sy >= 0, sx < canvas.width, sy < canvas.height else { continue }
                out[x, y] = canvas[sx, sy]
            }
        }
        if isClamped { return CIImage(canvas: out) }
        // What of the fringe the crop kept.
        let keptX = max(0, fringe.width - max(0, left))
        let keptY = max(0, fringe.height - max(0, top))
        return CIImage(canvas: out, fringe: Size(width: keptX, height: keptY))
    }

    public func clampedToExtent() -> CIImage {
        CIImage(canvas: canvas, fringe: fringe, clamped: true)
    }
}

public let kCIInputImageKey = "inputImage"
public let kCIInputRadiusKey = "inputRadius"

/// `CIFilter`: `CIGaussianBlur` only. Its radius is in points; the lab's blur is calibrated
/// as the lab's `blurred-snapshot` is, 4.5 points of radius to a cell.
@MainActor public final class CIFilter {
    private var values: [String: Any] = [:]

    public init?(name: String) {
        guard name == "CIGaussianBlur" else {
            fatalError("CIFilter '\(name)' is not in the lab's UIKit model (only CIGaussianBlur)")
        }
    }

    public func setValue(_ value: Any?, forKey key: String) { values[key] = value }

    public var outputImage: CIImage? {
        guard let input = values[kCIInputImageKey] as? CIImage else { return nil }
        let radius =
            (values[kCIInputRadiusKey] as? CGFloat) ?? (values[kCIInputRadiusKey] as? Double).map {
                CGFloat($0)
            }
            ?? 10
        let blurred = input.canvas.gaussianBlurred(radius: Double(radius) / 4.5)
        // Clamped, the edges blur into copies of themselves: no fringe, an infinite extent.
        if input.isClamped { return CIImage(canvas: blurred, clamped: true) }
        // Not clamped, the output's extent grows past the input's and fades out there.
        let growth = Canvas.blurGrowth(radiusInPoints: Double(radius))
        return CIImage(
            canvas: blurred.padded(by: growth),
            fringe: Size(
                width: input.fringe.width + growth.width, height: input.fringe.height + growth.height))
    }
}

extension UIImage {
    /// An image of the extent, its fringe transparent. (An infinite extent cannot be drawn: the
    /// model draws the image before the clamp.)
    public convenience init(ciImage: CIImage) { self.init(canvas: ciImage.canvas, fringe: ciImage.fringe) }
}
