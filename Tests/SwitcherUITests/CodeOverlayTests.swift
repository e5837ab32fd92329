import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherUI

/// `C` shows the selected scene's strategy code for the lab's lifecycle and host, scrolls, and
/// says why when there is none; Esc or C closes it.
@Suite struct CodeOverlayTests {
    static let size = Size(width: 120, height: 40)

    @Test func theCodeOfTheSelectedConfigurationScrollsAndCloses() throws {
        let lab = Fixtures.lab()
        // color-overlay, moved to the scene delegate.
        lab.press(.character("s"), .character("s"), .character("H"), .character("C"))
        #expect(lab.keyContext == .code)
        let top = lab.text(Self.size)
        #expect(top.contains("switcherlab code color-overlay --host scene-delegate --lifecycle scene"))
        #expect(top.contains("// SceneDelegate.swift"))
        #expect(top.contains("func sceneWillResignActive(_ scene: UIScene) {"))
        #expect(top.contains("lines 1–"))
        lab.press(.pageDown)
        let paged = lab.text(Self.size)
        #expect(!paged.contains("// SceneDelegate.swift"))
        #expect(paged.contains("colourView?.removeFromSuperview()"))
        lab.press(.up)
        #expect(lab.text(Self.size) != paged)
        lab.press(.escape)
        #expect(lab.keyContext != .code)
        lab.press(.character("C"), .character("C"))
        #expect(lab.keyContext != .code)
    }

    @Test func aHostThatNeverRunsSaysWhy() throws {
        let lab = Fixtures.lab()
        // color-overlay at its article's host, the app delegate, in the scene lifecycle.
        lab.press(.character("s"), .character("s"), .character("C"))
        let text = lab.text(Self.size)
        #expect(text.contains("No code for this configuration:"))
        #expect(text.contains("the app delegate's lifecycle methods are never"))
    }

    @Test func noneSaysItHasNoCode() throws {
        let lab = Fixtures.lab()
        lab.press(.character("C"))
        #expect(lab.text(Self.size).contains("none has no code: it is the baseline"))
    }
}
