internal import SwitcherCore

extension UIView {
    /// `UIView.AnimationOptions`: the curves.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)

        var curve: SwitcherCore.AnimationCurve {
            switch rawValue & (3 << 16) {
            case 1 << 16: return .easeIn
            case 2 << 16: return .easeOut
            case 3 << 16: return .linear
            default: return .easeInOut
            }
        }
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// On the virtual clock: what `animations` changes animates from what is on screen now;
    /// `completion` runs when it ends.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        nonisolated(unsafe) let animations = animations
        nonisolated(unsafe) let completion = completion
        CoreView.animate(
            withDuration: duration, delay: delay, curve: options.curve,
            animations: { MainActor.assumeIsolated { animations() } },
            completion: { finished in MainActor.assumeIsolated { completion?(finished) } })
    }

    /// Changes made without animating, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}

/// `UIView.AnimationCurve`, for `UIViewPropertyAnimator`.
extension UIView {
    public enum AnimationCurve: Sendable { case easeInOut, easeIn, easeOut, linear }
}

/// `UIViewPropertyAnimator`, as apps use it with a visual effect: an animator paused part
/// way (`fractionComplete`) holds the effect its block sets at that strength.
@MainActor public final class UIViewPropertyAnimator {
    /// The animator whose block is running: an effect set then is the animator's to apply.
    static var capturing: UIViewPropertyAnimator?

    private var effects: [(view: UIVisualEffectView, effect: UIVisualEffect?)] = []
    public private(set) var isRunning = false

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        if let animations { addAnimations(animations) }
    }

    public func addAnimations(_ animation: @escaping () -> Void) {
        Self.capturing = self
        animation()
        Self.capturing = nil
    }

    func capture(_ view: UIVisualEffectView, _ effect: UIVisualEffect?) { effects.append((view, effect)) }

    /// How far from the start the effects are shown: 0 none, 1 in full.
    public var fractionComplete: CGFloat = 0 {
        didSet {
            for (view, effect) in effects {
                view.apply(effect, strength: Double(min(max(fractionComplete, 0), 1)))
            }
        }
    }

    public func startAnimation() {
        isRunning = true
        fractionComplete = 1
    }

    public func pauseAnimation() { isRunning = false }

    public func stopAnimation(_ withoutFinishing: Bool) { isRunning = false }

    public func finishAnimation(at position: UIViewAnimatingPosition) {
        fractionComplete = position == .start ? 0 : 1
    }
}

/// `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Sendable { case start, end, current }

/// `UIVisualEffect`.
@MainActor open class UIVisualEffect {
    init() {}
}

/// `UIBlurEffect`: the light or dark material.
@MainActor public final class UIBlurEffect: UIVisualEffect {
    public enum Style: Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
        case systemChromeMaterial
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
        case systemThickMaterialDark, systemChromeMaterialDark
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
        case systemThickMaterialLight, systemChromeMaterialLight
    }

    public let style: Style

    public init(style: Style) { self.style = style }

    var core: SwitcherCore.UIBlurEffect {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            return .init(style: .dark)
        default: return .init(style: .light)
        }
    }
}

/// `UIVisualEffectView`: draws what is under it through its effect.
@MainActor open class UIVisualEffectView: UIView {
    var effectView: CoreEffectView { core as! CoreEffectView }
    private var storedEffect: UIVisualEffect?

    public init(effect: UIVisualEffect?) {
        storedEffect = effect
        super.init(making: CoreEffectView(effect: (effect as? UIBlurEffect)?.core))
    }

    public required init?(coder: NSCoder) { return nil }

    public var effect: UIVisualEffect? {
        get { storedEffect }
        set {
            if let animator = UIViewPropertyAnimator.capturing {
                animator.capture(self, newValue)
            } else {
                apply(newValue, strength: 1)
            }
        }
    }

    func apply(_ effect: UIVisualEffect?, strength: Double) {
        storedEffect = effect
        effectView.effect = (effect as? UIBlurEffect)?.core
        effectView.fractionComplete = strength
    }

    /// The view to add content to: the effect view itself in this model.
    public var contentView: UIView { self }
}
