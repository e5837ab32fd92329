/// What a strategy's code does to the app besides covering it (MODEL §56): measured on every
/// audit row (`sideEffects` in JSON), written to the timeline as it happens, and weighed by the
/// verdict's ranking.
public enum SideEffect: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// The app's window stops being the key window: another window made key and visible over
    /// it (`makeKeyAndVisible` on a privacy window), or the key window hidden.
    case keyWindowLost = "key-window-lost"
    /// The keyboard the app had up goes down: its text field's window stopped being key, or the
    /// controller holding the field was dismissed by the strategy's code.
    case keyboardDismissed = "keyboard-dismissed"
    /// The app's own alert or sheet dismissed by the strategy's code: a blanket
    /// `rootViewController.dismiss(animated:)` on return when its own cover never went up.
    case appModalDismissed = "app-modal-dismissed"
    /// VoiceOver's focus moved off the app to the strategy's window (made key over the app).
    case voiceOverFocus = "voiceover-focus"

    public var description: String { rawValue }

    /// `the key window lost`, as the verdict's sentences name it.
    public var phrase: String {
        switch self {
        case .keyWindowLost: return "the key window lost"
        case .keyboardDismissed: return "the keyboard dismissed"
        case .appModalDismissed: return "the app's own alert or sheet dismissed"
        case .voiceOverFocus: return "VoiceOver focus moved to its window"
        }
    }
}
