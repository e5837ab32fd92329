import SwitcherCore

/// What the scan asks of a platform: how its apps are laid out in a tree, what their projects
/// say, and how they are audited. Each fact is answered for every platform, so a new one has to
/// answer them all. The cases name their type: `.android` alone is also a device
/// (`DeviceCheckTests`).
extension Platform {
    /// The answer on this platform, of one given for each: a new platform makes every question
    /// give its own.
    func answer<Answer>(iOS: Answer, android: Answer) -> Answer {
        switch self {
        case Platform.iOS: return iOS
        case Platform.android: return android
        }
    }

    /// Whether its apps choose their lifecycle (`LifecycleStyle`: UIKit's scene or app
    /// lifecycle, read from a SwiftUI `App`, a scene manifest or the delegates) and handlers run
    /// only in the lifecycle their host belongs to (MODEL §21, §28). Android's apps have the
    /// Activity's, which they do not choose.
    public var choosesLifecycleStyle: Bool {
        answer(iOS: true, android: false)
    }

    /// Whether its apps name the device families they run on (`UIDeviceFamily`, the target's
    /// `TARGETED_DEVICE_FAMILY`, Expo's `supportsTablet`), which decide the devices audited.
    /// An Android app runs on the platform's every device.
    var namesDeviceFamilies: Bool {
        answer(iOS: true, android: false)
    }

    /// Whether an app's markers other than its project nest: a target's Info.plist lives inside
    /// its project's directory and an extension's below its app's, so only the outermost marks
    /// an app. An Android module's manifest or build file marks an app of its own.
    var nestsAppMarkers: Bool {
        answer(iOS: true, android: false)
    }

    /// Whether its apps are built by Gradle from modules that name one another
    /// (`implementation project(':common')`), with source sets (a flavour's folder) inside a
    /// module (`AndroidModules`). An iOS project's targets say what they build in the project.
    var buildsGradleModules: Bool {
        answer(iOS: false, android: true)
    }

    /// Whether its native half of a cross-platform library is installed by CocoaPods, whose
    /// Podfile.lock then declares the library.
    var installsPods: Bool {
        answer(iOS: true, android: false)
    }

    /// Where a privacy library's native code runs: on iOS from UIApplication's notifications
    /// or the plugin's app-delegate hooks, which its framework forwards in either lifecycle; on
    /// Android in the Activity.
    var libraryHost: HandlerHost {
        answer(iOS: .notificationObserver, android: .activity)
    }

    /// Whether the user, not the app, chooses how the system is navigated (Android's gestures
    /// or three buttons, `AndroidNavigation`), which changes what the card shows: an app is
    /// ranked in each mode (MODEL §58).
    var navigatesInModes: Bool {
        answer(iOS: false, android: true)
    }

    /// The releases its apps are audited on, and the option that chooses them.
    public var releaseAxis: ReleaseAxis {
        answer(iOS: .iOSVersion, android: .androidAPILevel)
    }

    /// Its native languages: the primary one, and the older one an app may still be written in
    /// mostly (Swift and Objective-C; Kotlin and Java). The fix is printed in the older one for
    /// an app read mostly from its files.
    public var nativeLanguages: (primary: SourceLanguage, older: SourceLanguage) {
        answer(iOS: (.swift, .objectiveC), android: (.kotlin, .java))
    }
}

/// The axis of releases a platform's apps are audited along.
public enum ReleaseAxis: Sendable {
    /// iOS versions (`--ios`): the newest, unless asked.
    case iOSVersion
    /// Android API levels (`--android-api`): from the app's minSdk (MODEL §48).
    case androidAPILevel
}

extension PrivacyLibrary.Switch {
    /// The strategy the call switches on on `platform`; nil: nothing that covers the card.
    func strategy(on platform: Platform) -> String? {
        platform.answer(iOS: iOS, android: android)
    }

    /// The second call its half on `platform` needs before its cover runs at all.
    func needs(on platform: Platform) -> String? {
        platform.answer(iOS: iOSNeeds, android: nil)
    }
}
