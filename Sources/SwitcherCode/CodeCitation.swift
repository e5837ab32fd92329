import SwitcherCore

/// Where each strategy's code comes from, as its file in `Strategies/` cites it: the lines that
/// head every printed file.
enum CodeCitation {
    static let article000 =
        "Geoff Hackworth, \"Hide Sensitive Information in the iOS App Switcher Snapshot Image\" (2020)"
    static let article001 =
        "SAP Community, \"Making sensitive data disappear in the iOS/iPadOS App Switcher\""
    static let article002 =
        "Apple, Technical Q&A QA1838, \"Preventing Sensitive Information From Appearing In The Task Switcher\""
    static let article003 = "\"Sleeping Beauty – Making your iOS app sleeping beautifully\" (Xamarin)"
    static let article004 = "\"How to control the Preview Screenshot in the iOS Multitasking Switcher\""

    static func lines(for id: String) -> [String] {
        switch id {
        case "hide-window": return ["From \(article004),", "\"Method 1: crude yet simple\"."]
        case "color-overlay": return ["From \(article004),", "\"Method 2: elegant and subtle\"."]
        case "image-overlay":
            return ["From \(article003), its two listings;", "and \(article004), \"Method 3\"."]
        case "overlay-finished-on-background":
            return [
                "From \(article004), its comments (\"This is not a complete solution\"): step 2 as written,",
                "which leaves the fade running.",
            ]
        case "overlay-completed-on-background":
            return [
                "From \(article004), its comments (\"This is not a complete solution\"), step 2 corrected",
                "with CALayer.removeAllAnimations().",
            ]
        case "blurred-snapshot":
            return ["From \(article001),", "\"Blur the App's Screenshot for the App Switcher\"."]
        case "redact-content":
            return ["From \(article001),", "\"Hide sensitive data before going into the background\"."]
        case "modal-cover": return ["From \(article002), Listings 1 and 2."]
        case "modal-cover-animated":
            return ["From \(article002), Listing 1, with animated: true: the pitfall the Q&A warns about."]
        case "privacy-window":
            return ["From \(article000),", "\"Show PrivacyProtectionViewController when Backgrounded\"."]
        case "privacy-window-active":
            return ["From \(article000),", "\"Test the App\": the calls moved to resign/become active."]
        case "lock-screen":
            return [
                "From \(article000), \"Conclusion\" (a PIN unlock screen),",
                "placed where \(article002) presents it.",
            ]
        case "ignore-snapshot":
            return [
                "From \(article003): ignoreSnapshotOnNextApplicationLaunch() alone,",
                "which does not keep the app out of the App Switcher.",
            ]
        case "visual-effect-blur":
            return [
                "From expo-screen-capture's enableAppSwitcherProtectionAsync",
                "(https://github.com/expo/expo/tree/main/packages/expo-screen-capture/ios).",
            ]
        case "secure-field-layer":
            return [
                "From \"Prevent screen capture in an iOS app\" (https://stackoverflow.com/questions/18680028).",
                "Undocumented: reported to work on iOS 13 to 16 only",
                "(https://github.com/prongbang/ScreenProtectorKit/issues/6).",
            ]
        case "scenephase-overlay":
            return [
                "From Apple's SwiftUI ScenePhase (https://developer.apple.com/documentation/swiftui/scenephase)",
                "and https://github.com/zodl-inc/zodl-ios/pull/1794.",
            ]
        case "secure-flag": return ["From \(article003), \"Now with extra Android!\"."]
        case "secure-flag-on-pause":
            return [
                "As https://github.com/mozilla-mobile/focus-android/issues/103 reports it: too late,",
                "the Recents thumbnail is taken before onPause (gesture navigation's live tile goes blank).",
            ]
        case "overlay-on-pause":
            return [
                "From https://github.com/ava-labs/core-mobile/pull/430 (MainActivity.java).",
                "The Recents thumbnail is taken before onPause: the card shows the app, not the view",
                "(gesture navigation's live tile shows it).",
            ]
        case "recents-screenshot-disabled":
            return [
                "From Android's Activity.setRecentsScreenshotEnabled(boolean), API 33, guarded as",
                "https://github.com/element-hq/element-x-android/pull/1757 ships it.",
            ]
        default: return []
        }
    }
}
