import SwitcherCore

/// The view controllers a strategy shows, as files of their own (Swift).
enum SwiftCompanions {
    /// The import line, kept out of the literals: this module imports Foundation only.
    private static let importUIKit = "import UIKit"

    /// Article 000's PrivacyProtectionViewController: a grouped table's background (hence the
    /// superclass) and a grey Title1 message centred in the top two thirds.
    static func privacyProtectionViewController(_ context: CodeContext) -> CodeFile {
        let name = "PrivacyProtectionViewController.swift"
        return CodeFile(
            name: name,
            text: CodeText.heading(name, context) + "\n\n" + Self.importUIKit + "\n\n"
                + """
                class PrivacyProtectionViewController: UITableViewController {
                    private lazy var privacyLabel: UILabel = {
                        let label = UILabel()
                        label.text = "Content hidden to protect your privacy"
                        label.textColor = .gray
                        label.textAlignment = .center
                        label.numberOfLines = 0
                        label.font = UIFont.preferredFont(forTextStyle: .title1)
                        label.adjustsFontForContentSizeCategory = true
                        view.addSubview(label)
                        return label
                    }()

                    init() {
                        super.init(style: .grouped)
                    }

                    required init?(coder: NSCoder) {
                        fatalError("init(coder:) has not been implemented")
                    }

                    override func viewWillLayoutSubviews() {
                        super.viewWillLayoutSubviews()
                        // Centre the label within the top two thirds of the view.
                        let bounds = view.bounds
                        let (slice, _) = bounds.divided(atDistance: bounds.height * 2 / 3, from: .minYEdge)
                        privacyLabel.frame = slice.insetBy(dx: 20, dy: 0)
                    }
                }

                """)
    }

    /// The PIN screen of `lock-screen`: a title, a dot per digit, a hint; the number pad
    /// types into it (UIKeyInput). The right PIN dismisses it; a wrong one says so.
    static func pinLockViewController(_ context: CodeContext) -> CodeFile {
        let name = "PINLockViewController.swift"
        return CodeFile(
            name: name,
            text: CodeText.heading(name, context) + "\n\n" + Self.importUIKit + "\n\n"
                + """
                class PINLockViewController: UIViewController, UIKeyInput {
                    private let pin: String
                    /// The digits typed so far.
                    private var entered = ""
                    private let titleLabel = UILabel()
                    private let dotsLabel = UILabel()
                    private let hintLabel = UILabel()

                    init(pin: String) {
                        self.pin = pin
                        super.init(nibName: nil, bundle: nil)
                    }

                    required init?(coder: NSCoder) {
                        fatalError("init(coder:) has not been implemented")
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .black
                        titleLabel.text = "Locked"
                        titleLabel.font = UIFont.preferredFont(forTextStyle: .title1)
                        hintLabel.font = UIFont.preferredFont(forTextStyle: .body)
                        for label in [titleLabel, dotsLabel, hintLabel] {
                            label.textColor = label === hintLabel ? .gray : .white
                            label.textAlignment = .center
                            view.addSubview(label)
                        }
                        update(hint: "Enter PIN to unlock")
                    }

                    override func viewWillLayoutSubviews() {
                        super.viewWillLayoutSubviews()
                        let width = view.bounds.width
                        let middle = view.bounds.height / 3
                        titleLabel.frame = CGRect(x: 0, y: middle - 60, width: width, height: 40)
                        dotsLabel.frame = CGRect(x: 0, y: middle, width: width, height: 40)
                        hintLabel.frame = CGRect(x: 0, y: middle + 60, width: width, height: 30)
                    }

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        becomeFirstResponder()  // the number pad comes up
                    }

                    override var canBecomeFirstResponder: Bool { true }

                    // MARK: UIKeyInput

                    var keyboardType: UIKeyboardType = .numberPad

                    var hasText: Bool { !entered.isEmpty }

                    func insertText(_ text: String) {
                        for character in text where character.isNumber {
                            entered.append(character)
                            guard entered.count >= pin.count else { continue }
                            if entered == pin {
                                dismiss(animated: true)
                                return
                            }
                            entered = ""
                            update(hint: "Wrong PIN, try again")
                            return
                        }
                        update(hint: "Enter PIN to unlock")
                    }

                    func deleteBackward() {
                        if !entered.isEmpty { entered.removeLast() }
                        update(hint: "Enter PIN to unlock")
                    }

                    private func update(hint: String) {
                        dotsLabel.text = (0..<pin.count).map { $0 < entered.count ? "●" : "○" }
                            .joined(separator: " ")
                        hintLabel.text = hint
                    }
                }

                """)
    }
}
