import SwitcherCore

extension Lab {
    /// Whether a key's command runs in a column of a comparison (`isComparisonColumn`), where
    /// only the devices are drawn: what acts on the device, the clock or the session runs as
    /// in the lab; what opens an overlay, turns a panel page, changes the strategy or device,
    /// or aims a click at the lab's own layout does nothing, as nothing of it would show (and a
    /// strategy change would end the comparison).
    static func runsCompared(_ command: LabCommand) -> Bool {
        switch command {
        case .event, .quit, .back, .enter, .moveIcon, .launchIcon, .speed, .togglePause, .step:
            return true
        default: return false
        }
    }
}
