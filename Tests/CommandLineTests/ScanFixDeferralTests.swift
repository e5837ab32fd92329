import Testing

/// `scan --fix` on a cover a background callback hands on to the main queue (MODEL §52): the
/// hop goes and the cover goes up in the callback itself; a hop the fix cannot take away line
/// by line is left and said.
@Suite struct ScanFixDeferralTests {
    @Test func aSwiftHopGoesAndTheCoverMovesToResignActive() throws {
        let result = try ScanFixTests.fixAndRescan("async-hop")
        #expect(result.before == 1)
        #expect(result.diff.contains("-        DispatchQueue.main.async {\n"), "\(result.diff)")
        #expect(result.diff.contains("+        let cover = UIWindow(windowScene: windowScene)\n"))
        #expect(result.diff.contains("+    func sceneWillResignActive(_ scene: UIScene) {\n"))
        // The app's own code mended: nothing of recommend's added.
        #expect(!result.diff.contains("import CoreImage"), "\(result.diff)")
        #expect(
            result.notes.contains(
                "App/SceneDelegate.swift:9: the cover was put up a run-loop turn after the background"))
        #expect(result.after == 0, "\(result.notes)\n\(result.diff)")
    }

    /// The blur, registered for entering the background, is added inside `dispatch_async`: the
    /// hop goes and the registration moves to resign-active.
    @Test func anObjectiveCHopFromTheBackgroundGoes() throws {
        let result = try ScanFixTests.fixAndRescan(
            "objc-async-hop", changing: "Ledger/PrivacyCover.m",
            replacing: "selector:@selector(willResignActive:)\n"
                + "                                                     name:UIApplicationWillResignActiveNotification",
            with: "selector:@selector(willResignActive:)\n"
                + "                                                     name:UIApplicationDidEnterBackgroundNotification"
        )
        #expect(result.diff.contains("-    dispatch_async(dispatch_get_main_queue(), ^{\n"), "\(result.diff)")
        #expect(result.diff.contains("+    [window addSubview:self.blurView];\n"))
        #expect(!result.diff.contains("+    });"))
        #expect(
            result.notes.contains(
                "Ledger/PrivacyCover.m:15: the cover goes up in UIApplicationDidEnterBackground"))
    }

    /// A hop from willResignActive lands long before the background snapshot (MODEL §52): it
    /// is no pitfall, and the fix leaves it.
    @Test func aHopFromResignActiveIsLeft() throws {
        let result = try ScanFixTests.fixAndRescan("objc-async-hop")
        #expect(!result.diff.contains("dispatch_async"), "\(result.diff)")
        #expect(!result.notes.contains("run-loop turn"), "\(result.notes)")
    }

    /// The blur put in the root view, under the app's own sheet, still leaks: the fix leaves
    /// `ignoreSnapshotOnNextApplicationLaunch()` where it is (it covers nothing anywhere), and
    /// says that a card still leaks.
    @Test func ignoringTheSnapshotIsNoCoverToMove() throws {
        let result = try ScanFixTests.fixAndRescan(
            "objc-async-hop", changing: "Ledger/PrivacyCover.m",
            replacing: "[window addSubview:self.blurView];",
            with: "[window.subviews.firstObject addSubview:self.blurView];")
        #expect(result.before == 1)
        #expect(!result.diff.contains("UIApplicationDidEnterBackgroundNotification"), "\(result.diff)")
        #expect(
            !result.notes.contains("the cover goes up in UIApplicationDidEnterBackground"), "\(result.notes)")
    }

    /// A hop inside a block for another queue: without it the cover would be put up off the
    /// main thread. Left, and said.
    @Test func aHopInsideAnotherBlockIsLeftAndSaid() throws {
        let result = try ScanFixTests.fixAndRescan("async-hop", changing: "App/SceneDelegate.swift") {
            $0.replacingOccurrences(
                of: "        DispatchQueue.main.async {\n",
                with: "        DispatchQueue.global().async {\n        DispatchQueue.main.async {\n"
            )
            .replacingOccurrences(
                of: "            self.coverWindow = cover\n        }\n",
                with: "            self.coverWindow = cover\n        }\n        }\n")
        }
        #expect(!result.diff.contains("-        DispatchQueue.main.async"), "\(result.diff)")
        #expect(result.notes.contains("the hop is not written as the fix can take it away line by line"))
    }

    /// Hops the fix leaves to a person, and says so: `[weak self] in` would leave `self?.` in a
    /// method where `self` is no optional; a `return` in the block would, in the handler, skip
    /// the code after the block.
    @Test(arguments: [
        ("DispatchQueue.main.async {", "DispatchQueue.main.async { [weak self] in"),
        (
            "            self.coverWindow = cover\n        }\n",
            "            self.coverWindow = cover\n        }\n        print(\"away\")\n"
        ),
    ])
    func aHopTheFixCannotTakeAwayIsLeftAndSaid(replacing: String, with: String) throws {
        let result = try ScanFixTests.fixAndRescan(
            "async-hop", changing: "App/SceneDelegate.swift", replacing: replacing, with: with)
        #expect(!result.diff.contains("-        DispatchQueue.main.async"), "\(result.diff)")
        #expect(result.notes.contains("the hop is not written as the fix can take it away line by line"))
    }
}
