import SwitcherCore

/// `scenephase-overlay` in SwiftUI: the cover follows `@Environment(\.scenePhase)`, read in a
/// view (`swiftui-scene`, that view's scene) or in the App (`swiftui-app`, every scene's
/// aggregate, MODEL §45).
enum SwiftUICode {
    /// What sets `isCovered` from the new phase.
    private static func cover(_ context: CodeContext) -> String {
        context.trigger == .active
            ? "isCovered = phase != .active" : "isCovered = phase == .background"
    }

    private static let state = """
        @Environment(\\.scenePhase) private var scenePhase
        @State private var isCovered = false
        """

    /// `onChange(of:initial:_:)` from iOS 17; before it the one-argument form (deprecated in 17).
    private static func onChange(_ context: CodeContext) -> String {
        """
        .onChange(of: scenePhase) { \(context.targets(17) ? "_, phase" : "phase") in
            \(cover(context))
        }
        """
    }

    /// `overlay(alignment:content:)` from iOS 15; before it `overlay(_:alignment:)` with an
    /// optional view.
    private static func overlay(_ context: CodeContext) -> String {
        context.targets(15)
            ? ".overlay { if isCovered { PrivacyCover() } }" : ".overlay(isCovered ? PrivacyCover() : nil)"
    }

    static func files(_ context: CodeContext) -> [CodeFile] {
        let content = context.host == .swiftUIApp ? "ContentView()" : "Text(\"Your app's content\")"
        let overlaid = """
            \(content)
                \(overlay(context))
            """
        var files: [CodeFile] = []
        if context.host == .swiftUIApp {
            let name = "MyApp.swift"
            files.append(
                file(
                    name, context,
                    """
                    @main
                    struct MyApp: App {
                    \(CodeText.indent(state))

                        var body: some Scene {
                            WindowGroup {
                    \(CodeText.indent(overlaid, 12))
                            }
                    \(CodeText.indent(onChange(context), 8))
                        }
                    }
                    """))
            files.append(
                file(
                    "ContentView.swift", context,
                    """
                    /// Your app's content, as it is: the App covers it.
                    struct ContentView: View {
                        var body: some View {
                            Text("Your app's content")
                        }
                    }
                    """))
        } else {
            files.append(
                file(
                    "ContentView.swift", context,
                    """
                    struct ContentView: View {
                    \(CodeText.indent(state))

                        var body: some View {
                    \(CodeText.indent(overlaid, 8))
                    \(CodeText.indent(onChange(context), 12))
                        }
                    }
                    """))
        }
        files.append(
            file(
                "PrivacyCover.swift", context,
                """
                /// What the App Switcher shows instead of the app.
                struct PrivacyCover: View {
                    var body: some View {
                        ZStack {
                            Color.white
                            Text("Hidden while away")
                                .\(context.targets(15) ? "foregroundStyle" : "foregroundColor")(.gray)
                        }
                        .ignoresSafeArea()
                    }
                }
                """))
        return files
    }

    static func snippet(_ context: CodeContext) -> String {
        let place = context.host == .swiftUIApp ? "your App" : "the view whose content it covers"
        let modifier = context.host == .swiftUIApp ? "the WindowGroup scene" : "its content"
        return CodeText.blocks([
            "// Add to \(place):", state,
            "// On the content:", overlay(context),
            "// On \(modifier):", onChange(context),
            "// And add PrivacyCover.swift (printed without --snippet).",
        ]) + "\n"
    }

    private static func file(_ name: String, _ context: CodeContext, _ body: String) -> CodeFile {
        CodeFile(
            name: name,
            text: CodeText.blocks([CodeText.heading(name, context), "import SwiftUI", body]) + "\n")
    }
}
