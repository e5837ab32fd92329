/// `self.window` for strategy code: the strategies stand in for code the articles put in the
/// app's own delegates, whose `window` property holds the app's main window.
extension UIApplication {
    /// The app delegate's `window` (before iOS 13 the app delegate owns it).
    public var mainWindow: UIWindow? { (delegate as? MockAppDelegate)?.window ?? keyWindow }
}

extension UIWindowScene {
    /// The scene delegate's `window` (iOS 13+), or the Activity's window on Android; in the
    /// pre-iOS 13 lifecycle, the app delegate's.
    public var mainWindow: UIWindow? {
        (delegate as? MockSceneDelegate)?.window ?? (activityDelegate as? MockSceneDelegate)?.window
            ?? application.mainWindow
    }

    /// Every view in the scene's windows with `tag`, depth first.
    func views(withTag tag: Int) -> [UIView] {
        windows.flatMap(\.allViews).filter { $0.tag == tag }
    }
}
