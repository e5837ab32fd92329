/// The fade of a view put over the window (`color-overlay`, `image-overlay`), as UIKit's block
/// animations write it: in to alpha 1 over the configuration's fade, and out to 0, the view
/// removed once the fade is done.
extension UIKitCode {
    /// `view` faded in, in Swift.
    func swiftFadeIn(_ view: String) -> String {
        "UIView.animate(withDuration: \(fade)) { \(view).alpha = 1 }"
    }

    /// `view` faded out and then removed, in Swift; `comment` above the removal.
    func swiftFadeOut(_ view: String, comment: String? = nil) -> String {
        """
        UIView.animate(withDuration: \(fade), animations: { \(view).alpha = 0 }) { _ in
        \(ListingText.indent(lines(comment, "\(view).removeFromSuperview()")))
        }
        """
    }

    /// `view` faded in, in Objective-C.
    func objcFadeIn(_ view: String) -> String {
        """
        [UIView animateWithDuration:\(fade) animations:^{
            \(view).alpha = 1;
        }];
        """
    }

    /// `view` faded out and then removed, in Objective-C; `comment` above the removal.
    func objcFadeOut(_ view: String, comment: String? = nil) -> String {
        """
        [UIView animateWithDuration:\(fade) animations:^{
            \(view).alpha = 0;
        } completion:^(BOOL finished) {
        \(ListingText.indent(lines(comment, "[\(view) removeFromSuperview];")))
        }];
        """
    }

    /// A statement, with the comment line above it if there is one.
    private func lines(_ comment: String?, _ statement: String) -> String {
        (comment.map { "// \($0)\n" } ?? "") + statement
    }
}
