import SwitcherCore

/// The lab's one key map (ARCHITECTURE §6): key × screen → command. The key handling, the
/// `?` help and the hint line are all read from it.
enum KeyMap {
    private static let everywhere = KeyContext.screens
    private static let notSwitcher = KeyContext.screens.subtracting([.switcher])
    private static let appScreens: Set<KeyContext> = [.app, .call]

    private static func bind(
        _ pattern: KeyPattern, _ command: LabCommand, on contexts: Set<KeyContext> = KeyContext.screens
    ) -> KeyBinding {
        KeyBinding(pattern: pattern, contexts: contexts, command: command)
    }

    private static func key(_ c: Character) -> Key { .character(c) }

    /// A lab key: one character, named by itself, that runs `command` on every screen.
    private static func labKey(_ c: Character, _ help: KeyText, _ command: LabCommand, hints: [KeyHint] = [])
        -> KeyRow
    {
        KeyRow(
            label: String(c), help: help, section: .lab, bindings: [bind(.keys([key(c)]), command)],
            hints: hints)
    }

    /// Keys that send an event that takes no argument, on `contexts`.
    private static func bind(
        _ event: SystemEvent.Name, _ keys: Key..., on contexts: Set<KeyContext> = KeyContext.screens
    ) -> [KeyBinding] {
        keys.map { bind(.keys([$0]), .event(event, SystemEvent.Argument.none), on: contexts) }
    }

    /// Keys that send an event with the argument each names.
    private static func bind(
        _ event: SystemEvent.Name, _ keys: (Key, SystemEvent.Argument)...,
        on contexts: Set<KeyContext> = KeyContext.screens
    ) -> [KeyBinding] {
        keys.map { bind(.keys([$0.0]), .event(event, $0.1), on: contexts) }
    }

    /// Keys that send an event whose argument the lab takes from the screen: the focused card,
    /// the app in front, the digit typed (`LabKeys.keyed`).
    private static func bind(
        _ event: SystemEvent.Name, fromScreen keys: [Key], on contexts: Set<KeyContext> = KeyContext.screens
    ) -> [KeyBinding] {
        keys.map { bind(.keys([$0]), .event(event, nil), on: contexts) }
    }

    static let rows: [KeyRow] = [
        KeyRow(
            label: "h", help: "Home; twice: switcher", section: .device,
            bindings: bind(.home, key("h")),
            hints: [
                KeyHint("h", "home", [.app: 0, .call: 0, .switcher: 4]),
                KeyHint("h h", "switcher", on: appScreens.union([.home]), rank: 1, event: .doubleHome),
            ]),
        KeyRow(
            label: "Tab", help: "switcher / Recents", section: .device,
            bindings: [
                bind(.keys([.tab]), .back, on: [.switcher])
            ] + bind(.switcher, .tab, on: notSwitcher),
            hints: [
                KeyHint("Tab", "back", on: [.switcher], rank: 3),
                KeyHint("Tab", "switcher", on: appScreens.union([.home]), rank: 1, insteadOf: .doubleHome),
            ]),
        KeyRow(
            label: "← →", help: "switcher: move cards", section: .device,
            // Older cards are to the left.
            bindings: bind(.focusCard, (.left, .offset(+1)), (.right, .offset(-1)), on: [.switcher]),
            hints: [KeyHint("←→", "cards", on: [.switcher], rank: 0)]),
        KeyRow(
            label: "Enter", help: "open card, app; answer", section: .device,
            bindings: [bind(.keys([.enter]), .enter)],
            hints: [KeyHint("Enter", "open", on: [.switcher], rank: 1)]),
        KeyRow(
            label: "↑ x", help: "switcher: kill card", section: .device,
            bindings: bind(.kill, fromScreen: [.up, key("x")], on: [.switcher])
                + bind(.kill, fromScreen: [key("x")], on: notSwitcher),
            hints: [KeyHint("↑/x", "kill", on: [.switcher], rank: 2)]),
        KeyRow(
            label: "← → 1-9", help: "home: pick, launch app", section: .device,
            bindings: [
                bind(.keys([.left]), .moveIcon(-1), on: [.home]),
                bind(.keys([.right]), .moveIcon(+1), on: [.home]),
                bind(.digits(0...9), .launchIcon, on: [.home]),
            ],
            hints: [KeyHint("←→ Enter", "launch", on: [.home], rank: 0)]),
        KeyRow(
            label: "[ ]", help: "fast app switch", section: .device,
            bindings: bind(.appSwitch, (key("["), .direction(.right)), (key("]"), .direction(.left)))),
        KeyRow(
            label: "c n", help: "Control, Notification C.", section: .device,
            bindings: bind(
                .pull, (key("c"), .sheet(.controlCenter)), (key("n"), .sheet(.notificationCenter))),
            hints: [KeyHint("c n", "sheets", on: appScreens, rank: 2)]),
        KeyRow(
            label: "i", help: "incoming call", section: .device,
            bindings: bind(.call, key("i")),
            hints: [KeyHint("i", "call", on: [.app], rank: 3, event: .call)]),
        KeyRow(
            label: "f", help: .sensor(then: " prompt"), section: .device,
            bindings: bind(.faceID, key("f")),
            hints: [KeyHint("f", .sensor(then: ""), on: [.app], rank: 4, event: .faceID)]),
        KeyRow(
            label: "Esc", help: "dismiss, back", section: .device, bindings: [bind(.keys([.escape]), .back)],
            hints: [KeyHint("Esc", "end call", on: [.call], rank: 0)]),
        KeyRow(
            label: "l", help: "lock / unlock", section: .device,
            bindings: bind(.lock, key("l")),
            hints: [
                KeyHint("l", "lock", [.app: 5, .call: 5, .home: 2]),
                KeyHint("l/h", "unlock", on: [.locked], rank: 0),
            ]),
        KeyRow(
            label: "w v", help: "iPad: window, split view", section: .device,
            bindings: bind(.newWindow, fromScreen: [key("w")]) + bind(.split, fromScreen: [key("v")])),
        KeyRow(
            label: "! m j", help: "alert, sheet; swipe down", section: .device,
            bindings: bind(.alert, fromScreen: [key("!")], on: [.app])
                + bind(.present, fromScreen: [key("m")], on: [.app])
                + bind(.swipeDown, key("j"))),
        KeyRow(
            label: "0-9", help: "type into the app (PIN)", section: .device,
            bindings: bind(.type, fromScreen: (0...9).map { key(Character("\($0)")) }, on: [.app])),
        KeyRow(
            label: "click", help: "icons, cards, scenes", section: .device, bindings: [bind(.click, .click)]),

        KeyRow(
            label: "↑ ↓", help: "select a scene", section: .lab,
            bindings: [
                bind(.keys([.up]), .selectScene(-1), on: notSwitcher),
                bind(.keys([.down]), .selectScene(+1), on: notSwitcher),
            ]),
        labKey(
            "s", "next strategy", .nextStrategy,
            hints: [KeyHint("s S", "strategy", [.app: 6, .call: 6, .home: 3, .locked: 1])]),
        labKey("S", "strategy picker", .strategyPicker),
        labKey("t", "trigger: active/background", .toggleTrigger),
        labKey("H", "where the code lives", .nextHost),
        labKey("P", "presentation: sheet/full", .nextPresentation),
        labKey("a", "fade duration", .nextFade),
        labKey("d", "next device (restarts)", .nextDevice),
        labKey("L", "lifecycle/nav (restarts)", .toggleLifecycle),
        labKey("o", "OS release (restarts)", .nextIOS),
        KeyRow(
            label: "- +", help: "slower / faster", section: .lab,
            bindings: [bind(.keys([key("-")]), .speed(-1)), bind(.keys([key("+"), key("=")]), .speed(+1))],
            hints: [KeyHint("- +", "speed", on: appScreens, rank: 7)]),
        KeyRow(
            label: "Space", help: "pause / resume", section: .lab,
            bindings: [bind(.keys([key(" ")]), .togglePause)]),
        labKey(".", "step one frame", .step),
        labKey("p", "next panel page", .nextPage),
        labKey(
            "I", "inspect a snapshot 1:1", .inspect,
            hints: [KeyHint("I", "inspect", on: [.switcher], rank: 5)]),
        labKey("C", "the strategy's code", .showCode),
        labKey(
            "G", "gallery: every strategy", .gallery,
            hints: [KeyHint("G", "gallery", [.app: 9, .call: 9, .home: 5, .locked: 3, .switcher: 7])]),
        labKey(
            "z", "presenter layout / the lab", .togglePresenter,
            hints: [KeyHint("z", "present", [.app: 8, .call: 8, .home: 4, .locked: 2, .switcher: 6])]),
        labKey(
            "?", "this help", .showHelp,
            hints: [KeyHint("?", "help", on: everywhere, rank: 100, pinned: true)]),
        labKey("q", "quit", .quit, hints: [KeyHint("q", "quit", on: everywhere, rank: 101, pinned: true)]),

        // The overlays' own keys.
        KeyRow(
            label: "any key", help: "closes help", section: nil,
            bindings: [bind(.any, .closeHelp, on: [.help])],
            hints: [KeyHint("any key", "closes help", on: [.help], rank: 0)]),
        KeyRow(
            label: "any key", help: "closes the inspector", section: nil,
            bindings: [bind(.any, .closeInspect, on: [.inspect])],
            hints: [KeyHint("any key", "closes", on: [.inspect], rank: 0)]),
        KeyRow(
            label: "↑↓ PgUp PgDn", help: "scroll the code", section: nil,
            bindings: [
                bind(.keys([.up]), .scrollCode(lines: -1), on: [.code]),
                bind(.keys([.down]), .scrollCode(lines: +1), on: [.code]),
                bind(.keys([.pageUp]), .scrollCodePage(-1), on: [.code]),
                bind(.keys([.pageDown]), .scrollCodePage(+1), on: [.code]),
                bind(.keys([.escape, key("C")]), .closeCode, on: [.code]),
            ],
            hints: [
                KeyHint("↑↓ PgUp PgDn", "scroll", on: [.code], rank: 0),
                KeyHint("Esc/C", "close", on: [.code], rank: 1),
            ]),
        KeyRow(
            label: "type", help: "filter", section: nil,
            bindings: [
                bind(.keys([.escape]), .pickerCancel, on: [.picker]),
                bind(.keys([.enter]), .pickerApply, on: [.picker]),
                bind(.keys([.up]), .pickerMove(-1), on: [.picker]),
                bind(.keys([.down]), .pickerMove(+1), on: [.picker]),
                bind(.keys([.tab]), .pickerScope, on: [.picker]),
                bind(.keys([.backspace]), .pickerErase, on: [.picker]),
                bind(.character, .pickerFilter, on: [.picker]),
            ],
            hints: [
                KeyHint("type", "filter", on: [.picker], rank: 0),
                KeyHint("↑↓", "move", on: [.picker], rank: 1),
                KeyHint("Tab", "scope", on: [.picker], rank: 2),
                KeyHint("Enter", "apply", on: [.picker], rank: 3),
                KeyHint("Esc", "cancel", on: [.picker], rank: 4),
            ]),
        KeyRow(
            label: "Enter", help: "adopt", section: nil,
            bindings: [
                bind(.keys([.left, .backTab]), .galleryMove(-1), on: [.gallery]),
                bind(.keys([.right, .tab]), .galleryMove(+1), on: [.gallery]),
                bind(.keys([.up]), .galleryRow(-1), on: [.gallery]),
                bind(.keys([.down]), .galleryRow(+1), on: [.gallery]),
                bind(.keys([.enter]), .galleryAdopt, on: [.gallery]),
                bind(.keys([.escape, key("G")]), .galleryClose, on: [.gallery]),
            ],
            hints: [
                KeyHint("←↑↓→ Tab", "move", on: [.gallery], rank: 0),
                KeyHint("Enter", "adopt", on: [.gallery], rank: 1),
                KeyHint("Esc", "close", on: [.gallery], rank: 2),
            ]),
    ]

    /// The command `key` means in `context`, if any: the first binding that takes it.
    static func command(for key: Key, in context: KeyContext) -> LabCommand? {
        for row in rows {
            for binding in row.bindings
            where binding.contexts.contains(context) && binding.pattern.matches(key) {
                return binding.command
            }
        }
        return nil
    }

    /// The help's sections, in order, with their rows.
    static var sections: [(title: String, rows: [KeyRow])] {
        KeyRow.Section.allCases.map { section in (section.rawValue, rows.filter { $0.section == section }) }
    }

    /// The hints for `context` on `device`, ranked, pinned ones last.
    static func hints(
        in context: KeyContext, device: DeviceKind, lifecycle: LifecycleStyle,
        interruption: Interruption? = nil
    ) -> (items: [KeyHint], pinned: [KeyHint]) {
        var all = rows.flatMap(\.hints).filter { $0.isAvailable(on: device, lifecycle: lifecycle) }
            .compactMap { hint in hint.ranks[context].map { (hint, $0) } }
            .sorted { $0.1 < $1.1 }.map(\.0)
        // With a call banner or a Face ID prompt up, what answers it comes first, and a
        // second interruption (which the system would refuse) is not offered.
        if let interruption, context == .app || context == .home {
            all.removeAll { $0.event == .call || $0.event == .faceID || $0.event == .systemAlert }
            all.insert(contentsOf: Self.answering(interruption), at: 0)
        }
        return (all.filter { !$0.pinned }, all.filter(\.pinned))
    }

    /// The keys that answer an interruption: Enter answers a call and Esc declines it; Esc
    /// (or f again) dismisses the Face ID prompt.
    static func answering(_ interruption: Interruption) -> [KeyHint] {
        switch interruption {
        case .call: return [KeyHint("Enter", "answer", [:]), KeyHint("Esc", "decline", [:])]
        case .faceID: return [KeyHint("Esc f", "dismiss prompt", [:])]
        case .systemAlert: return [KeyHint("Esc", "answer alert", [:])]
        }
    }
}
