import AVFoundation
import UIKit

final class AudioPreview: NSObject {
    private let previewLayer = AVPlayerLayer()

    override init() {
        super.init()
        NotificationCenter.default.addObserver(
            self, selector: #selector(didEnterBackground),
            name: UIApplication.didEnterBackgroundNotification, object: nil)
    }

    @objc private func didEnterBackground() {
        previewLayer.player = nil
    }
}
