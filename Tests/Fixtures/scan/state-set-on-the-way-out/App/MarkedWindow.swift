import UIKit

/// A window that remembers whether its scene has been in the background.
final class MarkedWindow: UIWindow {
    var wentToBackground = false
}
