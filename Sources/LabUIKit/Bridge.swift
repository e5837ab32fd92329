@_exported import Foundation
package import SwitcherCore

// The lab's UIKit model: UIKit's public names and signatures over the core's UIKit-shaped
// model, so that Swift written against the iOS SDK compiles against it unchanged (the module
// is aliased to `UIKit`) and runs in the lab's world, on its virtual clock. What it does not
// declare is a compile error, never a silent no-op (docs/VERIFY.md lists what it declares).

package typealias CoreView = SwitcherCore.UIView
package typealias CoreWindow = SwitcherCore.UIWindow
package typealias CoreLabel = SwitcherCore.UILabel
package typealias CoreImageView = SwitcherCore.UIImageView
package typealias CoreController = SwitcherCore.UIViewController
package typealias CoreScene = SwitcherCore.UIWindowScene
package typealias CoreApplication = SwitcherCore.UIApplication
package typealias CoreEffectView = SwitcherCore.UIVisualEffectView

/// Points to cells: a cell is 10 points across and 20 down (a terminal cell is about twice
/// as tall as it is wide), so `insetBy(dx: 20, dy: 0)` takes two cells off each side.
enum Scale {
    static let x: CGFloat = 10
    static let y: CGFloat = 20

    static func cells(_ rect: CGRect) -> Rect {
        let minX = Int((rect.minX / x).rounded())
        let minY = Int((rect.minY / y).rounded())
        let maxX = Int((rect.maxX / x).rounded())
        let maxY = Int((rect.maxY / y).rounded())
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    static func points(_ rect: Rect) -> CGRect {
        CGRect(
            x: CGFloat(rect.minX) * x, y: CGFloat(rect.minY) * y, width: CGFloat(rect.width) * x,
            height: CGFloat(rect.height) * y)
    }
}

/// What the code compiled against the model runs in: the application and scene whose
/// callback is being delivered (`UIApplication.shared`, `NotificationCenter.default`), and
/// what the code made and changed, which the metrics read as its cover.
@MainActor package final class LabContext {
    package static var application: CoreApplication?
    static var scene: CoreScene?

    /// Views and windows the code made, weakly.
    static var made: [WeakCoreView] = []
    /// The app's windows the code hid.
    static var hiddenAppWindows: [WeakCoreView] = []
    /// The app's labels the code changed, with the text they had.
    static var changedLabels: [(label: WeakCoreView, text: String)] = []
    /// Controllers the code presented.
    static var presented: [WeakController] = []
    /// The scenes handed to the code, one object each.
    static var scenes: [ObjectIdentifier: UIWindowScene] = [:]
    /// The views the harness wrapped (the app's own): not the code's.
    static var appViews: Set<ObjectIdentifier> = []

    package static func remember(_ view: CoreView) {
        made.removeAll { $0.view == nil }
        made.append(WeakCoreView(view))
    }
}

struct WeakCoreView {
    weak var view: CoreView?
    init(_ view: CoreView) { self.view = view }
}

struct WeakController {
    weak var controller: CoreController?
    init(_ controller: CoreController) { self.controller = controller }
}

/// `UIResponder`: the root of the delegates, views and controllers.
@MainActor open class UIResponder {
    public init() {}
    open var canBecomeFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
