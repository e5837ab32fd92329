import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherUI

/// `--compare ID,ID,…` and `--compare-devices DEVICE,DEVICE,…`, as `render`, `record`, `play`
/// and `check` take them: the tape's own `Set Compare` lines, given on the command line
/// (which wins).
struct CompareOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Run each tape once per strategy, side by side (2 to \(CompareView.maximumColumns) ids, comma-separated; id@host places one's code).",
            valueName: "ids"))
    var compare: String?

    @Option(
        help: ArgumentHelp(
            "Run each tape once per device, side by side (\(DeviceKind.allCases.map(\.rawValue).joined(separator: ", "))).",
            valueName: "devices"))
    var compareDevices: String?

    /// The strategy ids of `--compare`, checked; a usage error naming the bad one and the
    /// valid ones.
    static func strategies(_ text: String, flag: String = "--compare", fewest: Int = 2) throws -> [String] {
        try names(text, known: Strategies.ids, kind: "strategy", flag: flag, fewest: fewest)
    }

    static func devices(_ text: String, flag: String = "--compare-devices") throws -> [DeviceKind] {
        try names(text, known: DeviceKind.allCases.map(\.rawValue), kind: "device", flag: flag)
            .compactMap(DeviceKind.init(rawValue:))
    }

    private static func names(_ text: String, known: [String], kind: String, flag: String, fewest: Int = 2)
        throws -> [String]
    {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if let problem = TapeParser.compareProblem(names, known: known, kind: kind, fewest: fewest) {
            throw usage("\(flag): \(problem)")
        }
        return names
    }

    /// The comparison the options ask for, checked: what it sets in a tape.
    func resolved() throws -> (inout TapeSettings) -> Void {
        let strategies = try compare.map { try Self.strategies($0) }
        let devices = try compareDevices.map { try Self.devices($0) }
        return { settings in
            if let strategies { settings.compare = strategies }
            if let devices { settings.compareDevices = devices }
        }
    }

    /// `tape` with the comparison the options ask for.
    func applied(to tape: Tape) throws -> Tape {
        guard compare != nil || compareDevices != nil else { return tape }
        return tape.with(try resolved())
    }
}

extension Tape {
    /// The tape with its settings changed by `change`.
    func with(_ change: (inout TapeSettings) -> Void) -> Tape {
        var settings = self.settings
        change(&settings)
        return Tape(file: file, settings: settings, steps: steps)
    }

    /// The run of the tape; a tape that cannot run (`Expect In` without columns, an event a
    /// compared device has not) prints `file:line: message` and exits 2.
    func checkedRun(catalog: AssetCatalog) throws -> any TapeRun {
        do {
            return try run(catalog: catalog)
        } catch {
            throw TapeSupport.report(error)
        }
    }
}
