import SwitcherCore
import Testing

@testable import SwitcherUI

/// The key map is the one source of the key handling, the `?` help and the hint line.
@Suite struct KeyMapTests {
    /// Every key a test can press: printable ASCII, the named keys, a click.
    static let probes: [Key] =
        (32...126).map { Key.character(Character(Unicode.Scalar(UInt8($0)))) }
        + [.up, .down, .left, .right, .enter, .tab, .backTab, .escape, .backspace, .function(1)]
        + [.click(Point(x: 1, y: 1))]

    @Test func noKeyMeansTwoThingsOnOneScreen() {
        for context in KeyContext.allCases {
            for key in Self.probes {
                let matches = KeyMap.rows.flatMap(\.bindings).filter {
                    $0.contexts.contains(context) && $0.pattern.matches(key)
                }
                #expect(matches.count <= 1, "\(key.name) on \(context): \(matches.map(\.command))")
            }
        }
    }

    @Test func everyHelpLineHasBindingsAndEveryHintItsKeys() {
        for row in KeyMap.rows {
            #expect(!row.bindings.isEmpty, "\(row.label)")
            let bound = row.bindings.reduce(into: Set<KeyContext>()) { $0.formUnion($1.contexts) }
            for hint in row.hints {
                // A hint is shown only where its row's keys do something.
                #expect(hint.contexts.isSubset(of: bound), "\(hint.label) \(hint.text)")
            }
        }
        // Each device screen's help row is in the help; overlays' rows are not.
        let helped = KeyMap.sections.flatMap(\.rows).map(\.label)
        #expect(helped.count == KeyMap.rows.filter { $0.section != nil }.count)
        #expect(helped.contains("Tab") && !helped.contains("type"))
    }

    /// The help overlay and the hint line draw what the map says.
    @Test func helpAndHintsAreReadFromTheMap() {
        let lab = Fixtures.lab()
        let size = Size(width: 120, height: 40)
        let hintLine = lab.render(size: size).lines.last ?? ""
        let hints = KeyMap.hints(in: .app, device: lab.world.device, lifecycle: lab.world.lifecycle)
        #expect(!hints.items.isEmpty)
        for hint in hints.items.prefix(3) + hints.pinned {
            let text = hint.text.text(on: lab.world.device)
            #expect(hintLine.contains("\(hint.label) \(text)"), "\(hint.label) in '\(hintLine)'")
        }
        lab.press(.character("?"))
        let help = lab.text(size)
        for row in KeyMap.sections.flatMap(\.rows) {
            let text = row.help.text(on: lab.world.device)
            #expect(help.contains(text), "\(text)")
        }
        #expect(lab.text(size).split(separator: "\n").last?.contains("any key closes help") == true)
    }

    /// A hint is shown only on a device where its keys' event is available: no double press
    /// of Home without the button, no Face ID on Android.
    @Test func hintsFitTheDevice() {
        for device in DeviceKind.allCases {
            for lifecycle in LifecycleStyle.allCases {
                for context in KeyContext.allCases {
                    let hints = KeyMap.hints(in: context, device: device, lifecycle: lifecycle)
                    for hint in hints.items + hints.pinned {
                        if let event = hint.event {
                            #expect(
                                event.unavailability(on: device, lifecycle: lifecycle) == nil,
                                "\(hint.label) \(hint.text) on \(device) \(context)")
                        }
                    }
                }
            }
        }
        func line(_ device: DeviceKind, app: String? = "Medical ID") -> String {
            Fixtures.lab(device: device, app: app).render(size: Size(width: 120, height: 40)).lines.last ?? ""
        }
        #expect(line(.iphoneHome).contains("h h switcher"))
        #expect(line(.iphoneHome).contains("f Touch ID"))
        #expect(!line(.iphoneHome).contains("Face ID"))
        for device in [DeviceKind.iphone, .ipad, .android] {
            #expect(!line(device).contains("h h switcher"), "\(device): \(line(device))")
            #expect(!line(device, app: nil).contains("h h switcher"), "\(device): \(line(device, app: nil))")
            #expect(line(device).contains("Tab switcher"), "\(device): \(line(device))")
        }
        #expect(!line(.android).contains("Face ID"))
        #expect(line(.iphone).contains("f Face ID"))
    }

    /// Android has one lifecycle, the Activity's: the status says so in a wide and a short
    /// terminal, and so does the message after `d`.
    @Test func androidSaysActivityLifecycle() {
        let lab = Fixtures.lab(device: .android)
        let wide = lab.text(Size(width: 120, height: 40))
        #expect(wide.contains("Activity lifecycle"))
        #expect(!wide.contains("scene lifecycle"))
        let ipad = Fixtures.lab(device: .ipad)
        ipad.press(.character("d"))
        #expect(ipad.world.device == .android)
        #expect(ipad.message == "Android phone, Activity lifecycle")
    }

    /// Every command the map names is reachable from its key on the screen it is bound to.
    @Test func theLabRunsWhatTheMapSays() {
        let lab = Fixtures.lab()
        #expect(lab.keyContext == .app)
        #expect(KeyMap.command(for: .character("c"), in: .app) == .event(.pull, .sheet(.controlCenter)))
        lab.press(.character("c"))
        lab.run(1)
        #expect(lab.world.sheet == .controlCenter)
        #expect(KeyMap.command(for: .up, in: .switcher) == .event(.kill, nil))
        #expect(KeyMap.command(for: .up, in: .app) == .selectScene(-1))
        #expect(KeyMap.command(for: .character("z"), in: .picker) == .pickerFilter)
        #expect(KeyMap.command(for: .character("z"), in: .app) == .togglePresenter)
        #expect(KeyMap.command(for: .character("y"), in: .app) == nil)
    }

    /// When the world ignores an event, the lab's message is the world's reason in plain
    /// words, and the timeline panel shows it as an `ignored` line.
    @Test func ignoredEventsExplainThemselves() {
        let lab = Fixtures.lab(device: .iphoneHome)
        lab.press(.character("["))
        #expect(
            lab.message
                == SystemEvent.appSwitch(.right).unavailability(on: .iphoneHome, lifecycle: .scene)?.message(
                    in: .plain))
        lab.press(.character("v"))
        #expect(lab.message == "split view needs iPad windows (ipad, scene lifecycle)")
        #expect(
            lab.world.log.entries.last?.text
                == "ignored: split:Bank: split view needs iPad windows (ipad, scene lifecycle)")
        #expect(lab.text(Size(width: 160, height: 50)).contains("ignored: split:Bank: split view"))
        let android = Fixtures.lab(device: .android)
        android.press(.character("f"))
        #expect(android.message == "Face ID is an iOS prompt, not on android")
        #expect(android.world.interruption == nil)
    }

    /// The key map is where event keys are named: every event binding sends an event its
    /// declaration can make — with the argument it names, or (nil) one the lab takes from the
    /// screen: the app in front for an event about an app, the focused card, the digit typed.
    @Test func eventKeysSendEventsTheirDeclarationsMake() {
        var bound: Set<SystemEvent.Name> = []
        for binding in KeyMap.rows.flatMap(\.bindings) {
            guard case .event(let name, let argument) = binding.command else { continue }
            bound.insert(name)
            if let argument {
                #expect(SystemEvent(name, argument) != nil, "\(name) \(argument)")
            } else {
                let parameter = name.declaration.parameter
                #expect(
                    parameter == .app || [.kill, .type].contains(name),
                    "\(name) takes no argument from the screen")
            }
        }
        #expect(
            bound.isSuperset(of: [.home, .switcher, .call, .faceID, .lock, .alert, .present, .swipeDown]))
    }

    /// Clicks land on the layout of the frame size last drawn, worked out again from it.
    @Test func hitRegionsComeFromTheLayout() {
        let lab = Fixtures.lab(app: nil)
        let size = Size(width: 120, height: 40)
        let regions = lab.hitRegions(size: size)
        // The home screen's icons and the scene rows are there before any frame is drawn.
        #expect(regions.contains { $0.1 == .screen(.icon("Bank")) })
        #expect(regions.contains { $0.1 == .scene(SceneID(app: "Bank", index: 1)) })
        let before = regions.map(\.0)
        _ = lab.render(size: size)
        _ = lab.render(size: size)
        #expect(lab.hitRegions(size: size).map(\.0) == before)
        #expect(lab.hitRegions(size: Size(width: 10, height: 5)).isEmpty)
    }

    /// With a call banner up, the hint line leads with what answers it and offers no second
    /// interruption; the answered call's screen says how to end it. The keys do what they say.
    @Test func interruptionsLeadTheHintsWithWhatAnswersThem() {
        let lab = Fixtures.lab()
        lab.run(1)
        func hints() -> String { lab.render(size: Size(width: 120, height: 40)).lines.last ?? "" }
        #expect(hints().contains("i call"))
        #expect(lab.handle(.character("i")))
        #expect(hints().hasPrefix(String(repeating: " ", count: 36) + "Enter answer  Esc decline  h home"))
        #expect(!hints().contains("i call") && !hints().contains("Face ID"))
        #expect(lab.handle(.enter))
        lab.run(1)
        #expect(lab.world.screen == .call)
        #expect(hints().contains("Esc end call") && !hints().contains("i call"))
        #expect(lab.handle(.escape))
        lab.run(1)
        #expect(lab.world.screen == .app)
        #expect(lab.handle(.character("f")))
        #expect(hints().contains("Esc f dismiss prompt") && !hints().contains("i call"))
        #expect(lab.handle(.escape))
        #expect(lab.world.interruption == nil)
    }
}
