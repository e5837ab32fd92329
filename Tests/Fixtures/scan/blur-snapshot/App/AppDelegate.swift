import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let blurTag = 4242

    func applicationWillResignActive(_ application: UIApplication) {
        guard let window else { return }
        let renderer = UIGraphicsImageRenderer(bounds: window.bounds)
        let image = renderer.image { _ in window.drawHierarchy(in: window.bounds, afterScreenUpdates: false) }
        let blurred = image.applyingGaussianBlur(radius: 4.5)
        let imageView = UIImageView(image: blurred)
        imageView.tag = 4242
        window.addSubview(imageView)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        window?.viewWithTag(4242)?.removeFromSuperview()
    }
}
