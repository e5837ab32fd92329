/// What `onChange` modifies: views and scenes, each watched the same way (its value recorded
/// at every evaluation, its action called when the value differs from the last one).
@MainActor public protocol _OnChangeModifiable {}

extension _OnChangeModifiable {
    /// The two-argument form, iOS 17.
    @available(iOS 17.0, *)
    public func onChange<V: Hashable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> _OnChange<Self, V> {
        _OnChange(content: self, value: value, action: action)
    }

    /// The one-argument form, deprecated in iOS 17.
    @available(
        iOS, introduced: 14.0, deprecated: 17.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    public func onChange<V: Hashable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> _OnChange<Self, V>
    {
        _OnChange(content: self, value: value, action: { _, new in action(new) })
    }
}

/// A view or a scene with an `onChange`: a view when its content is one, a scene when its
/// content is one.
public struct _OnChange<Content: _OnChangeModifiable, Value: Hashable>: _OnChangeModifiable {
    let content: Content
    let value: Value
    let action: (Value, Value) -> Void

    public var body: Never { fatalError("an onChange is run by the lab, it has no body") }
}

extension _OnChange: View, PrimitiveView where Content: View {
    func node(_ context: ResolveContext) -> Node {
        context.record(value, action)
        return context.resolve(content)
    }
}

extension _OnChange: Scene, PrimitiveScene where Content: Scene {
    func content(_ context: ResolveContext) -> (@MainActor (ResolveContext) -> Node)? {
        context.record(value, action)
        return (content as? PrimitiveScene)?.content(context)
    }
}
