internal import SwitcherCore

/// `UIKeyboardType`.
public enum UIKeyboardType: Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, decimalPad, emailAddress
}

/// `UITextInputTraits`, as far as a key input view sets them.
@MainActor public protocol UITextInputTraits {}

/// `UIKeyInput`: a responder that takes typed text (a PIN pad). The lab's world types into the
/// topmost controller of the key window.
@MainActor public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// `UITextField`: a text field whose secure entry the secure-field trick relies on.
@MainActor open class UITextField: UIView {
    public var isSecureTextEntry = false
    public var text: String?

    public init(frame: CGRect) { super.init(making: CoreView(frame: Scale.cells(frame))) }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }
}
