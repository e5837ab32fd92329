import SwitcherCore
import SwitcherTestSupport
import Testing

/// The device table (ARCHITECTURE §8): one row per device, every fact filled, and the event
/// rules read from it.
@Suite struct DeviceProfileTests {
    /// The ids are the spellings of the command line and tapes.
    @Test func idsAreSpelledAsBefore() {
        #expect(DeviceKind.allCases.map(\.rawValue) == ["iphone-home", "iphone", "ipad", "android"])
        for device in DeviceKind.allCases {
            #expect(DeviceKind(rawValue: device.rawValue) == device)
        }
    }

    @Test func everyDeviceHasARowWithEveryFact() {
        var titles: Set<String> = []
        for device in DeviceKind.allCases {
            let profile = device.profile
            #expect(profile.kind == device, "\(device)")
            #expect(!profile.title.isEmpty && titles.insert(profile.title).inserted, "\(device)")
            #expect(profile.screenSize.width >= 30 && profile.screenSize.height >= 22, "\(device)")
            // The home indicator has a row of its own below the apps' 22.
            #expect(profile.screenSize.height == 22 + (profile.hasHomeIndicator ? 1 : 0), "\(device)")
            #expect(!profile.switcherGesture.isEmpty, "\(device)")
            #expect(profile.lifecycles.first == .scene, "\(device)")
            #expect(profile.lifecycleTitle(.scene).isEmpty == false, "\(device)")
            // iOS has its prompt; the lab has no Android one.
            #expect((profile.biometric != nil) == (profile.platform == .iOS), "\(device)")
            #expect(profile.hasNotch == (profile.camera == .notch), "\(device)")
            // The facts the id reads through are the row's.
            #expect(device.screenSize == profile.screenSize && device.title == profile.title, "\(device)")
        }
    }

    @Test func theTableSaysWhatEachDeviceIs() {
        #expect(DeviceKind.iphoneHome.biometric == .touchID)
        #expect(DeviceKind.iphone.biometric == .faceID)
        #expect(DeviceKind.ipad.biometric == .faceID)
        #expect(DeviceKind.android.biometric == nil)
        #expect(DeviceKind.allCases.filter(\.hasHomeButton) == [.iphoneHome])
        #expect(DeviceKind.allCases.filter(\.hasHomeIndicator) == [.iphone, .ipad])
        #expect(DeviceKind.allCases.filter(\.supportsMultipleScenes) == [.ipad])
        #expect(DeviceKind.allCases.filter(\.hasNotch) == [.iphone])
        #expect(DeviceKind.allCases.filter { !$0.interruptionsPauseApp } == [.android])
        #expect(DeviceKind.allCases.filter { $0.platform == .android } == [.android])
        #expect(
            DeviceKind.allCases.map(\.switcherEvent) == [.doubleHome, .swipeUpHold, .swipeUpHold, .recents])
        #expect(DeviceKind.android.lifecycles == [.scene])
        #expect(DeviceKind.android.profile.lifecycleTitle(.app) == "Activity")
        #expect(DeviceKind.iphone.profile.lifecycleTitle(.app) == "app")
    }

    /// Which events a device has follows from its facts, in every lifecycle it has.
    @Test func eventsFollowTheFacts() {
        for device in DeviceKind.allCases {
            let profile = device.profile
            for lifecycle in profile.lifecycles {
                func has(_ event: SystemEvent) -> Bool { profile.has(event, lifecycle: lifecycle) }
                #expect(has(profile.switcherEvent), "\(device) \(lifecycle)")
                #expect(has(.switcher) && has(.home), "\(device) \(lifecycle)")
                #expect(has(.doubleHome) == profile.hasHomeButton, "\(device) \(lifecycle)")
                #expect(has(.swipeUpHold) == (profile.switcherEvent == .swipeUpHold), "\(device)")
                #expect(has(.recents) == (profile.switcherEvent == .recents), "\(device)")
                #expect(has(.appSwitch(.left)) == profile.hasFastAppSwitch, "\(device)")
                #expect(has(.faceID) == (profile.biometric != nil), "\(device)")
                #expect(has(.alert("Bank")) == (profile.platform == .iOS), "\(device)")
                #expect(has(.swipeDown) == (profile.platform == .iOS), "\(device)")
                #expect(
                    has(.split("Bank")) == (profile.supportsMultipleScenes && lifecycle == .scene),
                    "\(device) \(lifecycle)")
            }
        }
    }

    /// The rules' words are as before, with the devices they suggest read from the table.
    @Test func ruleMessagesKeepTheirWords() {
        func reason(_ event: SystemEvent, _ device: DeviceKind, _ lifecycle: LifecycleStyle = .scene)
            -> String?
        {
            event.unavailability(on: device, lifecycle: lifecycle)?.message(in: .tape)
        }
        let swipe = SystemEvent.swipeUpHold.tapeLine
        let double = SystemEvent.doubleHome.tapeLine
        #expect(
            reason(.doubleHome, .iphone)
                == "DoublePress Home needs a Home button (Set Device iphone-home); on iphone use \(swipe)")
        #expect(
            reason(.swipeUpHold, .iphoneHome)
                == "SwipeUp Hold is the switcher gesture of iphone and ipad; on iphone-home use \(double)")
        #expect(reason(.recents, .ipad) == "Recents is Android's button; on ipad use \(swipe)")
        #expect(
            reason(.appSwitch(.left), .iphoneHome)
                == "AppSwitch needs the fast app-switch gesture (iphone, ipad, android), not iphone-home")
        #expect(reason(.faceID, .android) == "FaceID is an iOS prompt, not on android")
        #expect(reason(.alert("Bank"), .android) == "Alert puts up an iOS UIAlertController, not on android")
        #expect(reason(.swipeDown, .android) == "SwipeDown dismisses an iOS sheet, not on android")
        #expect(
            reason(.split("Bank"), .ipad, .app)
                == "Split needs iPad windows (Set Device ipad, Set Lifecycle scene)")
        #expect(
            reason(.newWindow("Bank"), .iphone)
                == "NewWindow needs iPad windows (Set Device ipad, Set Lifecycle scene)")
    }

    /// The world names the prompt by the device's sensor.
    @Test func thePromptIsNamedByTheSensor() {
        for (device, words) in [(DeviceKind.iphoneHome, "Touch ID prompt"), (.iphone, "Face ID prompt")] {
            let world = World.test(device).launched("Secret")
            world.send(.faceID)
            #expect(world.log.entries.contains { $0.text == words }, "\(device)")
            #expect(!world.log.entries.contains { $0.text.hasSuffix("ID prompt") && $0.text != words })
        }
    }
}
