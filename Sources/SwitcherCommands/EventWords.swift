import SwitcherCore
import SwitcherTapes

/// The events `timeline` and `compare` run, as words: `home`, `launch:bank`, `sleep:500ms`.
enum EventWords {
    /// A word of the command line: an event, or `sleep:DURATION`.
    enum Step {
        case event(SystemEvent)
        case sleep(Interval)
    }

    /// The step `word` spells (`compare` reads its words the same way); the device's rules
    /// are the caller's to check.
    static func step(_ word: String, device: DeviceKind, catalog: AssetCatalog) throws(EventWordError) -> Step
    {
        if word.hasPrefix("sleep:") {
            guard let interval = Tape.duration(String(word.dropFirst("sleep:".count))) else {
                throw EventWordError(
                    Interval.writtenProblem(String(word.dropFirst("sleep:".count)))
                        + " (e.g. sleep:500ms, sleep:1.5s)")
            }
            return .sleep(interval)
        }
        return .event(
            try SystemEvent(timelineWord: word, device: device, catalog: catalog, strategyIDs: Strategies.ids)
        )
    }
}
