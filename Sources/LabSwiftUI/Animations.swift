internal import SwitcherCore

/// SwiftUI's `Animation`, as the lab times it: a duration and a curve. `default` and the bare
/// curves last 0.35 s, an assumption (MODEL §64).
public struct Animation: Equatable, Sendable {
    let duration: Double
    let curve: Curve

    enum Curve: Equatable, Sendable { case easeInOut, easeIn, easeOut, linear }

    var coreCurve: AnimationCurve {
        switch curve {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }

    public static let `default` = Animation(duration: 0.35, curve: .easeInOut)
    public static let easeInOut = Animation(duration: 0.35, curve: .easeInOut)
    public static let easeIn = Animation(duration: 0.35, curve: .easeIn)
    public static let easeOut = Animation(duration: 0.35, curve: .easeOut)
    public static let linear = Animation(duration: 0.35, curve: .linear)
    public static func easeInOut(duration: Double) -> Animation {
        Animation(duration: duration, curve: .easeInOut)
    }
    public static func easeIn(duration: Double) -> Animation { Animation(duration: duration, curve: .easeIn) }
    public static func easeOut(duration: Double) -> Animation {
        Animation(duration: duration, curve: .easeOut)
    }
    public static func linear(duration: Double) -> Animation { Animation(duration: duration, curve: .linear) }
}

/// SwiftUI's `AnyTransition`: how a view comes in and goes. The lab models the opacity fade,
/// which is also what a view inserted without a transition does.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
}

/// Runs `body`; the views its state changes insert or remove fade in or out with `animation`
/// (nil: at once).
@MainActor public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
    let result = try body()
    if let animation { SwiftUIHost.pendingAnimation = animation }
    return result
}

public struct _AnimationView<Content: View, Value: Hashable>: View, PrimitiveView {
    let content: Content
    let animation: Animation?
    let value: Value
    func node(_ context: ResolveContext) -> Node {
        let animation = animation
        context.record(value) { _, _ in
            if let animation { SwiftUIHost.pendingAnimation = animation }
        }
        return context.resolve(content)
    }
}

extension View {
    /// The views this one inserts or removes when `value` changes fade with `animation`.
    @available(iOS 15.0, *)
    public func animation<V: Equatable & Hashable>(_ animation: Animation?, value: V) -> _AnimationView<
        Self, V
    > {
        _AnimationView(content: self, animation: animation, value: value)
    }

    /// How the view comes in and goes when an animation inserts or removes it: the opacity fade.
    public func transition(_ transition: AnyTransition) -> _PassThroughView<Self> {
        _PassThroughView(content: self)
    }
}
