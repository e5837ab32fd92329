/// `ignore-snapshot` — article 003 ("Sleeping Beauty"), its first step on its own:
///
/// > First, we have to tell iOS to stop taking screenshots of our app when we put it to
/// > sleep. For this we use the IgnoreSnapshotOnNextApplicationLaunch method.
///
/// It does not do that. `ignoreSnapshotOnNextApplicationLaunch()` only asks the system to
/// show the launch screen instead of the stored snapshot at the next cold launch after state
/// preservation; the snapshot is still taken, and the switcher card still shows it. This
/// strategy calls it and nothing else, so the lab shows what it really protects: nothing in
/// the switcher.
///
/// Source: article 003, "Sleeping Beauty – Making your iOS app sleeping beautifully"
/// (Xamarin), the paragraph before the first listing.
final class IgnoreSnapshot: CoverStrategy, CatalogStrategy {
    static let info = StrategyInfo(
        id: .ignoreSnapshot, title: "ignoreSnapshotOnNextApplicationLaunch only", source: "003",
        callbacks: ["applicationWillResignActive(_:)", "sceneWillResignActive(_:)"],
        host: .appDelegate,
        summary:
            "Calls ignoreSnapshotOnNextApplicationLaunch() on willResignActive: the snapshot is still"
            + " taken and the card still shows it.", listing: IgnoreSnapshotCode.listing,
        citation: IgnoreSnapshotCode.citation)

    init(_ configuration: StrategyConfiguration) {
        super.init(trigger: .active)
    }

    /// OnResignActivation in the article.
    override func coverUp(_ delegate: HostDelegate) {
        // Prevent taking snapshot
        delegate.application.ignoreSnapshotOnNextApplicationLaunch()
    }
}
