/// `modal-cover-animated`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`ModalCoverAnimated.swift` is what the
/// lab runs). Its code is `modal-cover`'s (`ModalCoverCode`), told apart by its id.
enum ModalCoverAnimatedCode {
    static let listing = ModalCoverCode.listing(for: .modalCoverAnimated)

    static let citation: [String] = [
        "From \(Article.a002), Listing 1, with animated: true: the pitfall the Q&A warns about."
    ]
}
