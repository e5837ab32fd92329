/// `modal-cover-animated` — the pitfall of Apple's QA1838 (article 002): the same black modal,
/// presented with `animated: YES`.
///
/// > Pass NO for the animated parameter. Any animation will not complete before the snapshot
/// > is taken.
///
/// The snapshot comes one frame after didEnterBackground returns, when the modal has only
/// begun to slide up: the card shows the app's screen with a sliver of black at the bottom.
///
/// Source: article 002, Apple's Technical Q&A QA1838, "Preventing Sensitive Information From
/// Appearing In The Task Switcher" (2014), Listing 1 (the comment on `animated:`).
final class ModalCoverAnimated: ModalCover {
    override class var info: StrategyInfo {
        ModalCover.info.variant(
            id: .modalCoverAnimated, title: "Black modal, animated (the pitfall)",
            summary:
                "The same modal presented with animated: true: the snapshot catches it at the start of its"
                + " slide, and the screen leaks.", listing: ModalCoverAnimatedCode.listing,
            citation: ModalCoverAnimatedCode.citation)
    }

    override class var animated: Bool { true }
}
