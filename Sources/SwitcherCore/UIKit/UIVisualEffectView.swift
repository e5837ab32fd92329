import Foundation

/// `UIBlurEffect`: a material that blurs and tints what is behind it (MODEL §46).
public struct UIBlurEffect: Hashable, Sendable {
    public enum Style: Hashable, Sendable { case light, dark }
    public let style: Style

    public init(style: Style) { self.style = style }

    /// The blur's radius at full strength, in points: assumed, UIKit does not publish it.
    static let radius = 30.0
    /// Points per cell across, as the articles' blur is calibrated (MODEL §20).
    static let pointsPerCell = 4.5

    /// The tint laid over the blur, and how much of it.
    var tint: (color: RGB, alpha: Double) {
        switch style {
        case .light: return (.white, 0.3)
        case .dark: return (RGB(28, 28, 30), 0.5)
        }
    }

    /// What Reduce Transparency draws instead: the material opaque.
    var opaqueColor: RGB {
        switch style {
        case .light: return .groupedBackground
        case .dark: return RGB(28, 28, 30)
        }
    }
}

/// `UIVisualEffectView`: draws what is under it through its effect. The strength is how far
/// a `UIViewPropertyAnimator` stopped part way took the effect from none (expo's
/// `fractionComplete`): the radius and the tint scale with it. A glyph under a weak blur stays
/// at the contrast the blur leaves it (its ink kept in its cell by the kernel's centre
/// weight), so a partial blur is counted by contrast, not declared illegible. Under Reduce
/// Transparency the material is drawn opaque.
open class UIVisualEffectView: UIView {
    public var effect: UIBlurEffect?
    /// 0…1: the effect's strength (`animator.fractionComplete`); 1 is the full material.
    public var fractionComplete = 1.0

    public init(effect: UIBlurEffect?) {
        self.effect = effect
        super.init()
    }

    open override func draw(_ rect: Rect, into canvas: inout Canvas, alpha: Double) {
        super.draw(rect, into: &canvas, alpha: alpha)
        guard let effect else { return }
        let visible = rect.intersection(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        guard visible.width > 0, visible.height > 0 else { return }
        let strength = min(max(fractionComplete, 0), 1)
        // Apple: an alpha below 1 "causes many effects to look incorrect or not show up at
        // all" — drawn as absent, unless the blended reading is assumed (MODEL §46).
        let blends = window?.windowScene?.assumptions.contains(.visualEffectAlphaBlends) ?? false
        if alpha < 1 && !blends { return }
        if window?.windowScene?.reduceTransparency == true {
            let cell = Cell(" ", foreground: effect.opaqueColor, background: effect.opaqueColor)
            for y in visible.minY..<visible.maxY {
                for x in visible.minX..<visible.maxX { canvas.blend(cell, x: x, y: y, alpha: alpha) }
            }
            return
        }
        var backdrop = Canvas(width: visible.width, height: visible.height)
        for y in 0..<visible.height {
            for x in 0..<visible.width { backdrop[x, y] = canvas[visible.minX + x, visible.minY + y] }
        }
        let material = Self.material(backdrop, effect: effect, strength: strength)
        for y in 0..<visible.height {
            for x in 0..<visible.width {
                canvas.blend(material[x, y], x: visible.minX + x, y: visible.minY + y, alpha: alpha)
            }
        }
    }

    /// The backdrop as the material shows it: blurred (`Canvas.gaussianBlurred`), each glyph
    /// kept where it still stands out more than the blur's shade, then tinted.
    static func material(_ backdrop: Canvas, effect: UIBlurEffect, strength: Double) -> Canvas {
        let sigma = strength * UIBlurEffect.radius / UIBlurEffect.pointsPerCell
        let blurred = backdrop.gaussianBlurred(radius: sigma)
        // The share of a glyph's ink its own cell keeps: the kernel's centre, across and down.
        let kept =
            (Canvas.gaussianKernel(sigma: sigma).max() ?? 1)
            * (Canvas.gaussianKernel(sigma: sigma / 2).max() ?? 1)
        let tint = effect.tint
        var out = blurred
        for y in 0..<backdrop.height {
            for x in 0..<backdrop.width {
                var cell = blurred[x, y]
                let source = backdrop[x, y]
                if !source.showsOnlyBackground && cell.glyph != source.glyph {
                    var ghost = source
                    ghost.background = cell.background
                    ghost.foreground = cell.background.mixed(with: source.foreground, kept)
                    if RGB.contrastRatio(ghost.foreground, ghost.background)
                        >= RGB.contrastRatio(cell.foreground, cell.background)
                    {
                        cell = ghost
                    }
                }
                cell.foreground = cell.foreground.mixed(with: tint.color, tint.alpha * strength)
                cell.background = cell.background.mixed(with: tint.color, tint.alpha * strength)
                out[x, y] = cell
            }
        }
        return out
    }
}
