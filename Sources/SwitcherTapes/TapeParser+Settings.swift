import SwitcherCore
import SwitcherUI

/// `Set` lines: before the first event they configure the lab; after it, the ones that can
/// change a running lab become steps. Each setting is declared once, the lab's in
/// `LabSetting`, the recording's in `RecordingSetting`; this reads a line with them.
extension TapeParser {
    /// Every setting's tape name, the lab's first.
    static let settingNames =
        LabSetting.Name.allCases.map(\.rawValue) + RecordingSetting.Name.allCases.map(\.rawValue)

    func set(_ arguments: [TapeToken], line: Int, state: inout ParseState) throws(LineProblem) {
        guard case .word(let name)? = arguments.first else {
            throw LineProblem("Set needs a setting (\(Self.settingNames.joined(separator: ", ")))")
        }
        let values = Array(arguments.dropFirst())
        /// Whether the lab runs already; a setting it cannot take then is refused.
        func running(_ allowed: Bool) throws(LineProblem) -> Bool {
            guard let first = state.firstEventLine else { return false }
            guard allowed else {
                throw LineProblem("Set \(name) must come before the first event (line \(first))")
            }
            return true
        }
        if let lab = LabSetting.Name(rawValue: name) {
            let words = values.compactMap { if case .word(let word) = $0 { word } else { nil } }
            guard words.count == values.count else { throw LineProblem("expected \(lab.usage)") }
            let setting: LabSetting
            do {
                setting = try LabSetting(lab, words: words, strategyIDs: strategyIDs)
            } catch {
                throw LineProblem(error.description)
            }
            if try running(lab.running) {
                state.steps.append(TapeStep(line: line, action: .set(setting)))
            } else {
                setting.apply(to: &state.settings.lab)
            }
        } else if let recording = RecordingSetting.Name(rawValue: name) {
            let setting = try RecordingSetting(recording, values, strategyIDs: strategyIDs)
            // Never running: after the first event this throws.
            _ = try running(recording.running)
            setting.apply(to: &state.settings)
        } else {
            throw LineProblem(
                "unknown setting '\(name)' (expected \(Self.settingNames.joined(separator: ", ")))")
        }
    }

    /// The names of `Set Compare a, b, c` (commas, spaces or both between them): each known,
    /// none twice, at least two and at most `CompareView.maximumColumns`.
    static func compareList(_ values: [TapeToken], usage: String, known: [String], kind: String)
        throws(LineProblem) -> [String]
    {
        var names: [String] = []
        for value in values {
            guard case .word(let text) = value else { throw LineProblem("expected \(usage)") }
            names += text.split(separator: ",").map(String.init)
        }
        if let problem = compareProblem(names, known: known, kind: kind) {
            throw LineProblem(
                names.count < 2 && problem.hasPrefix("at least") ? "expected \(usage): \(problem)" : problem)
        }
        return names
    }

    /// What is wrong with the names a comparison lists (`Set Compare`, `--compare`), naming the
    /// first bad one and the valid ones; nil when they are fine: each known, none twice, at
    /// least two and at most `CompareView.maximumColumns`.
    public static func compareProblem(_ names: [String], known: [String], kind: String, fewest: Int = 2)
        -> String?
    {
        let limit = CompareView.maximumColumns
        let plural = kind == "device" ? "devices" : "strategies"
        for (index, name) in names.enumerated() {
            // A strategy may name the host its code lives in: `hide-window@scene-delegate`.
            let (id, host) = kind == "strategy" ? CompareColumn.strategy(name) : (name, nil)
            guard known.contains(id) else {
                return "unknown \(kind) '\(id)' (expected one of \(known.joined(separator: ", ")))"
            }
            if let host, let problem = hostProblem(id: id, host: host) { return problem }
            if names[..<index].contains(name) { return "\(name) is listed twice" }
        }
        guard names.count >= fewest else { return "at least two \(plural) to compare" }
        guard names.count <= limit else { return "\(names.count) \(plural) to compare, more than \(limit)" }
        return nil
    }

    /// What is wrong with `id@host` in a comparison: a host that is none, or one the
    /// strategy's code cannot live in; nil when it can.
    static func hostProblem(id: String, host text: String) -> String? {
        guard let host = StrategyHost(rawValue: text) else {
            let hosts = StrategyHost.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown host '\(text)' in '\(id)@\(text)' (expected \(hosts))"
        }
        guard let info = Strategies.info(id), !info.hosts.isEmpty else {
            return "\(id) has no iOS code to place in \(host)"
        }
        guard info.hosts.contains(host) else {
            return
                "\(id)'s code cannot live in \(host) (expected \(info.hosts.map(\.rawValue).joined(separator: ", ")))"
        }
        return nil
    }
}
