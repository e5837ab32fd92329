/// The layer behind a view, as far as its animations go: `view.layer.removeAllAnimations()`
/// is how UIKit code ends a fade in flight (MODEL §16).
public struct CALayer {
    let view: UIView

    /// Core Animation's key paths for the view's animatable properties.
    static func key(_ property: UIView.AnimatableProperty) -> String {
        switch property {
        case .alpha: return "opacity"
        case .translationX: return "transform.translation.x"
        case .translationY: return "transform.translation.y"
        }
    }

    /// The keys of the animations attached now, nil when there are none (as Core Animation
    /// returns). A finished animation is no longer attached.
    public func animationKeys(at time: Instant) -> [String]? {
        let keys = view.animations.filter { !$0.value.isFinished(at: time) }.keys.map(Self.key).sorted()
        return keys.isEmpty ? nil : keys
    }

    /// Ends every animation of the view at once: what is shown is the model value.
    public func removeAllAnimations() { view.animations.removeAll() }

    /// Ends the animation of one key path (`"opacity"` for alpha) at once.
    public func removeAnimation(forKey key: String) {
        view.animations = view.animations.filter { Self.key($0.key) != key }
    }
}

extension UIView {
    /// The view's layer: its animations.
    public var layer: CALayer { CALayer(view: self) }

    /// Removes the animations of the view and every view under it, as the system is reported
    /// to when the app goes to the background (`--assume background-removes-animations`).
    func removeAnimationsInTree() {
        layer.removeAllAnimations()
        for view in subviews { view.removeAnimationsInTree() }
    }
}
