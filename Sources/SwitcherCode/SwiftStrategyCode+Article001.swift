import Foundation
import SwitcherCore

/// The two strategies of article 001 as Swift: the blurred screenshot and the redacted fields.
extension SwiftStrategyCode {
    /// article 001 (blur): a blurred image of the window over it. The corrected form clamps the
    /// blur's input and crops its output (no transparent fringe), renders with
    /// `UIGraphicsImageRenderer` at scale 1 (the article's radius is in points) and gives the
    /// image view the window's bounds.
    static func blurredSnapshot(_ context: CodeContext, window: String) -> HostedCode {
        let corrected = context.form == .corrected
        return HostedCode(
            up: "showBlurredScreenshot()", down: "hideBlurredScreenshot()",
            members: [
                """
                /// The blurred screenshot while the app is away.
                private var appSwitcherView: UIView?
                """,
                corrected
                    ? """
                    private func showBlurredScreenshot() {
                        guard let window = \(window) else { return }
                        // First apply the Gaussian blur on the screenshot of the current view.
                        let blurredImage = applyGaussianBlur(
                            on: createScreenshotOfCurrentContext() ?? UIImage(), withBlurFactor: 4.5)
                        // Create the UIImageView for the blurred screenshot, over the whole window.
                        let imageView = UIImageView(image: blurredImage)
                        imageView.frame = window.bounds
                        appSwitcherView = imageView
                        // Set it as the current screen
                        window.addSubview(imageView)
                    }
                    """
                    : """
                    private func showBlurredScreenshot() {
                        // First apply the Gaussian blur on the screenshot of the current view.
                        let blurredImage = applyGaussianBlur(
                            on: createScreenshotOfCurrentContext() ?? UIImage(), withBlurFactor: 4.5)
                        // Create the UIImageView for the blurred screenshot.
                        let imageView = UIImageView(image: blurredImage)
                        appSwitcherView = imageView
                        // Set it as the current screen
                        \(window)?.addSubview(imageView)
                    }
                    """,
                """
                private func hideBlurredScreenshot() {
                    appSwitcherView?.removeFromSuperview()
                }
                """,
                screenshot(context, window: window),
                corrected
                    ? """
                    /// This method applies a Gaussian blur on a given UIImage.
                    private func applyGaussianBlur(on image: UIImage, withBlurFactor blurFactor: CGFloat) -> UIImage? {
                        guard let inputImage = CIImage(image: image) else { return nil }
                        let gaussianFilter = CIFilter(name: "CIGaussianBlur")
                        // Clamped: the edges blur into themselves, not into transparency.
                        gaussianFilter?.setValue(inputImage.clampedToExtent(), forKey: kCIInputImageKey)
                        gaussianFilter?.setValue(blurFactor, forKey: kCIInputRadiusKey)
                        // Cropped: the blur's output extent grows past the screenshot's.
                        guard let outputImage = gaussianFilter?.outputImage?.cropped(to: inputImage.extent)
                        else { return nil }
                        return UIImage(ciImage: outputImage)
                    }
                    """
                    : """
                    /// This method applies a Gaussian blur on a given UIImage.
                    private func applyGaussianBlur(on image: UIImage, withBlurFactor blurFactor: CGFloat) -> UIImage? {
                        guard let inputImage = CIImage(image: image) else { return nil }
                        let gaussianFilter = CIFilter(name: "CIGaussianBlur")
                        gaussianFilter?.setValue(inputImage, forKey: kCIInputImageKey)
                        gaussianFilter?.setValue(blurFactor, forKey: kCIInputRadiusKey)
                        guard let outputImage = gaussianFilter?.outputImage else { return nil }
                        return UIImage(ciImage: outputImage)
                    }
                    """,
            ], imports: ["CoreImage"])
    }

    /// The screenshot: the article's image context (scale 1) before iOS 17, where it is
    /// deprecated; from there the renderer draws the same layer, at the screen's scale, or, in
    /// the corrected form, at scale 1 as the article's context did.
    private static func screenshot(_ context: CodeContext, window: String) -> String {
        if context.form == .corrected {
            return """
                /// This method takes a screenshot of the currently shown view.
                /// Method returns nil if screenshot can't be taken.
                private func createScreenshotOfCurrentContext() -> UIImage? {
                    guard let window = \(window) else { return nil }
                    // Scale 1, as the article's image context: the blur factor is in points.
                    let format = UIGraphicsImageRendererFormat()
                    format.scale = 1
                    let renderer = UIGraphicsImageRenderer(bounds: window.bounds, format: format)
                    return renderer.image { context in window.layer.render(in: context.cgContext) }
                }
                """
        }
        return context.targets(17)
            ? """
            /// This method takes a screenshot of the currently shown view.
            /// Method returns nil if screenshot can't be taken.
            private func createScreenshotOfCurrentContext() -> UIImage? {
                guard let window = \(window) else { return nil }
                let renderer = UIGraphicsImageRenderer(bounds: window.bounds)
                return renderer.image { context in window.layer.render(in: context.cgContext) }
            }
            """
            : """
            /// This method takes a screenshot of the currently shown view.
            /// Method returns nil if screenshot can't be taken.
            private func createScreenshotOfCurrentContext() -> UIImage? {
                UIGraphicsBeginImageContext(\(window)?.screen.bounds.size ?? CGSize())
                defer { UIGraphicsEndImageContext() }
                guard let currentContext = UIGraphicsGetCurrentContext() else { return nil }
                \(window)?.layer.render(in: currentContext)
                return UIGraphicsGetImageFromCurrentImageContext()
            }
            """
    }

    /// article 001 (redact): the sensitive fields emptied and restored.
    static func redactContent(host: StrategyHost, window: String) -> HostedCode {
        var code = HostedCode(
            up: "removeSensitiveData()", down: "restoreSensitiveData()",
            members: [
                """
                /// The texts taken out of the sensitive labels, to put back.
                private var removedTexts: [(label: UILabel, text: String?)] = []
                """,
                """
                private func removeSensitiveData() {
                    // Remove user sensitive data! Once: the labels are empty already.
                    guard removedTexts.isEmpty else { return }
                    for label in sensitiveLabels where !(label.text ?? "").isEmpty {
                        removedTexts.append((label, label.text))
                        label.text = nil
                    }
                }
                """,
                """
                /// The state restoration: every label back as it was.
                private func restoreSensitiveData() {
                    for (label, text) in removedTexts { label.text = text }
                    removedTexts = []
                }
                """,
            ])
        if host == .notifications {
            code.members.insert(
                """
                /// The labels that show sensitive data: fill it in viewDidLoad, or connect them.
                var sensitiveLabels: [UILabel] = []
                """, at: 0)
        } else {
            code.members.insert(
                """
                /// The labels of the screen on show that hold sensitive data.
                private var sensitiveLabels: [UILabel] {
                    (\(window)?.rootViewController as? SensitiveContent)?.sensitiveLabels ?? []
                }
                """, at: 0)
            code.declarations.append(
                """
                /// Adopted by the view controllers that show sensitive data.
                protocol SensitiveContent: AnyObject {
                    var sensitiveLabels: [UILabel] { get }
                }
                """)
        }
        return code
    }
}
