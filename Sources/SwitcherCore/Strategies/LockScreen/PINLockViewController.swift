/// The PIN screen of `lock-screen`: a title, one dot per digit, a hint. Typed digits fill the
/// dots; once there are as many as the PIN has, the right PIN dismisses the screen and a wrong
/// one shakes the dots, says so, and starts over.
final class PINLockViewController: UIViewController {
    let pin: String
    let title: String
    /// The digits typed so far.
    private(set) var entered = ""
    /// Wrong PINs typed since the screen came up.
    private(set) var failedAttempts = 0

    private let titleLabel = UILabel()
    let dotsLabel = UILabel()
    private let hintLabel = UILabel()

    init(pin: String, title: String) {
        self.pin = pin
        self.title = title
    }

    override func viewDidLoad() {
        view.backgroundColor = RGB(28, 28, 30)
        titleLabel.text = title
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.attributes = [.bold]
        dotsLabel.textColor = .white
        dotsLabel.textAlignment = .center
        hintLabel.textColor = .gray
        hintLabel.textAlignment = .center
        for label in [titleLabel, dotsLabel, hintLabel] { view.addSubview(label) }
        update(hint: "Enter PIN to unlock")
    }

    /// The labels a row each, two rows apart, the dots a third of the way down.
    override func viewWillLayoutSubviews() {
        let middle = view.bounds.height / 3
        for (row, label) in [titleLabel, dotsLabel, hintLabel].enumerated() {
            label.frame = Rect(x: 0, y: middle + 2 * (row - 1), width: view.bounds.width, height: 1)
        }
    }

    /// One typed key. Anything but a digit is ignored.
    override func insertText(_ text: String) {
        guard presentingViewController != nil else { return }
        for character in text where character.isASCII && character.isNumber {
            entered.append(character)
            guard entered.count >= max(1, pin.count) else {
                update(hint: "Enter PIN to unlock")
                continue
            }
            if entered == pin {
                entered = ""
                update(hint: "Unlocked")
                dismiss(animated: true)
                return
            }
            entered = ""
            failedAttempts += 1
            update(hint: "Wrong PIN, try again")
            dotsLabel.shake()
        }
    }

    private func update(hint: String) {
        let length = max(1, pin.count)
        dotsLabel.text = (0..<length).map { $0 < entered.count ? "●" : "○" }.joined(separator: " ")
        hintLabel.text = hint
    }
}
