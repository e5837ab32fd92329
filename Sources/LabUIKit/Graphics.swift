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

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(CGContext(bounds: bounds))
        actions(context)
        return UIImage(canvas: context.cgContext.canvas)
    }
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

/// `CIImage`: an image Core Image filters.
@MainActor public final class CIImage {
    let canvas: Canvas
    init(canvas: Canvas) { self.canvas = canvas }
    public convenience init?(image: UIImage) { self.init(canvas: image.canvas) }
    /// The image's extent, in points.
    public var extent: CGRect {
        CGRect(x: 0, y: 0, width: CGFloat(canvas.width) * Scale.x, height: CGFloat(canvas.height) * Scale.y)
    }
    public func cropped(to rect: CGRect) -> CIImage { self }
    public func clampedToExtent() -> CIImage { self }
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
        return CIImage(canvas: input.canvas.gaussianBlurred(radius: Double(radius) / 4.5))
    }
}

extension UIImage {
    public convenience init(ciImage: CIImage) { self.init(canvas: ciImage.canvas) }
}
