import ArgumentParser
import SwitcherCore

/// `--assume` and `--legible-contrast`: the model's reported readings and its measure, as the
/// audit, the timeline and the lab take them (`Set Assume`, `Set LegibleContrast` in tapes).
struct ModelOptions: ParsableArguments {
    @Option(
        name: .customLong("assume"),
        help: ArgumentHelp(
            "Take a reported reading of the platform instead of the documented one (repeatable): "
                + ModelAssumption.allCases.map { "\($0.rawValue) (\($0.help))" }.joined(separator: ", ")
                + ".",
            valueName: "assumption"))
    var assumptions: [ModelAssumption] = []

    @Option(
        name: .customLong("legible-contrast"),
        help: ArgumentHelp(
            "The contrast ratio (WCAG, 1 to 21) at which a sensitive glyph counts as legible"
                + " (default \(LabSetting.decimal(Legibility.defaultContrast))).",
            valueName: "ratio"))
    var legibleContrast: String?

    @Flag(
        name: .customLong("reduce-transparency"),
        help: "Turn the device's Reduce Transparency on: blur materials are drawn opaque.")
    var reduceTransparency = false

    /// The assumptions and legibility named, or a usage error naming the flag.
    func resolved() throws -> (assumptions: Set<ModelAssumption>, legibility: Legibility) {
        var chosen: Set<ModelAssumption> = []
        for assumption in assumptions {
            guard chosen.insert(assumption).inserted else {
                throw usage("--assume \(assumption.rawValue) given twice")
            }
        }
        var legibility = Legibility.default
        if let legibleContrast {
            do throws(SettingError) {
                legibility.minimumContrast = try LabSetting.contrast(legibleContrast)
            } catch {
                throw usage("\(error) for --legible-contrast")
            }
        }
        return (chosen, legibility)
    }

    /// Writes them into a world's settings: a lab's, or every run's of an audit.
    func apply(to settings: inout WorldSettings) throws {
        (settings.assumptions, settings.legibility) = try resolved()
        settings.reduceTransparency = reduceTransparency
    }
}
