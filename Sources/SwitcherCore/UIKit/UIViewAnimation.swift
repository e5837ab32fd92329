/// `UIView.animate(withDuration:animations:completion:)` on the virtual clock.
///
/// As in UIKit, the `animations` closure sets model values; every animatable property it
/// changes on a view that is in a window starts animating from its on-screen value at the
/// clock's current instant. The completion runs on the clock when the animation ends. A view
/// that is in no window (no clock to animate on) takes its new value at once, and the
/// completion runs at once.
extension UIView {
    /// The transaction of the `animate` call being run: scoped to that call, not global.
    @TaskLocal static var currentTransaction: AnimationTransaction?

    public static func animate(
        withDuration duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let transaction = AnimationTransaction(
            duration: .seconds(duration), delay: .seconds(delay), curve: curve)
        $currentTransaction.withValue(transaction) { animations() }
        guard let clock = transaction.clock else {
            completion?(true)
            return
        }
        if let completion {
            clock.schedule(after: transaction.delay + transaction.duration, "animation completion") {
                completion(true)
            }
        }
    }

    /// Applies a change to an animatable property: inside an `animate` call it becomes an
    /// animation from the value on screen now. Outside, only the model value changes: as in
    /// Core Animation an animation in flight runs on until it ends or is removed
    /// (`layer.removeAnimation(forKey:)`), unless the world reads the assignment as ending it
    /// (`ModelAssumption.setCompletesAnimation`, MODEL §16).
    func animatableChanged(_ property: AnimatableProperty, from old: Double, to new: Double) {
        guard let transaction = UIView.currentTransaction, let clock = window?.windowScene?.clock else {
            if window?.windowScene?.assumptions.contains(.setCompletesAnimation) == true {
                animations[property] = nil
            }
            return
        }
        transaction.clock = clock
        let start = clock.now + transaction.delay
        // Start from what the screen shows now, so a reversed fade does not jump.
        let onScreen = animations[property].map { $0.value(at: clock.now) } ?? old
        animations[property] = Animation(
            from: onScreen, to: new, start: start, duration: transaction.duration, curve: transaction.curve)
    }

    /// Starts a shake of `amplitude` cells along x that ends where it began (a wrong PIN).
    public func shake(amplitude: Double = 2, duration: Double = 0.4) {
        guard let clock = window?.windowScene?.clock else { return }
        animations[.translationX] = Animation(
            from: translationX, to: amplitude, start: clock.now, duration: .seconds(duration), curve: .shake)
    }
}

/// The changes collected while one `animate` closure runs. Used on one thread only, inside
/// the closure's dynamic scope; `@unchecked Sendable` because task-local values must be.
final class AnimationTransaction: @unchecked Sendable {
    let duration: Interval
    let delay: Interval
    let curve: AnimationCurve
    var clock: VirtualClock?

    init(duration: Interval, delay: Interval, curve: AnimationCurve) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }
}
