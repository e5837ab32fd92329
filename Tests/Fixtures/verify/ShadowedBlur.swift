// The blurred-snapshot template as `switcherlab code blurred-snapshot --host notifications`
// printed it before it was mended: `let view = UIImageView(...)` shadows the controller's
// `view`, so `view.window?.addSubview(view)` adds the image to no window at all.

import CoreImage
import UIKit

class ViewController: UIViewController {
    private var observers: [NSObjectProtocol] = []

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        observers = [
            center.addObserver(
                forName: UIApplication.willResignActiveNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.showBlurredScreenshot() }
            },
            center.addObserver(
                forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.hideBlurredScreenshot() }
            },
        ]
    }

    private var appSwitcherView: UIView?

    private func showBlurredScreenshot() {
        let blurredImage = applyGaussianBlur(
            on: createScreenshotOfCurrentContext() ?? UIImage(), withBlurFactor: 4.5)
        let view = UIImageView(image: blurredImage)
        appSwitcherView = view
        view.window?.addSubview(view)
    }

    private func hideBlurredScreenshot() {
        appSwitcherView?.removeFromSuperview()
    }

    private func createScreenshotOfCurrentContext() -> UIImage? {
        guard let window = view.window else { return nil }
        let renderer = UIGraphicsImageRenderer(bounds: window.bounds)
        return renderer.image { context in window.layer.render(in: context.cgContext) }
    }

    private func applyGaussianBlur(on image: UIImage, withBlurFactor blurFactor: CGFloat) -> UIImage? {
        guard let inputImage = CIImage(image: image) else { return nil }
        let gaussianFilter = CIFilter(name: "CIGaussianBlur")
        gaussianFilter?.setValue(inputImage, forKey: kCIInputImageKey)
        gaussianFilter?.setValue(blurFactor, forKey: kCIInputRadiusKey)
        guard let outputImage = gaussianFilter?.outputImage else { return nil }
        return UIImage(ciImage: outputImage)
    }
}
