import Foundation
import SwitcherCore
import Testing

@testable import SwitcherScan

/// A `UIVisualEffectView` added to a window itself is above the app's own alert or sheet: the
/// scan audits it in `visual-effect-blur`'s corrected form; one added to the root view, in
/// expo's (MODEL §57).
@Suite struct BlurOnWindowTests {
    @Test func aStatementAddingToAWindowIsToldFromOneAddingToTheRootView() {
        let window = [
            "window.addSubview(blurEffectView)",
            "window?.addSubview(blur)",
            "self.window!.addSubview(blur)",
            "UIApplication.shared.keyWindow?.addSubview(blur)",
            "UIApplication.shared.windows.first?.addSubview(blur)",
            "[window addSubview:self.blurView];",
            "[[UIApplication sharedApplication].keyWindow addSubview:imageView];",
            "[[[UIApplication sharedApplication] keyWindow] addSubview:imageView];",
            "[self.window addSubview:blur];",
            "Window.AddSubview(_blur);",
            "[[[[UIApplication sharedApplication] windows] objectAtIndex:0] addSubview:blur];",
        ]
        let rootView = [
            "rootView.addSubview(blurEffectView)",
            "window?.subviews.first?.addSubview(blur)",
            "window.rootViewController?.view.addSubview(blur)",
            "[window.subviews.firstObject addSubview:blur];",
            "[self.view addSubview:blur];",
            "view.addSubview(blur)",
            "target.AddSubview(_blurBackground);",
            "window.contentView.addView(blur)",
        ]
        for statement in window { #expect(ScanMapping.addsToWindow(statement), "\(statement)") }
        for statement in rootView { #expect(!ScanMapping.addsToWindow(statement), "\(statement)") }
    }

    /// A plugin's blur, added to the window it finds or to that window's first subview.
    static func form(adding statement: String) throws -> StrategyForm? {
        let app = try CoverAlternativesTests.plugin(resignActive: [
            "guard let window = UIApplication.shared.windows.first else { return }",
            "let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))",
            "blur.frame = window.bounds",
            statement,
        ])
        let found = ScanMapping.findings(for: app).filter { $0.configuration?.id == "visual-effect-blur" }
        #expect(found.count == 1)
        return found.first?.configuration?.form
    }

    @Test func aBlurAddedToTheWindowIsAuditedInTheCorrectedForm() throws {
        #expect(try Self.form(adding: "window.addSubview(blur)") == .corrected)
        #expect(try Self.form(adding: "window.subviews.first?.addSubview(blur)") == .article)
    }

    /// The libraries whose native half adds its blur to the window are audited so.
    @Test func librariesThatBlurTheWindowItselfAreAuditedInTheCorrectedForm() throws {
        let corrected = [
            "secure_application", "cordova-plugin-blurprivacyscreen", "Plugin.Maui.ScreenSecurity",
        ]
        for name in corrected {
            let library = try #require(PrivacyLibrary.known.first { $0.name == name })
            let blurs = (library.switches + [library.onByDefault].compactMap { $0 }).filter {
                $0.iOS == "visual-effect-blur"
            }
            #expect(!blurs.isEmpty, "\(name)")
            #expect(blurs.allSatisfy { $0.form == .corrected }, "\(name)")
        }
        // expo's own blur goes in the root view, as the lab's article form.
        let expo = try #require(PrivacyLibrary.known.first { $0.name == "expo-screen-capture" })
        #expect(expo.switches.contains { $0.iOS == "visual-effect-blur" && $0.form == nil })
    }
}
