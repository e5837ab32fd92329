import SwitcherTestSupport
import Testing

extension TerminalModel {
    /// A terminal whose unknown sequences fail the test.
    init(width: Int, height: Int) {
        self.init(width: width, height: height) { Issue.record(Comment(rawValue: $0)) }
    }
}
