/// Code for another of Apple's platforms in an iOS app's tree: a macOS app's AppKit delegate, a
/// watchOS app's SwiftUI `App`. It has no App Switcher card: read as iOS, it would give the iOS
/// app a lifecycle it does not have (a watch app's `App` taken for the iPhone app's).
enum OtherApplePlatform {
    /// The frameworks only another platform has.
    static let imports = [
        "import AppKit", "import Cocoa", "import WatchKit", "import ClockKit", "#import <Cocoa/",
        "#import <AppKit/", "@import AppKit", "@import Cocoa", "#import <WatchKit/",
    ]

    /// Whether `file` is such code: it imports AppKit, Cocoa or WatchKit, or it is a SwiftUI
    /// `App` in a folder named for the watch (`Watch-App`, `MyApp WatchKit Extension`).
    static func holds(_ file: ScannedFile) -> Bool {
        let head = file.text.prefix(4_000)
        if imports.contains(where: head.contains) { return true }
        let folders = file.path.split(separator: "/").dropLast().map { $0.lowercased() }
        return folders.contains { $0.contains("watch") } && file.text.contains(": App")
    }
}
