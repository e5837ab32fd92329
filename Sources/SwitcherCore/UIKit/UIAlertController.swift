/// `UIAlertController` with the `.alert` style: a title, a message and an OK button in a box
/// in the middle of the window, the app dimmed (not hidden) behind it. An app puts one up from
/// its root view controller; while it is up, that controller is presenting.
public final class UIAlertController: UIViewController {
    public let title: String
    public let message: String
    /// The text in its text field (`addTextField`), being edited: the keyboard is up while it
    /// is presented; nil for an alert without one.
    public let textFieldText: String?
    /// The field's text is sensitive (a one-time code): marked as the app's fields are.
    public let textFieldIsSensitive: Bool

    public init(title: String, message: String, textField: String? = nil, sensitive: Bool = false) {
        self.title = title
        self.message = message
        textFieldText = textField
        textFieldIsSensitive = sensitive
        super.init()
        modalPresentationStyle = .alert
    }

    public override func viewDidLoad() {
        view.backgroundColor = RGB(242, 242, 247)
        let lines: [(String, CellAttributes)] = [(title, .bold), (message, []), ("OK", .bold)]
        for (i, (text, attributes)) in lines.enumerated() {
            let label = UILabel()
            label.text = text
            label.textColor = i == 2 ? .systemBlue : .black
            label.textAlignment = .center
            label.attributes = attributes
            label.tag = i
            view.addSubview(label)
        }
        if let textFieldText {
            let field = UILabel()
            field.text = textFieldText
            field.textColor = .black
            field.textAlignment = .center
            field.isPrivacySensitive = textFieldIsSensitive
            field.tag = 3
            view.addSubview(field)
        }
    }

    public override func viewWillLayoutSubviews() {
        let width = view.frame.width
        for label in view.subviews {
            // Title, message, then the button on the last row.
            let row = label.tag == 2 ? max(0, view.frame.height - 2) : label.tag == 3 ? 3 : 1 + label.tag
            label.frame = Rect(x: 1, y: row, width: max(0, width - 2), height: 1)
        }
    }
}
