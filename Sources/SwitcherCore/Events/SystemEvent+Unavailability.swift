/// Why a device has no such event, spelled by whoever reads it (`message(in:)`).
public struct Unavailability: Hashable, Sendable {
    public let event: SystemEvent.Name
    public let device: DeviceKind
    public let requirement: SystemEvent.Requirement

    /// `DoublePress Home needs a Home button (Set Device iphone-home); on iphone use SwipeUp
    /// Hold` in a tape; `double-home needs … (--device iphone-home); on iphone use
    /// swipe-up-hold` in the timeline; plain words in the lab.
    public func message(in language: SystemEvent.EventLanguage) -> String {
        let name = event.declaration.spelled(in: language)
        let own = device.switcherEvent.declaration.spelled(in: language)
        func devices(_ fact: (DeviceProfile) -> Bool) -> [String] { DeviceProfile.names(where: fact) }
        func setDevice(_ names: [String]) -> String {
            let list = names.joined(separator: ", ")
            switch language {
            case .tape: return "Set \(LabSetting.Name.device.rawValue) \(list)"
            case .timeline: return "--device \(list)"
            case .plain: return list
            }
        }
        switch requirement {
        case .homeButton:
            return
                "\(name) needs a Home button (\(setDevice(devices { $0.hasHomeButton }))); on \(device) use \(own)"
        case .ownSwitcherGesture:
            let swiping = devices { $0.switcherEvent == .swipeUpHold }.joined(separator: " and ")
            return "\(name) is the switcher gesture of \(swiping); on \(device) use \(own)"
        case .recentsButton:
            return "\(name) is Android's button; on \(device) use \(own)"
        case .fastAppSwitch:
            let switching = devices { $0.hasFastAppSwitch }.joined(separator: ", ")
            return "\(name) needs the fast app-switch gesture (\(switching)), not \(device)"
        case .biometric:
            return "\(name) is an iOS prompt, not on \(device)"
        case .iOS(let what):
            return "\(name) \(what), not on \(device)"
        case .iPadWindows:
            let lifecycle =
                switch language {
                case .tape: LabSetting.lifecycle(.scene).setLine
                case .timeline: "--lifecycle scene"
                case .plain: "scene lifecycle"
                }
            return
                "\(name) needs iPad windows (\(setDevice(devices { $0.supportsMultipleScenes })), \(lifecycle))"
        }
    }
}
