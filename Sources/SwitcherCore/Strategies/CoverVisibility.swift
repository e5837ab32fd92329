/// What the metrics ask of a strategy's cover: is any of it on screen now?
extension UIView {
    /// Whether this view shows at `time`: in a visible window of a scene, nothing on the way up
    /// hidden or fully transparent (presentation values, so a fade in flight counts), and not
    /// slid wholly off the window (a modal half way in counts).
    public func isShownOnScreen(at time: Instant) -> Bool {
        // An image view with no picture, no background and nothing in it draws nothing: the
        // image its code named was not found (MODEL §63).
        if let imageView = self as? UIImageView, backgroundColor == nil, subviews.isEmpty,
            (imageView.image?.width ?? 0) == 0 || (imageView.image?.height ?? 0) == 0
        {
            return false
        }
        var view: UIView? = self
        var x = 0.0
        var y = 0.0
        var window: UIWindow?
        while let current = view {
            if current.isHidden || current.presentationValue(.alpha, at: time) <= 0 { return false }
            x += current.presentationValue(.translationX, at: time)
            y += current.presentationValue(.translationY, at: time)
            if let found = current as? UIWindow {
                window = found
            } else {
                x += Double(current.frame.minX)
                y += Double(current.frame.minY)
            }
            view = current.superview
        }
        guard let window, window.windowScene != nil else { return false }
        // Some of it within the window.
        return x < Double(window.frame.width) && x + Double(frame.width) > 0
            && y < Double(window.frame.height)
            && y + Double(frame.height) > 0
    }
}
