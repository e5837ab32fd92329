import SwitcherCore

/// A privacy library a cross-platform app depends on, and the lab configuration its native
/// halves amount to. Its code is not in the app's tree (it lives in `node_modules`, the pub
/// cache, NuGet's): the scan reads the app's manifests for it and the app's JavaScript,
/// TypeScript, Dart or C# for the calls that switch it on. The table is `PrivacyLibrary.known`;
/// docs/SCAN.md lists each row with the native code it was read from.
public struct PrivacyLibrary: Sendable {
    /// Where its name is declared.
    public enum Registry: String, Sendable, CustomStringConvertible {
        /// package.json (React Native, Expo, Capacitor, Cordova).
        case npm
        /// pubspec.yaml / pubspec.lock (Flutter).
        case pub
        /// A .csproj's PackageReference (.NET MAUI).
        case nuget

        public var description: String { rawValue }
    }

    /// What one call of the app's switches on, on each platform: a strategy id, nil for
    /// nothing that covers the card there.
    public struct Switch: Sendable {
        /// The call, as the app's source spells it (compared without white space).
        public let token: String
        public let iOS: String?
        public let android: String?
        /// The fade of the iOS cover; nil: the strategy's own.
        public var fade: Double? = nil
        public var presentation: ModalPresentation = .automatic
        /// The form of the iOS cover; nil: the strategy's scanned form. `.corrected` for a
        /// `visual-effect-blur` added to the key window itself rather than its root view.
        public var form: StrategyForm? = nil
        /// A second call the iOS half needs before its cover runs at all; without it, nothing.
        public var iOSNeeds: String? = nil
    }

    /// A known bug of a version range: said beside the finding; `iOS` when it changes what the
    /// iOS half does in that range.
    public struct Bug: Sendable {
        /// The half it is in.
        public var platform: Platform = .iOS
        /// The first release without it; nil: not fixed in any release the table knows.
        public let fixedIn: String?
        /// The last release it is known in, when no fix is known.
        public var knownThrough: String? = nil
        /// The switch it changes, and its iOS strategy in the range.
        public var token: String? = nil
        public var iOS: String? = nil
        /// Its iOS cover's fade in the range, when it replaces the strategy.
        public var fade: Double? = nil
        public let note: String
    }

    public let name: String
    public let registry: Registry
    /// The pod its iOS half installs as (in Podfile.lock).
    public var pod: String? = nil
    public let switches: [Switch]
    /// On as soon as it is installed, with no call (a Cordova plugin loaded at start-up, a
    /// Capacitor plugin enabled by its default configuration).
    public var onByDefault: Switch? = nil
    public var bugs: [Bug] = []
    /// The repository whose native code the row was read from.
    public let source: String

    /// The library a manifest's `name` is, by registry.
    public static func named(_ name: String, in registry: Registry) -> PrivacyLibrary? {
        known.first { $0.registry == registry && $0.name == name }
    }

    /// The library whose iOS half is `pod`.
    public static func pod(_ pod: String) -> PrivacyLibrary? { known.first { $0.pod == pod } }

    /// Every library the scan knows, one row each.
    public static let known: [PrivacyLibrary] = [
        PrivacyLibrary(
            name: "secure_application", registry: .pub, pod: "secure_application",
            switches: [
                Switch(
                    token: ".secure()", iOS: "visual-effect-blur", android: "secure-flag", fade: 0,
                    form: .corrected)
            ],
            source: "neckaros/secure_application"),
        PrivacyLibrary(
            name: "no_screenshot", registry: .pub, pod: "no_screenshot",
            switches: [
                Switch(token: "screenshotOff(", iOS: "secure-field-layer", android: "secure-flag"),
                Switch(token: "ScreenshotWithBlur(", iOS: "blurred-snapshot", android: "secure-flag"),
                Switch(token: "screenshotWithBlur(", iOS: "blurred-snapshot", android: "secure-flag"),
                Switch(token: "ScreenshotWithColor(", iOS: "color-overlay", android: "secure-flag", fade: 0),
                Switch(token: "screenshotWithColor(", iOS: "color-overlay", android: "secure-flag", fade: 0),
                Switch(token: "ScreenshotWithImage(", iOS: "image-overlay", android: "secure-flag", fade: 0),
                Switch(token: "screenshotWithImage(", iOS: "image-overlay", android: "secure-flag", fade: 0),
            ],
            bugs: [
                Bug(
                    fixedIn: "0.9.2",
                    note:
                        "before 0.9.2 its iOS half hooks applicationWillResignActive only: in a UIScene app"
                        + " it runs only through Flutter's app-delegate fallback for plugins (MODEL §28)"),
                Bug(
                    fixedIn: "0.9.2", token: "creenshotWithBlur(", iOS: "visual-effect-blur", fade: 0,
                    note:
                        "before 0.9.2 its blur is a UIVisualEffectView added with no fade, not a blurred image"
                ),
            ],
            source: "FlutterPlaza/no_screenshot"),
        PrivacyLibrary(
            name: "screen_protector", registry: .pub, pod: "screen_protector",
            switches: [
                Switch(token: "protectDataLeakageOn(", iOS: nil, android: "secure-flag"),
                Switch(
                    token: "protectDataLeakageWithBlur(", iOS: "visual-effect-blur", android: nil, fade: 0),
                Switch(token: "protectDataLeakageWithColor(", iOS: "color-overlay", android: nil, fade: 0),
                Switch(token: "protectDataLeakageWithImage(", iOS: "image-overlay", android: nil, fade: 0),
                Switch(token: "preventScreenshotOn(", iOS: "secure-field-layer", android: "secure-flag"),
            ],
            source: "prongbang/screen_protector, prongbang/ScreenProtectorKit"),
        PrivacyLibrary(
            name: "flutter_windowmanager", registry: .pub,
            switches: [
                Switch(token: "addFlags(FlutterWindowManager.FLAG_SECURE", iOS: nil, android: "secure-flag")
            ],
            source: "adaptant-labs/flutter_windowmanager"),
        PrivacyLibrary(
            name: "expo-screen-capture", registry: .npm, pod: "ExpoScreenCapture",
            switches: [
                Switch(token: "enableAppSwitcherProtectionAsync(", iOS: "visual-effect-blur", android: nil),
                Switch(
                    token: "preventScreenCaptureAsync(", iOS: "secure-field-layer", android: "secure-flag"),
                Switch(token: "usePreventScreenCapture(", iOS: "secure-field-layer", android: "secure-flag"),
            ],
            bugs: [
                Bug(
                    fixedIn: "8.0.0", token: "reventScreenCapture", iOS: "none",
                    note:
                        "before 8.0.0 preventScreenCapture does not touch the iOS window (its documentation:"
                        + " screenshots cannot be prevented on iOS)"),
                Bug(
                    fixedIn: nil, knownThrough: "8.0.7",
                    note:
                        "up to 8.0.7 (expo/expo issue 39589) a second willResignActive during the fade-out adds"
                        + " a second blur and only the last is removed: the app stays blurred"),
            ],
            source: "expo/expo packages/expo-screen-capture"),
        PrivacyLibrary(
            name: "react-native-privacy-snapshot", registry: .npm,
            switches: [Switch(token: "enabled(true)", iOS: "blurred-snapshot", android: nil)],
            source: "kayla-tech/react-native-privacy-snapshot"),
        PrivacyLibrary(
            name: "react-native-screenshot-prevent", registry: .npm, pod: "RNScreenshotPrevent",
            switches: [
                Switch(
                    token: "enabled(true)", iOS: "blurred-snapshot", android: "secure-flag",
                    iOSNeeds: "addListener("),
                Switch(token: "enableSecureView(", iOS: "secure-field-layer", android: nil),
            ],
            source: "killserver/react-native-screenshot-prevent"),
        PrivacyLibrary(
            name: "@capacitor-community/privacy-screen", registry: .npm,
            pod: "CapacitorCommunityPrivacyScreen",
            switches: [
                Switch(
                    token: "PrivacyScreen.enable(", iOS: "modal-cover", android: "secure-flag",
                    presentation: .fullScreen)
            ],
            onByDefault: Switch(
                token: "", iOS: "modal-cover", android: "secure-flag", presentation: .fullScreen),
            source: "capacitor-community/privacy-screen"),
        PrivacyLibrary(
            name: "@capacitor/privacy-screen", registry: .npm, pod: "CapacitorPrivacyScreen",
            switches: [
                Switch(
                    token: "PrivacyScreen.enable(", iOS: "modal-cover", android: "secure-flag",
                    presentation: .fullScreen)
            ],
            source: "ionic-team/capacitor-privacy-screen"),
        PrivacyLibrary(
            name: "cordova-plugin-privacyscreen", registry: .npm, switches: [],
            onByDefault: Switch(token: "", iOS: "hide-window", android: "secure-flag"),
            source: "devgeeks/PrivacyScreenPlugin"),
        PrivacyLibrary(
            name: "cordova-plugin-blurprivacyscreen", registry: .npm,
            switches: [Switch(token: "enablePrivacy(", iOS: nil, android: "secure-flag-on-pause")],
            onByDefault: Switch(
                token: "", iOS: "visual-effect-blur", android: nil, fade: 0, form: .corrected),
            source: "ziguie-com/cordova-plugin-blurprivacyscreen"),
        PrivacyLibrary(
            name: "Plugin.Maui.ScreenSecurity", registry: .nuget,
            switches: [
                Switch(
                    token: "ActivateScreenSecurityProtection(", iOS: "visual-effect-blur",
                    android: "secure-flag", fade: 0, form: .corrected)
            ],
            source: "FabriBertani/Plugin.Maui.ScreenSecurity"),
    ]
}
