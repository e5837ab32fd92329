import SwitcherCore
import SwitcherScan

/// The fixtures read from tokens: Android apps and plugins, React Native's native modules.
extension FixtureTests {
    static let android: [Expected] = [
        // Kotlin, Java and the Android manifest, read from tokens: audited at the app's minSdk
        // (29 at the lowest) and at 36.
        Expected(
            fixture: "android-flag-secure-oncreate", lifecycle: nil, devices: [.android],
            findings: ["app/src/main/java/com/example/wallet/MainActivity.kt:15 secure-flag @- - 0.5"],
            pitfalls: [], leaks: false),
        Expected(
            fixture: "android-flag-secure-onpause", lifecycle: nil, devices: [.android],
            findings: [
                "app/src/main/java/com/example/notes/MainActivity.java:19 secure-flag-on-pause @- - 0.5"
            ],
            pitfalls: [.secureFlagInOnPause], leaks: true),
        Expected(
            fixture: "android-recents-disabled-guarded", lifecycle: nil, devices: [.android],
            findings: [
                "app/src/main/java/com/example/health/MainActivity.kt:11 recents-screenshot-disabled @- - 0.5",
                "app/src/main/java/com/example/health/RecordsActivity.java:11 recents-screenshot-disabled @- - 0.5",
            ],
            pitfalls: [], leaks: true),
        Expected(
            fixture: "android-recents-disabled-unguarded", lifecycle: nil, devices: [.android],
            findings: [
                "app/src/main/java/com/example/chat/ChatActivity.java:10 recents-screenshot-disabled @- - 0.5"
            ],
            pitfalls: [.recentsCallUnguarded], leaks: true),
        Expected(
            fixture: "android-overlay-onpause", lifecycle: nil, devices: [.android],
            findings: ["app/src/main/java/com/example/bank/MainActivity.kt:20 overlay-on-pause @- - 0.5"],
            // `window.setDimAmount(1f)` in onStop comes after the thumbnail: not reported.
            pitfalls: [.overlayInOnPause], unrecognised: 0, leaks: true),
        Expected(
            fixture: "java-cordova-plugin", lifecycle: nil, devices: [.android],
            // The helper `secure(boolean)` is reached from execute() and, through both branches
            // of its `if`, from onResume: reported once, from execute(). Every add is cleared on
            // the next onResume.
            findings: [
                "platforms/android/app/src/main/java/org/example/privacy/PrivacyScreenPlugin.java:37 secure-flag-on-pause @- - 0.5",
                "platforms/android/app/src/main/java/org/example/privacy/PrivacyScreenPlugin.java:55 secure-flag @- - 0.5",
            ],
            pitfalls: [.secureFlagInOnPause, .secureFlagCleared],
            leaks: true),
    ]

    /// A plugin and its example app in `example-app/` (hyphenated): the example, with no
    /// lifecycle code, gets no verdict; the plugin's Android half is the one app.
    static let examples: [Expected] = [
        Expected(
            fixture: "plugin-example-app", lifecycle: nil, devices: [.android],
            findings: ["android/src/main/java/org/example/guard/GuardPlugin.java:15 secure-flag @- - 0.5"],
            pitfalls: [], leaks: false)
    ]

    /// React Native's native modules: the methods the script calls, the observers an event
    /// emitter registers only for a listener.
    static let scriptModules: [Expected] = [
        // `protect(true)` sets the flag through runOnUiThread, from a call made while the app is
        // in front: no deferral past a card. onHostPause runs on the UI thread, where
        // runOnUiThread runs at once. onHostPause clears it after the thumbnail and
        // onHostResume sets it again: no card finds it cleared.
        Expected(
            fixture: "react-native-module-android", lifecycle: nil, devices: [.android],
            findings: [
                "android/src/main/java/org/example/shield/ShieldModule.java:30 secure-flag @- - 0.5",
                "android/src/main/java/org/example/shield/ShieldModule.java:46 overlay-on-pause @- - 0.5",
                "android/src/main/java/org/example/shield/ShieldModule.java:63 secure-flag @- - 0.5",
            ],
            pitfalls: [.overlayInOnPause], leaks: false),
        // The blur's observer is registered in startObserving (a listener's, not the switch's):
        // audited as none. The secure field trick is set up by a script-called method, and
        // protects nothing on the default release (MODEL §47).
        Expected(
            fixture: "react-native-module-ios", lifecycle: .app, devices: [.iphone],
            findings: [
                "ios/Shield.m:42 blurred-snapshot @notifications active 0.5",
                "ios/Shield.m:48 secure-field-layer @notifications - 0.5",
            ],
            pitfalls: [.registeredOnScriptListener], leaks: true),
    ]
}
