import Foundation
import SwitcherCode
import SwitcherCore
import SwitcherTestSupport
import Testing

/// `switcherlab code` run as a process: the files it prints, --snippet, and what it refuses.
@Suite struct CodeCommandTests {
    @Test func thePrivacyWindowInTheSceneDelegateIsSceneDelegateSwift() throws {
        let run = try Switcherlab.run(["code", "privacy-window", "--host", "scene-delegate"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("// SceneDelegate.swift\n"))
        #expect(run.output.contains("func sceneDidEnterBackground(_ scene: UIScene) {"))
        #expect(run.output.contains("privacyProtectionWindow?.windowLevel = .alert + 1"))
        #expect(run.output.contains("\n// PrivacyProtectionViewController.swift\n"))
        #expect(run.output.contains("required init?(coder: NSCoder)"))
        #expect(run.output.contains("Hide Sensitive Information in the iOS App Switcher Snapshot Image"))
    }

    /// The README's old example leaks the switcher card: `code` still prints it, says so on
    /// standard error, and names a configuration that does not leak — which then prints with
    /// no warning.
    @Test func aConfigurationThatLeaksIsSaidToAndAnotherIsNamed() throws {
        let run = try Switcherlab.run(["code", "privacy-window", "--host", "scene-delegate"])
        #expect(run.status == 0)
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix("switcherlab: warning: the audit finds that this configuration leaks")
                == true)
        #expect(lines.first?.contains("switcher") == true, "names the event: \(run.error)")
        let suggested = try #require(
            lines.first { $0.contains("leaks nowhere: switcherlab code ") }?
                .components(separatedBy: "leaks nowhere: switcherlab ").last?
                .components(separatedBy: " (").first)
        let arguments = suggested.split(separator: " ").map(String.init)
        #expect(arguments.first == "code")
        let fixed = try Switcherlab.run(arguments)
        #expect(fixed.status == 0)
        #expect(fixed.error == "", "\(arguments): \(fixed.error)")
        #expect(fixed.output.contains("sceneWillResignActive"))
    }

    @Test func aConfigurationThatLeaksNowhereHasNoWarning() throws {
        let run = try Switcherlab.run(["code", "blurred-snapshot", "--host", "scene-delegate"])
        #expect(run.status == 0)
        #expect(run.error == "")
        // In notification observers it leaks on the iPad when one window goes while another stays.
        let observers = try Switcherlab.run(["code", "blurred-snapshot", "--host", "notifications"])
        #expect(observers.status == 0)
        #expect(observers.error.contains("most on window-away: 118 cells on ipad"))
    }

    @Test func theTriggerPicksTheCallbacks() throws {
        let run = try Switcherlab.run([
            "code", "color-overlay", "--host", "scene-delegate", "--trigger", "background",
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output.contains("func sceneDidEnterBackground(_ scene: UIScene) {\n        showColourView()"))
        #expect(
            run.output.contains("func sceneWillEnterForeground(_ scene: UIScene) {\n        hideColourView()")
        )
        #expect(!run.output.contains("sceneWillResignActive"))
    }

    @Test func theNotificationsHostObservesWithBlocksAndRemovesItsObservers() throws {
        let run = try Switcherlab.run(["code", "redact-content"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("// ViewController.swift\n"))
        #expect(
            run.output.contains(
                "forName: UIApplication.willResignActiveNotification, object: nil, queue: .main"))
        #expect(run.output.contains("NotificationCenter.default.removeObserver(observer)"))
        #expect(!run.output.contains("#selector"))
    }

    @Test func fullScreenAndTheFadeReachTheCode() throws {
        let modal = try Switcherlab.run([
            "code", "modal-cover", "--host", "scene-delegate", "--presentation", "full-screen",
        ])
        #expect(modal.output.contains("blankViewController.modalPresentationStyle = .fullScreen"))
        let fade = try Switcherlab.run([
            "code", "overlay-completed-on-background", "--lifecycle", "app", "--fade", "250ms",
        ])
        #expect(fade.status == 0, "\(fade.error)")
        #expect(fade.output.contains("UIView.animate(withDuration: 0.25)"))
        #expect(fade.output.contains("colourView.layer.removeAllAnimations()"))
    }

    @Test func theSnippetHasNoFileAroundIt() throws {
        let run = try Switcherlab.run(["code", "privacy-window", "--host", "scene-delegate", "--snippet"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("// Add to SceneDelegate.swift, in SceneDelegate:"))
        #expect(run.output.contains("func sceneDidEnterBackground(_ scene: UIScene) {"))
        #expect(!run.output.contains("import UIKit"))
        #expect(!run.output.contains("class SceneDelegate"))
        #expect(run.output.contains("// And add PrivacyProtectionViewController.swift"))
    }

    @Test func swiftUIAndAndroidPrintTheirOwnAPI() throws {
        let swiftUI = try Switcherlab.run(["code", "scenephase-overlay"])
        #expect(swiftUI.output.hasPrefix("// ContentView.swift\n"))
        #expect(swiftUI.output.contains("@Environment(\\.scenePhase) private var scenePhase"))
        let kotlin = try Switcherlab.run(["code", "secure-flag"])
        #expect(kotlin.output.hasPrefix("// MainActivity.kt\n"))
        #expect(kotlin.output.contains("window.setFlags(WindowManager.LayoutParams.FLAG_SECURE"))
        let java = try Switcherlab.run(["code", "secure-flag", "--language", "java"])
        #expect(java.output.hasPrefix("// MainActivity.java\n"))
        // .NET for iOS: UIKit through its bindings, in C#'s names.
        let csharp = try Switcherlab.run([
            "code", "blurred-snapshot", "--language", "csharp", "--host", "app-delegate", "--lifecycle",
            "app",
        ])
        #expect(csharp.output.hasPrefix("// AppDelegate.cs\n"), "\(csharp.error)")
        #expect(csharp.output.contains("public class AppDelegate : UIApplicationDelegate\n{\n"))
        #expect(
            csharp.output.contains(
                "    public override void OnResignActivation(UIApplication application)\n    {\n"
                    + "        ShowBlurredScreenshot();\n    }\n"))
    }

    static let refused: [(arguments: [String], message: String)] = [
        (
            ["color-overlay", "--host", "app-delegate", "--lifecycle", "scene"],
            "switcherlab: code color-overlay: color-overlay at app-delegate in the scene lifecycle: the app"
                + " delegate's lifecycle methods are never called in an app with a scene manifest"
        ),
        (
            ["privacy-window", "--host", "scene-delegate", "--lifecycle", "app"],
            "switcherlab: code privacy-window: privacy-window at scene-delegate in the app lifecycle: an app"
                + " without a scene manifest has no scene delegate"
        ),
        (["nothing"], "switcherlab: unknown strategy 'nothing' (expected none, hide-window, color-overlay,"),
        (["none"], "switcherlab: code none: none has no code: it is the baseline"),
        (
            ["scenephase-overlay", "--language", "objc"],
            "switcherlab: code scenephase-overlay: scenephase-overlay has no objc code: its code is in swift"
        ),
        (
            ["privacy-window", "--language", "csharp"],
            "switcherlab: code privacy-window: privacy-window has no csharp code: its code is in swift and objc"
        ),
        (
            ["blurred-snapshot", "--language", "csharp", "--host", "notifications"],
            "switcherlab: code blurred-snapshot: blurred-snapshot's C# code lives in the app delegate or the"
                + " scene delegate (not notifications)"
        ),
        (
            ["secure-flag", "--language", "swift"],
            "switcherlab: code secure-flag: secure-flag has no swift code: its code is in kotlin and java"
        ),
        (
            ["hide-window", "--host", "swiftui-app"],
            "switcherlab: code hide-window: hide-window's code cannot live in swiftui-app"
        ),
        (["hide-window", "--fade", "1"], "switcherlab: --fade: hide-window does not fade"),
        (["color-overlay", "--fade", "x"], "switcherlab: bad duration 'x'"),
        (["color-overlay", "--fade", "20s"], "switcherlab: fade longer than 10s for --fade"),
        (
            ["lock-screen", "--trigger", "active"],
            "switcherlab: --trigger: lock-screen has no choice of trigger"
        ),
    ]

    @Test(arguments: refused.indices)
    func refusedWithOneLineAndExit2(_ index: Int) throws {
        let (arguments, message) = Self.refused[index]
        let run = try Switcherlab.run(["code"] + arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix(message), "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
    }

    @Test func theHiddenListingGivesEveryConfigurationOnce() throws {
        let run = try Switcherlab.run(["code", "--list-configurations", "--language", "swift"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == StrategyCode.configurations(languages: [.swift]).count)
        #expect(Set(lines).count == lines.count)
        #expect(
            lines.contains(
                "privacy-window --host scene-delegate --lifecycle scene --trigger background --language swift"
            ))
    }
}
