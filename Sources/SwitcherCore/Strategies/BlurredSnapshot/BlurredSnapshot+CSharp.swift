/// `blurred-snapshot`'s code in C#, for a .NET for iOS app (a MAUI or Xamarin app's iOS head):
/// the Swift code's calls in the bindings' names (`AddSubview`, `RenderInContext`,
/// `CIFilter.FromName`), for `switcherlab code --language csharp` and `scan --fix` on a C# app.
extension BlurredSnapshotCode {
    static var hasCSharp: Bool { true }

    var csharp: HostedCode {
        HostedCode(
            members: [
                """
                /// <summary>The blurred screenshot while the app is away.</summary>
                private UIView appSwitcherView;
                """,
                corrected
                    ? """
                    private void ShowBlurredScreenshot()
                    {
                        var window = \(window);
                        if (window == null) return;
                        // First apply the Gaussian blur on the screenshot of the current view.
                        var blurredImage = ApplyGaussianBlur(CreateScreenshotOfCurrentContext() ?? new UIImage(), 4.5);
                        // Create the UIImageView for the blurred screenshot, over the whole window.
                        var imageView = new UIImageView(blurredImage) { Frame = window.Bounds };
                        appSwitcherView = imageView;
                        // Set it as the current screen
                        window.AddSubview(imageView);
                    }
                    """
                    : """
                    private void ShowBlurredScreenshot()
                    {
                        // First apply the Gaussian blur on the screenshot of the current view.
                        var blurredImage = ApplyGaussianBlur(CreateScreenshotOfCurrentContext() ?? new UIImage(), 4.5);
                        // Create the UIImageView for the blurred screenshot.
                        var imageView = new UIImageView(blurredImage);
                        appSwitcherView = imageView;
                        // Set it as the current screen
                        \(window)?.AddSubview(imageView);
                    }
                    """,
                """
                private void HideBlurredScreenshot()
                {
                    appSwitcherView?.RemoveFromSuperview();
                }
                """,
                csharpScreenshot,
                """
                /// <summary>Applies a Gaussian blur on a given UIImage.</summary>
                private UIImage ApplyGaussianBlur(UIImage image, double blurFactor)
                {
                    if (image.CGImage == null) return null;
                    var inputImage = CIImage.FromCGImage(image.CGImage);
                    var gaussianFilter = CIFilter.FromName("CIGaussianBlur");
                \(corrected ? csharpClampedBlur : csharpBlur)
                    return outputImage == null ? null : UIImage.FromImage(outputImage);
                }
                """,
            ], imports: ["CoreImage"])
    }

    private var csharpBlur: String {
        """
            gaussianFilter?.SetValueForKey(inputImage, CIFilterInputKey.Image);
            gaussianFilter?.SetValueForKey(NSNumber.FromDouble(blurFactor), CIFilterInputKey.Radius);
            var outputImage = gaussianFilter?.OutputImage;
        """
    }

    private var csharpClampedBlur: String {
        """
            // Clamped: the edges blur into themselves, not into transparency.
            gaussianFilter?.SetValueForKey(inputImage.CreateByClampingToExtent(), CIFilterInputKey.Image);
            gaussianFilter?.SetValueForKey(NSNumber.FromDouble(blurFactor), CIFilterInputKey.Radius);
            // Cropped: the blur's output extent grows past the screenshot's.
            var outputImage = gaussianFilter?.OutputImage?.ImageByCroppingToRect(inputImage.Extent);
        """
    }

    /// The screenshot, as the Swift code takes it: the image context (scale 1) before iOS 17,
    /// the renderer from there, at scale 1 in the corrected form.
    private var csharpScreenshot: String {
        let summary =
            "/// <summary>Takes a screenshot of the currently shown view; null if it can't be taken.</summary>"
        if corrected || context.targets(17) {
            let format =
                corrected
                ? """
                    // Scale 1, as the article's image context: the blur factor is in points.
                    var format = new UIGraphicsImageRendererFormat { Scale = 1 };
                    var renderer = new UIGraphicsImageRenderer(window.Bounds, format);
                """
                : "    var renderer = new UIGraphicsImageRenderer(window.Bounds.Size);"
            return """
                \(summary)
                private UIImage CreateScreenshotOfCurrentContext()
                {
                    var window = \(window);
                    if (window == null) return null;
                \(format)
                    return renderer.CreateImage(context => window.Layer.RenderInContext(context.CGContext));
                }
                """
        }
        return """
            \(summary)
            private UIImage CreateScreenshotOfCurrentContext()
            {
                UIGraphics.BeginImageContext(\(window)?.Screen.Bounds.Size ?? CoreGraphics.CGSize.Empty);
                try
                {
                    var currentContext = UIGraphics.GetCurrentContext();
                    if (currentContext == null) return null;
                    \(window)?.Layer.RenderInContext(currentContext);
                    return UIGraphics.GetImageFromCurrentImageContext();
                }
                finally
                {
                    UIGraphics.EndImageContext();
                }
            }
            """
    }
}
