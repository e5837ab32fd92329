import SwitcherCore
import SwitcherTestSupport
import Testing

/// Article 003's two one-liners: ignoreSnapshotOnNextApplicationLaunch and FLAG_SECURE.
@Suite struct IgnoreSnapshotAndSecureFlagTests {
    // MARK: ignore-snapshot (003)

    /// It protects nothing in the switcher: the snapshot is still taken and shown.
    @Test(arguments: iOSStyles) func ignoreSnapshotProtectsNothingInTheSwitcher(_ style: LifecycleStyle) {
        let world = World.protected("ignore-snapshot", .iphoneHome, style).withSecretInFront()
        world.send(.home)
        world.advance(2)
        #expect(world.application(named: "Secret")?.ignoresSnapshotOnNextLaunch == true)
        #expect(world.snapshot(of: world.secret)?.legibleSensitiveCells(.default) == TestApps.secretLegible)
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        #expect(world.secretCard == TestApps.secretLegible)
        #expect(!world.isCoverShown(on: world.secret))
        // A return through the card zooms from the readable snapshot too.
        world.send(.select(SceneReference(world.secret)))
        #expect(world.zoomImage(world.secret)?.legibleSensitiveCells(.default) == TestApps.secretLegible)
    }

    /// What it does do: after the system ends the app, the cold launch shows the launch screen
    /// instead of the snapshot — while the card in the switcher still shows the snapshot.
    @Test func ignoreSnapshotOnlySwapsTheColdLaunchImage() {
        let world = World.protected("ignore-snapshot", .iphoneHome).withSecretInFront()
        world.send(.home)
        world.advance(10)
        world.send(.evict("Secret"))
        world.advance(0.1)
        #expect(world.secretCard == TestApps.secretLegible)
        world.send(.launch("Secret"))
        world.advance(0.01)
        #expect(world.zoomImage(world.secret)?.legibleSensitiveCells(.default) == 0)
    }

    // MARK: secure-flag (003, Android)

    @Test func secureFlagBlanksTheRecentsCard() {
        let world = World.protected("secure-flag", .android).withSecretInFront()
        #expect(world.windowScene(world.secret)?.keyWindow?.isSecure == true)
        world.send(.switcherGesture(on: world.device))
        // Recents shows the thumbnail, never the live Activity: blank from the first frame.
        world.advance(0.01)
        #expect(world.snapshot(of: world.secret)?.image == nil)
        #expect(world.secretCard == 0)
        world.advance(1)
        #expect(world.secretCard == 0)
        #expect(world.cardImage(of: world.secret).cells.allSatisfy { $0.glyph == " " })
        // No cover is involved: the app's screen is untouched.
        #expect(!world.isCoverShown(on: world.secret))
    }

    @Test func withoutTheFlagAndroidShowsTheThumbnail() {
        let world = World.protected("none", .android).withSecretInFront()
        world.send(.switcherGesture(on: world.device))
        world.advance(0.01)
        #expect(world.secretCard == TestApps.secretLegible)
    }

    /// Setting the flag as the Activity pauses is too late: the thumbnail is taken first.
    @Test func theFlagSetInOnPauseIsTooLate() {
        final class SecureOnPause: PrivacyStrategy {
            func onPause(_ activity: UIWindowScene) { activity.keyWindow?.isSecure = true }
        }
        let world = World(
            settings: WorldSettings(device: .android), catalog: TestApps.catalog,
            makeStrategy: { _ in SecureOnPause() })
        _ = world.withSecretInFront()
        world.send(.home)
        world.advance(2)
        #expect(world.windowScene(world.secret)?.keyWindow?.isSecure == true)
        #expect(world.secretCard == TestApps.secretLegible)
    }

    /// An iOS app has no FLAG_SECURE: on the iPhone the strategy does nothing.
    @Test(arguments: [DeviceKind.iphoneHome, .iphone, .ipad]) func secureFlagDoesNothingOnIOS(
        _ device: DeviceKind
    ) {
        let world = World.protected("secure-flag", device).withSecretInFront()
        #expect(world.windowScene(world.secret)?.keyWindow?.isSecure == false)
        world.send(.home)
        world.advance(2)
        #expect(world.secretCard == TestApps.secretLegible)
        #expect(Strategies.info("secure-flag")?.applies(to: device) == false)
    }
}
