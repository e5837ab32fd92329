/// `UIAlertController` with the `.alert` style: a title, a message and an OK button in a box
/// in the middle of the window, the app dimmed (not hidden) behind it. An app puts one up from
/// its root view controller; while it is up, that controller is presenting.
public final class UIAlertController: UIViewController {
    public let title: String
    public let message: String

    public init(title: String, message: String) {
        self.title = title
        self.message = message
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
    }

    public override func viewWillLayoutSubviews() {
        let width = view.frame.width
        for label in view.subviews {
            // Title, message, then the button on the last row.
            let row = label.tag == 2 ? max(0, view.frame.height - 2) : 1 + label.tag
            label.frame = Rect(x: 1, y: row, width: max(0, width - 2), height: 1)
        }
    }
}
