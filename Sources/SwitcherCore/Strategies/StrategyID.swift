/// Every strategy, by its id: the one list of the catalog, in the order of ARCHITECTURE §9
/// (`none` first). Each strategy's folder under `Strategies/` holds its emulation, its code
/// (`<Name>+Code.swift`: Swift and Objective-C, or Kotlin and Java), its citation and what scan
/// needs to know of it; this list names its type.
public enum StrategyID: String, CaseIterable, Hashable, Sendable, RawValueDescribed {
    case none
    case hideWindow = "hide-window"
    case colorOverlay = "color-overlay"
    case imageOverlay = "image-overlay"
    case overlayFinishedOnBackground = "overlay-finished-on-background"
    case overlayCompletedOnBackground = "overlay-completed-on-background"
    case blurredSnapshot = "blurred-snapshot"
    case redactContent = "redact-content"
    case modalCover = "modal-cover"
    case modalCoverAnimated = "modal-cover-animated"
    case privacyWindow = "privacy-window"
    case privacyWindowActive = "privacy-window-active"
    case lockScreen = "lock-screen"
    case ignoreSnapshot = "ignore-snapshot"
    case secureFlag = "secure-flag"
    case scenephaseOverlay = "scenephase-overlay"
    case visualEffectBlur = "visual-effect-blur"
    case secureFieldLayer = "secure-field-layer"
    case recentsScreenshotDisabled = "recents-screenshot-disabled"
    case secureFlagOnPause = "secure-flag-on-pause"
    case overlayOnPause = "overlay-on-pause"

    /// The strategy's type; nil for `none`, which has no code and makes no strategy.
    var type: (any CatalogStrategy.Type)? {
        switch self {
        case .none: nil
        case .hideWindow: HideWindow.self
        case .colorOverlay: ColorOverlay.self
        case .imageOverlay: ImageOverlay.self
        case .overlayFinishedOnBackground: OverlayFinishedOnBackground.self
        case .overlayCompletedOnBackground: OverlayCompletedOnBackground.self
        case .blurredSnapshot: BlurredSnapshot.self
        case .redactContent: RedactContent.self
        case .modalCover: ModalCover.self
        case .modalCoverAnimated: ModalCoverAnimated.self
        case .privacyWindow: PrivacyWindow.self
        case .privacyWindowActive: PrivacyWindowActive.self
        case .lockScreen: LockScreen.self
        case .ignoreSnapshot: IgnoreSnapshot.self
        case .secureFlag: SecureFlag.self
        case .scenephaseOverlay: ScenephaseOverlay.self
        case .visualEffectBlur: VisualEffectBlur.self
        case .secureFieldLayer: SecureFieldLayer.self
        case .recentsScreenshotDisabled: RecentsScreenshotDisabled.self
        case .secureFlagOnPause: SecureFlagOnPause.self
        case .overlayOnPause: OverlayOnPause.self
        }
    }

    /// What the catalog says of it.
    public var info: StrategyInfo { Strategies.all[Self.allCases.firstIndex(of: self)!] }
}
