import SwitcherCore

extension Lab {
    /// A key for one column of a comparison, where only the devices are drawn: what acts on
    /// the device, the clock or the session runs as in the lab; what opens an overlay, turns a
    /// panel page, changes the strategy or device, or aims a click at the lab's own layout
    /// does nothing, as nothing of it would show (and a strategy change would end the
    /// comparison). False when the key quits.
    public func handleCompared(_ key: Key) -> Bool {
        message = nil
        guard let command = KeyMap.command(for: key, in: keyContext), Self.runsCompared(command) else {
            return true
        }
        return run(command, key: key)
    }

    static func runsCompared(_ command: LabCommand) -> Bool {
        switch command {
        case .event, .quit, .back, .enter, .moveIcon, .launchIcon, .speed, .togglePause, .step:
            return true
        default: return false
        }
    }
}
