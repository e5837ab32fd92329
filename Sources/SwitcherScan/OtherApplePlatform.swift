/// Code for another of Apple's platforms in an iOS app's tree: a macOS app's AppKit delegate, a
/// watchOS app's SwiftUI `App`. It has no App Switcher card: read as iOS, it would give the iOS
/// app a lifecycle it does not have (a watch app's `App` taken for the iPhone app's).
enum OtherApplePlatform {
    /// The frameworks only another platform has.
    static let frameworks = ["AppKit", "Cocoa", "WatchKit", "ClockKit"]

    /// Whether `file` is such code: it imports AppKit, Cocoa or WatchKit (`import`, `#import <…/`,
    /// `@import`), or it is a SwiftUI `App` in a folder named for the watch or the Mac
    /// (`Watch-App`, `MyApp WatchKit Extension`, `macOS`: SwiftUI's `App` imports neither). Only the import lines of the file's first 4 KB are looked at,
    /// as bytes: this runs on every file of a 20,000-file app.
    static func holds(_ file: ScannedFile) -> Bool {
        let bytes = file.bytes.prefix(4_096)
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var line = bytes[start..<end].drop { $0 == 0x20 || $0 == 0x09 }
            if line.first == 0x23 || line.first == 0x40 { line = line.dropFirst() }  // `#import`, `@import`
            if line.starts(with: Array("import".utf8)) {
                let text = String(decoding: line, as: UTF8.self)
                if frameworks.contains(where: { text.contains(" \($0)") || text.contains("<\($0)/") }) {
                    return true
                }
            }
            start = end == bytes.endIndex ? end : bytes.index(after: end)
        }
        let folders = file.path.split(separator: "/").dropLast().map { $0.lowercased() }
        return folders.contains { $0.contains("watch") || $0.contains("macos") }
            && file.text.contains(": App")
    }
}
