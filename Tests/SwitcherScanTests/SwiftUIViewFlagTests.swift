import Foundation
import SwitcherCore
import Testing

@testable import SwitcherScan

/// A SwiftUI view's state flag set from `onReceive` of a lifecycle notification: read from the
/// publisher that `onReceive` is given (not one earlier in the modifier chain), as content
/// hidden where the body hides it, on that view's screen only.
@Suite struct SwiftUIViewFlagTests {
    static let modifier = """
        import SwiftUI

        struct PrivacySensitiveModifier: ViewModifier {
            @State private var isBackgrounded = false
            @State private var isCaptured = false

            func body(content: Content) -> some View {
                Group {
                    if isBackgrounded || isCaptured {
                        content.opacity(0)
                    } else {
                        content
                    }
                }
                .onReceive(NotificationCenter.default.publisher(for: UIScreen.capturedDidChangeNotification)) { _ in
                    isCaptured = UIScreen.main.isCaptured
                }
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)) { _ in
                    isBackgrounded = true
                }
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in
                    isBackgrounded = false
                }
            }
        }

        """

    @Test func aFlagThatHidesTheContentIsRedactContentOnItsViewOnly() throws {
        let app = try AppAssemblyTests.firstApp([
            "App/PrivacySensitiveModifier.swift": Self.modifier,
            "App/Info.plist": FrameworkDelegateTests.plist,
        ])
        let findings = ScanMapping.findings(for: app)
        let found = try #require(findings.first, "\(app.facts)")
        #expect(found.configuration?.id == "redact-content")
        #expect(found.location.line == 19)
        #expect(found.callback == "UIApplication.willResignActiveNotification")
        #expect(found.screen == "PrivacySensitiveModifier")
    }

    /// The same flag drawing a view over the content is a cover of its own kind.
    @Test func aFlagThatDrawsOverTheContentIsAnOverlay() throws {
        let over = Self.modifier.replacingOccurrences(
            of: "content.opacity(0)", with: "ZStack { content; Color.black }")
        let app = try AppAssemblyTests.firstApp([
            "App/PrivacySensitiveModifier.swift": over, "App/Info.plist": FrameworkDelegateTests.plist,
        ])
        let found = try #require(ScanMapping.findings(for: app).first, "\(app.facts)")
        #expect(found.configuration?.id == "color-overlay")
    }
}
