import SwitcherCore
import SwitcherTestSupport
import Testing

/// Article 000: the privacy window per scene, on background or on resign active.
@Suite struct PrivacyWindowTests {
    static func showsMessage(_ canvas: Canvas) -> Bool {
        let text = canvas.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        return text.contains("Content hidden to protect your privacy")
    }

    @Test(arguments: iOSStyles) func theSnapshotShowsTheMessage(_ style: LifecycleStyle) {
        let world = World.protected("privacy-window", .iphoneHome, style).withSecretInFront()
        world.send(.home)
        world.advance(2)
        let snapshot = world.snapshot(of: world.secret)!.image!
        #expect(snapshot.legibleSensitiveCells(.default) == 0)
        #expect(Self.showsMessage(snapshot))
        // A window of its own, at level alert + 1, over the app's.
        do {
            let windows = world.windowScene(world.secret)!.visibleWindows
            #expect(windows.count == 2)
            #expect(windows.last?.windowLevel == UIWindow.Level.alert + 1)
            #expect(windows.last?.isKeyWindow == true)
        }
        // Centred in the top two thirds: the message is above the middle row.
        let row = snapshot.lines.firstIndex { $0.contains("Content") }!
        #expect(row < 22 / 2)
        world.send(.launch("Secret"))
        world.advance(0.01)
        // Hidden in willEnterForeground and let go: the zoom shows the snapshot, then the app.
        #expect(world.windowScene(world.secret)!.windows.count == 1)
        #expect(world.windowScene(world.secret)!.keyWindow?.windowLevel == .normal)
        #expect(Self.showsMessage(world.zoomImage(world.secret)!))
        #expect(world.measureCoverAfterReturn(of: world.secret) == .gone(after: .zero))
    }

    /// "If you open the App Switcher whilst the app is in the foreground you will still see the
    /// main interface. The app doesn't actually move to the background."
    @Test(arguments: iOSStyles) func theSwitcherOpenedFromTheAppShowsItReadable(_ style: LifecycleStyle) {
        let world = World.protected("privacy-window", .iphone, style).withSecretInFront()
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        #expect(world.secretCard == TestApps.secretLegible)
        #expect(!world.isCoverShown(on: world.secret))
        // Only once the user goes elsewhere does the card change.
        world.send(.select(SceneReference(world.notes)))
        world.advance(2)
        #expect(world.secretCard == 0)
    }

    /// The resign-active variant covers that card, but shows as soon as Control Center or
    /// Notification Center comes down.
    @Test(arguments: iOSStyles) func theActiveVariantCoversTheCardButShowsOverControlCenter(
        _ style: LifecycleStyle
    ) {
        let world = World.protected("privacy-window-active", .iphone, style).withSecretInFront()
        world.send(.switcherGesture(on: world.device))
        world.advance(0.35)
        #expect(world.secretCard == 0)
        #expect(Self.showsMessage(world.cardImage(of: world.secret)))
        world.send(.select(SceneReference(world.secret)))
        #expect(world.measureCoverAfterReturn(of: world.secret) == .gone(after: .zero))
        for sheet in Sheet.allCases {
            world.send(.pull(sheet))
            world.advance(0.05)
            #expect(world.isCoverShown(on: world.secret))
            world.send(.dismiss)
            world.advance(1)
            #expect(!world.isCoverShown(on: world.secret))
        }
        // Plain privacy-window stays off them.
        let plain = World.protected("privacy-window", .iphone, style).withSecretInFront()
        plain.send(.pull(.controlCenter))
        plain.advance(0.5)
        #expect(!plain.isCoverShown(on: plain.secret))
    }

    /// Article 000's iPad screenshot: several windows of the app, the switcher opened from the
    /// foreground one. The background windows show their privacy views; the foreground one
    /// still reveals its interface.
    @Test func iPadWindowsInTheBackgroundAreCoveredTheForegroundOneIsLive() {
        let world = World.protected("privacy-window", .ipad).launched("Secret")
        world.send(.newWindow("Secret"))
        world.advance(2)
        world.send(.newWindow("Secret"))
        world.advance(2)
        let scenes = (1...3).map { SceneID(app: "Secret", index: $0) }
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        #expect(world.switcher?.cards == [[scenes[2]], [scenes[1]], [scenes[0]]])
        #expect(world.legibleCardCells(of: scenes[2]) == TestApps.secretLegible)
        for background in scenes[0...1] {
            #expect(world.legibleCardCells(of: background) == 0)
            #expect(Self.showsMessage(world.cardImage(of: background)))
            // Each scene has its own privacy window.
            #expect(world.windowScene(background)!.visibleWindows.count == 2)
        }
        #expect(world.windowScene(scenes[2])!.visibleWindows.count == 1)
    }

    @Test func onIPadTheActiveVariantCoversTheForegroundWindowToo() {
        let world = World.protected("privacy-window-active", .ipad).launched("Secret")
        world.send(.newWindow("Secret"))
        world.advance(2)
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        for index in 1...2 { #expect(world.legibleCardCells(of: SceneID(app: "Secret", index: index)) == 0) }
    }

    @Test func splitViewScenesEachGetAWindow() {
        let world = World.protected("privacy-window", .ipad).launched("Secret")
        world.send(.split("Notes"))
        world.advance(1)
        world.send(.home)
        world.advance(2)
        let snapshot = world.snapshot(of: world.secret)!.image!
        #expect(snapshot.width == 30)
        #expect(Self.showsMessage(snapshot))
        #expect(world.snapshot(of: world.notes)!.image!.legibleSensitiveCells(.default) == 0)
    }

    @Test func theTriggerOptionMovesTheCalls() {
        let world = World.protected("privacy-window", .iphone, trigger: .active).withSecretInFront()
        world.send(.pull(.controlCenter))
        world.advance(0.5)
        #expect(world.isCoverShown(on: world.secret))
    }
}
