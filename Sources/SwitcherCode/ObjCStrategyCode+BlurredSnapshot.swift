import SwitcherCore

/// Article 001's blurred screenshot in Objective-C: the article's form, and the corrected one
/// (the blur's input clamped and its output cropped, the renderer at scale 1, the image view
/// given the window's bounds).
extension ObjCStrategyCode {
    static func blurredSnapshot(_ context: CodeContext, window: String) -> HostedCode {
        let corrected = context.form == .corrected
        return HostedCode(
            up: "showBlurredScreenshot", down: "hideBlurredScreenshot",
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
                screenshot(context, window: window),
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
    private static func screenshot(_ context: CodeContext, window: String) -> String {
        if context.form == .corrected {
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
}
