import SwitcherCore

/// A pitfall the mapping saw in a pattern, each resting on a behaviour the model notes
/// document.
public enum Pitfall: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// App-delegate code in an app with scenes, or scene-delegate code in one without.
    case hostNeverRuns = "host-never-runs"
    /// A scene delegate class in a SwiftUI `App` that no scene configuration names (MODEL §67).
    case sceneDelegateUnnamed = "scene-delegate-unnamed"
    /// `scenePhase` read in the SwiftUI `App` of an app that runs on iPad (MODEL §45).
    case appLevelScenePhaseOnIPad = "app-level-scenephase-on-ipad"
    /// The cover is put up by work deferred past the handler's return (MODEL §52).
    case deferredPastSnapshot = "deferred-past-snapshot"
    /// The cover is deferred from the resign-active handler: it still arrives before the
    /// background snapshot, one run-loop turn later (MODEL §52).
    case deferredFromResignActive = "deferred-from-resign-active"
    /// `present(_:animated: true)`: the snapshot catches the slide's start (MODEL §17).
    case animatedModal = "animated-modal"
    /// No `modalPresentationStyle`: a sheet, the presenter's edge visible (MODEL §29).
    case sheetPresentation = "sheet-presentation"
    /// Alpha set in didEnterBackground without removing the fade's animation (MODEL §16).
    case alphaWithoutRemovingAnimation = "alpha-without-removing-animation"
    /// `FLAG_SECURE` added in onPause, after the thumbnail (MODEL §24, §25).
    case secureFlagInOnPause = "secure-flag-in-on-pause"
    /// `FLAG_SECURE` cleared again in a callback that recurs (onResume, onPause): the flag set
    /// once is gone by the next thumbnail (MODEL §25).
    case secureFlagCleared = "secure-flag-cleared"
    /// `ignoreSnapshotOnNextApplicationLaunch()` protects no card (MODEL §27).
    case ignoreSnapshotProtectsNothing = "ignore-snapshot-protects-nothing"
    /// An overlay added in onPause, after the thumbnail (MODEL §51).
    case overlayInOnPause = "overlay-in-on-pause"
    /// `setRecentsScreenshotEnabled` called with no API-level check in an app whose minSdk is
    /// below 33, where the method does not exist (MODEL §49).
    case recentsCallUnguarded = "recents-call-unguarded"
    /// An observer a React Native event emitter registers in `startObserving`: only once the
    /// app's script listens to the module's events (MODEL §59).
    case registeredOnScriptListener = "registered-on-script-listener"

    public var description: String { rawValue }

    /// The model notes' section the claim rests on.
    public var modelSection: Int {
        switch self {
        case .hostNeverRuns: return 21
        case .sceneDelegateUnnamed: return 67
        case .appLevelScenePhaseOnIPad: return 45
        case .deferredPastSnapshot, .deferredFromResignActive: return 52
        case .animatedModal: return 17
        case .sheetPresentation: return 29
        case .alphaWithoutRemovingAnimation: return 16
        case .secureFlagInOnPause: return 24
        case .secureFlagCleared: return 25
        case .ignoreSnapshotProtectsNothing: return 27
        case .overlayInOnPause: return 51
        case .recentsCallUnguarded: return 49
        case .registeredOnScriptListener: return 59
        }
    }

    /// One sentence.
    public var sentence: String {
        switch self {
        case .hostNeverRuns:
            return "this code's host never runs in the app's lifecycle: UIKit calls the app delegate's"
                + " lifecycle methods only without a scene manifest, the scene delegate's only with one"
        case .sceneDelegateUnnamed:
            return "a SwiftUI App makes its scenes' delegate itself: UIKit calls this class only if a scene"
                + " configuration names it (Info.plist's UISceneDelegateClassName, or delegateClass set in the"
                + " configurationForConnecting of the app delegate the App adapts)"
        case .appLevelScenePhaseOnIPad:
            return "the App's scenePhase is the aggregate of every scene: on iPad it stays .active while"
                + " another window of the app is active, so this scene's card is taken uncovered"
        case .deferredPastSnapshot:
            return "the cover is put up by work deferred past the handler's return, after the snapshot"
        case .deferredFromResignActive:
            return "the cover is deferred from the resign-active handler: it arrives a run-loop turn"
                + " later, still before the background snapshot"
        case .animatedModal:
            return "presented with animated: true, the snapshot catches the slide at its start"
        case .sheetPresentation:
            return "no modalPresentationStyle: .automatic is a sheet, the content beside and above it"
                + " stays visible"
        case .alphaWithoutRemovingAnimation:
            return "alpha set in didEnterBackground without removing the fade's animation: the running"
                + " fade goes on, and a fast switch catches it half way"
        case .secureFlagInOnPause:
            return "FLAG_SECURE set in onPause is too late: the Recents thumbnail is taken before"
        case .secureFlagCleared:
            return "FLAG_SECURE is cleared again in a callback that runs on every visit: from the first"
                + " return on, the window is not secure when the next thumbnail is taken (audited as none)"
        case .ignoreSnapshotProtectsNothing:
            return "ignoreSnapshotOnNextApplicationLaunch only swaps the relaunch image: the switcher"
                + " card is taken as usual"
        case .overlayInOnPause:
            return "a view added or hidden in onPause is drawn after the Recents thumbnail is taken"
        case .recentsCallUnguarded:
            return "setRecentsScreenshotEnabled exists from API 33: called without an SDK_INT check in an app"
                + " whose minSdk is lower, it throws NoSuchMethodError on those devices"
        case .registeredOnScriptListener:
            return "the observer is registered in startObserving, which React Native runs only once the app's"
                + " script adds a listener to the module's events: switching the feature on does not put it"
                + " up (audited as none)"
        }
    }
}
