import Foundation

/// A reading of the platform that a report makes and the documentation does not: off by
/// default (the documented behaviour), on with `--assume NAME` or `Set Assume NAME`.
public enum ModelAssumption: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Assigning an animated property outside an animation block ends the animation in flight
    /// at once (article 004's comment; MODEL §16). Core Animation documents that it runs on.
    case setCompletesAnimation = "set-completes-animation"
    /// A SwiftUI view update made when `scenePhase` turns `.background` is drawn only after the
    /// snapshot (reported by some developers; others report it in the card; MODEL §45).
    case scenePhaseBackgroundLate = "scenephase-background-late"
    /// Android: views changed in onPause are drawn into the Recents thumbnail, while the
    /// window's flags are read before onPause (ava-labs/core-mobile pull request 430; MODEL §51).
    /// The model takes the thumbnail before onPause (MODEL §24).
    case pauseDrawnInThumbnail = "pause-drawn-in-thumbnail"
    /// A `UIVisualEffectView` at an alpha below 1 (its own or a superview's) draws its effect
    /// blended at that alpha, as developers report it looking. Apple documents that effects then
    /// "look incorrect or do not show up at all": by default the lab draws none (MODEL §46).
    case visualEffectAlphaBlends = "visual-effect-alpha-blends"
    /// The system removes the app's running Core Animation animations when it goes to the
    /// background, before the snapshot: what is captured is the model value (reported by
    /// developers; MODEL §16). By default the fade in flight runs on into the snapshot.
    case backgroundRemovesAnimations = "background-removes-animations"
    /// Android, gesture navigation: the live Recents tile shows a window that has `FLAG_SECURE`,
    /// as Capacitor's privacy screen documentation reports ("FLAG_SECURE doesn't fully protect
    /// content (such as with gesture navigation …)"; MODEL §58). By default the flag keeps the
    /// window off Overview, live or not, as Android's reference reads (MODEL §25).
    case secureLiveTileShown = "secure-live-tile-shown"

    public var help: String {
        switch self {
        case .setCompletesAnimation:
            return "setting an animated property outside an animation ends the animation in flight"
        case .scenePhaseBackgroundLate:
            return "a SwiftUI view update made on scenePhase .background misses the snapshot"
        case .pauseDrawnInThumbnail:
            return "Android: views changed in onPause reach the Recents thumbnail (window flags do not)"
        case .visualEffectAlphaBlends:
            return "a UIVisualEffectView below alpha 1 draws its blur blended, not absent as documented"
        case .backgroundRemovesAnimations:
            return "going to the background removes running animations before the snapshot"
        case .secureLiveTileShown:
            return "Android, gesture navigation: the live Recents tile shows a FLAG_SECURE window"
        }
    }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// When a sensitive glyph counts as legible (MODEL §19): the contrast ratio between its colour
/// and its background's, as captured, at least `minimumContrast`.
public struct Legibility: Hashable, Sendable {
    /// WCAG 2's contrast ratio, 1 (none) to 21 (black on white).
    public var minimumContrast: Double

    /// 1.5:1, MODEL §19 says why.
    public static let defaultContrast = 1.5
    public static let contrastRange: ClosedRange<Double> = 1...21
    public static let `default` = Legibility(minimumContrast: defaultContrast)

    public init(minimumContrast: Double) { self.minimumContrast = minimumContrast }

    /// Whether a glyph of `foreground` on `background` can be read.
    @inline(__always)
    public func isLegible(_ foreground: RGB, on background: RGB) -> Bool {
        RGB.contrastRatio(foreground, background) >= minimumContrast
    }
}

extension RGB {
    /// WCAG 2's relative luminance: sRGB channels linearised, weighted 0.2126, 0.7152, 0.0722.
    public var relativeLuminance: Double {
        let linear = RGB.linearChannel
        return 0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
    }

    /// Each sRGB channel value linearised, once.
    private static let linearChannel: [Double] = (0...255).map { channel in
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// WCAG 2's contrast ratio (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21.
    public static func contrastRatio(_ a: RGB, _ b: RGB) -> Double {
        let (la, lb) = (a.relativeLuminance, b.relativeLuminance)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
