import ArgumentParser
import SwitcherCore

/// `--host`, `--trigger`, `--fade`, `--presentation` and `--form`: the strategy's options, as
/// the lab, the timeline and compare take them (`Set Host`, `Set Trigger`, `Set Fade`,
/// `Set Presentation`, `Set Form` in tapes). Options a strategy does not use are ignored, as in tapes.
struct StrategyOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where the strategy's code lives: app-delegate, scene-delegate or notifications; swiftui-app or swiftui-scene for SwiftUI code (default: where its article put it).",
            valueName: "host"))
    var host: StrategyHost?

    @Option(
        help: ArgumentHelp(
            "When a strategy with a choice puts its cover up: active (willResignActive) or background (didEnterBackground) (default: the strategy's own).",
            valueName: "trigger"))
    var trigger: StrategyTrigger?

    @Option(
        help: ArgumentHelp(
            "How long the strategies that fade take, 0 to 10s, as 300ms or 0.3s (default: the strategy's own, 500ms; visual-effect-blur 300ms).",
            valueName: "duration"))
    var fade: String?

    @Option(
        help: ArgumentHelp(
            "How modal strategies present: automatic (a page sheet, as the articles' code gets) or full-screen.",
            valueName: "style"))
    var presentation: ModalPresentation?

    @Option(
        help: ArgumentHelp(
            "The form of the code of a strategy that has a corrected one (privacy-window, modal-cover, lock-screen, blurred-snapshot, image-overlay): article (as written) or corrected (its production defects mended).",
            valueName: "form"))
    var form: StrategyForm?

    /// The settings the options give, as tapes' `Set` lines give them; the fade read as
    /// tapes read it, or a usage error naming the flag.
    func settings() throws -> [LabSetting] {
        var settings: [LabSetting] = []
        if let host { settings.append(.host(host)) }
        if let trigger { settings.append(.trigger(trigger)) }
        if let fade { settings.append(try Self.fade(fade)) }
        if let presentation { settings.append(.presentation(presentation)) }
        if let form { settings.append(.form(form)) }
        return settings
    }

    /// `--fade`'s value read as the lab and tapes read it (`Set Fade 300ms`, `0.3s`), or a usage
    /// error naming the flag.
    static func fade(_ text: String) throws -> LabSetting {
        do throws(SettingError) {
            return try LabSetting(.fade, words: [text], strategyIDs: [])
        } catch {
            throw usage("\(error) for --fade")
        }
    }

    /// The chosen host, checked against every strategy in `ids` that has iOS code: a usage
    /// error when one's code cannot live there (UIKit code in a SwiftUI host, or the reverse).
    func checkedHost(for ids: [String]) throws -> StrategyHost? {
        guard let chosen = host else { return nil }
        for id in ids {
            guard let info = Strategies.info(id), !info.hosts.isEmpty, !info.hosts.contains(chosen) else {
                continue
            }
            throw usage(
                "\(id)'s code cannot live in \(chosen) for --host (expected "
                    + info.hosts.map(\.rawValue).joined(separator: ", ") + ")")
        }
        return chosen
    }

    /// The options given that are for iOS devices.
    var used: [OptionUse?] {
        [
            OptionUse.iOS("--host").given(host != nil),
            OptionUse.iOS("--presentation").given(presentation != nil),
            OptionUse.iOS("--form").given(form != nil),
        ]
    }

    /// Writes the options into `configuration`, after checking the host against `ids`.
    func apply(to configuration: inout LabConfiguration, strategies ids: [String]) throws {
        _ = try checkedHost(for: ids)
        for setting in try settings() { setting.apply(to: &configuration) }
    }
}
