/// `scenephase-overlay` in SwiftUI: the cover follows `@Environment(\.scenePhase)`, read in a
/// view (`swiftui-scene`, that view's scene) or in the App (`swiftui-app`, every scene's
/// aggregate, MODEL §45).
enum ScenephaseOverlayCode {
    static let listing = StrategyListing.swiftUI(files: files, snippet: snippet)

    static let citation: [String] = [
        "From Apple's SwiftUI ScenePhase (https://developer.apple.com/documentation/swiftui/scenephase)",
        "and https://github.com/zodl-inc/zodl-ios/pull/1794.",
    ]

    /// What sets `isCovered` from the new phase.
    private static func cover(_ context: ListingContext) -> String {
        context.trigger == .active
            ? "isCovered = phase != .active" : "isCovered = phase == .background"
    }

    private static let state = """
        @Environment(\\.scenePhase) private var scenePhase
        @State private var isCovered = false
        """

    /// `onChange(of:initial:_:)` from iOS 17; before it the one-argument form (deprecated in 17).
    private static func onChange(_ context: ListingContext) -> String {
        """
        .onChange(of: scenePhase) { \(context.targets(17) ? "_, phase" : "phase") in
            \(cover(context))
        }
        """
    }

    /// `overlay(alignment:content:)` from iOS 15; before it `overlay(_:alignment:)` with an
    /// optional view.
    private static func overlay(_ context: ListingContext) -> String {
        context.targets(15)
            ? ".overlay { if isCovered { PrivacyCover() } }" : ".overlay(isCovered ? PrivacyCover() : nil)"
    }

    static func files(_ context: ListingContext) -> [CodeFile] {
        let content = context.host == .swiftUIApp ? "ContentView()" : "Text(\"Your app's content\")"
        let overlaid = """
            \(content)
                \(overlay(context))
            """
        var files: [CodeFile] = []
        let contentView: String
        if context.host == .swiftUIApp {
            files.append(
                file(
                    "MyApp.swift", context,
                    """
                    @main
                    struct MyApp: App {
                    \(ListingText.indent(state))

                        var body: some Scene {
                            WindowGroup {
                    \(ListingText.indent(overlaid, 12))
                            }
                    \(ListingText.indent(onChange(context), 8))
                        }
                    }
                    """))
            contentView = """
                /// Your app's content, as it is: the App covers it.
                struct ContentView: View {
                    var body: some View {
                        Text("Your app's content")
                    }
                }
                """
        } else {
            contentView = """
                struct ContentView: View {
                \(ListingText.indent(state))

                    var body: some View {
                \(ListingText.indent(overlaid, 8))
                \(ListingText.indent(onChange(context), 12))
                    }
                }
                """
        }
        files.append(file("ContentView.swift", context, contentView))
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

    static func snippet(_ context: ListingContext) -> String {
        let place = context.host == .swiftUIApp ? "your App" : "the view whose content it covers"
        let modifier = context.host == .swiftUIApp ? "the WindowGroup scene" : "its content"
        return ListingText.blocks([
            "// Add to \(place):", state,
            "// On the content:", overlay(context),
            "// On \(modifier):", onChange(context),
            "// And add PrivacyCover.swift (printed without --snippet).",
        ]) + "\n"
    }

    private static func file(_ name: String, _ context: ListingContext, _ body: String) -> CodeFile {
        ListingText.swiftFile(name, context, importing: "SwiftUI", body + "\n")
    }
}
