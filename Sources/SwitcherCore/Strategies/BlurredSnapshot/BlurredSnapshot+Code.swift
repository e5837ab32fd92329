/// `blurred-snapshot`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`BlurredSnapshot.swift` is what the
/// lab runs).
struct BlurredSnapshotCode: UIKitCode {
    static let citation: [String] = [
        "From \(Article.a001),", "\"Blur the App's Screenshot for the App Switcher\".",
    ]

    let context: ListingContext

    /// article 001 (blur): a blurred image of the window over it. The corrected form clamps the
    /// blur's input and crops its output (no transparent fringe), renders with
    /// `UIGraphicsImageRenderer` at scale 1 (the article's radius is in points) and gives the
    /// image view the window's bounds.
    var swift: HostedCode {
        return HostedCode(
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
                swiftScreenshot,
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
    private var swiftScreenshot: String {
        if corrected {
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

    var objc: HostedCode {
        return HostedCode(
            properties: [
                "/// The blurred screenshot while the app is away.\n@property (nonatomic, strong) UIView *appSwitcherView;"
            ],
            members: [
                corrected
                    ? """
                    - (void)showBlurredScreenshot {
                        UIWindow *window = \(window);
                        if (window == nil) return;
                        // First apply the Gaussian blur on the screenshot of the current view.
                        UIImage *screenshot = [self createScreenshotOfCurrentContext] ?: [UIImage new];
                        UIImage *blurredImage = [self applyGaussianBlurOn:screenshot withBlurFactor:4.5];
                        // Create the UIImageView for the blurred screenshot, over the whole window.
                        self.appSwitcherView = [[UIImageView alloc] initWithImage:blurredImage];
                        self.appSwitcherView.frame = window.bounds;
                        // Set it as the current screen
                        [window addSubview:self.appSwitcherView];
                    }
                    """
                    : """
                    - (void)showBlurredScreenshot {
                        // First apply the Gaussian blur on the screenshot of the current view.
                        UIImage *screenshot = [self createScreenshotOfCurrentContext] ?: [UIImage new];
                        UIImage *blurredImage = [self applyGaussianBlurOn:screenshot withBlurFactor:4.5];
                        // Create the UIImageView for the blurred screenshot.
                        self.appSwitcherView = [[UIImageView alloc] initWithImage:blurredImage];
                        // Set it as the current screen
                        [\(window) addSubview:self.appSwitcherView];
                    }
                    """,
                "- (void)hideBlurredScreenshot {\n    [self.appSwitcherView removeFromSuperview];\n}",
                objcScreenshot,
                corrected
                    ? """
                    /// This method applies a Gaussian blur on a given UIImage.
                    - (UIImage *)applyGaussianBlurOn:(UIImage *)image withBlurFactor:(CGFloat)blurFactor {
                        CIImage *inputImage = [[CIImage alloc] initWithImage:image];
                        if (inputImage == nil) return nil;
                        CIFilter *gaussianFilter = [CIFilter filterWithName:@"CIGaussianBlur"];
                        // Clamped: the edges blur into themselves, not into transparency.
                        [gaussianFilter setValue:[inputImage imageByClampingToExtent] forKey:kCIInputImageKey];
                        [gaussianFilter setValue:@(blurFactor) forKey:kCIInputRadiusKey];
                        // Cropped: the blur's output extent grows past the screenshot's.
                        CIImage *outputImage = [gaussianFilter.outputImage imageByCroppingToRect:inputImage.extent];
                        return outputImage ? [UIImage imageWithCIImage:outputImage] : nil;
                    }
                    """
                    : """
                    /// This method applies a Gaussian blur on a given UIImage.
                    - (UIImage *)applyGaussianBlurOn:(UIImage *)image withBlurFactor:(CGFloat)blurFactor {
                        CIImage *inputImage = [[CIImage alloc] initWithImage:image];
                        if (inputImage == nil) return nil;
                        CIFilter *gaussianFilter = [CIFilter filterWithName:@"CIGaussianBlur"];
                        [gaussianFilter setValue:inputImage forKey:kCIInputImageKey];
                        [gaussianFilter setValue:@(blurFactor) forKey:kCIInputRadiusKey];
                        CIImage *outputImage = gaussianFilter.outputImage;
                        return outputImage ? [UIImage imageWithCIImage:outputImage] : nil;
                    }
                    """,
            ], imports: ["<CoreImage/CoreImage.h>"])
    }

    /// The screenshot: the image context (scale 1) before iOS 17, the renderer from there; the
    /// corrected form's renderer draws at scale 1, as the article's context did.
    private var objcScreenshot: String {
        if corrected {
            return """
                /// This method takes a screenshot of the currently shown view; nil if it can't be taken.
                - (UIImage *)createScreenshotOfCurrentContext {
                    UIWindow *window = \(window);
                    if (window == nil) return nil;
                    // Scale 1, as the article's image context: the blur factor is in points.
                    UIGraphicsImageRendererFormat *format = [[UIGraphicsImageRendererFormat alloc] init];
                    format.scale = 1;
                    UIGraphicsImageRenderer *renderer = [[UIGraphicsImageRenderer alloc] initWithBounds:window.bounds format:format];
                    return [renderer imageWithActions:^(UIGraphicsImageRendererContext *context) {
                        [window.layer renderInContext:context.CGContext];
                    }];
                }
                """
        }
        return context.targets(17)
            ? """
            /// This method takes a screenshot of the currently shown view; nil if it can't be taken.
            - (UIImage *)createScreenshotOfCurrentContext {
                UIWindow *window = \(window);
                if (window == nil) return nil;
                UIGraphicsImageRenderer *renderer = [[UIGraphicsImageRenderer alloc] initWithBounds:window.bounds];
                return [renderer imageWithActions:^(UIGraphicsImageRendererContext *context) {
                    [window.layer renderInContext:context.CGContext];
                }];
            }
            """
            : """
            /// This method takes a screenshot of the currently shown view; nil if it can't be taken.
            - (UIImage *)createScreenshotOfCurrentContext {
                UIGraphicsBeginImageContext(\(window).screen.bounds.size);
                CGContextRef currentContext = UIGraphicsGetCurrentContext();
                if (currentContext == NULL) {
                    UIGraphicsEndImageContext();
                    return nil;
                }
                [\(window).layer renderInContext:currentContext];
                UIImage *image = UIGraphicsGetImageFromCurrentImageContext();
                UIGraphicsEndImageContext();
                return image;
            }
            """
    }

    /// The methods the host's callbacks call.
    let calls = HostCalls(up: "showBlurredScreenshot", down: "hideBlurredScreenshot")
}
