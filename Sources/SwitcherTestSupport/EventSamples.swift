import SwitcherCore

/// Every event the compiler knows, with generated arguments: the round trips of the event
/// language walk these rather than a list kept by hand: every declared kind
/// (`SystemEvent.declarations`), and the switch over parameters is exhaustive, so a new
/// parameter does not compile until it has samples.
public enum EventSamples {
    /// Arguments of a parameter's kind, naming `apps` (at least one).
    public static func arguments(_ parameter: SystemEvent.Parameter, apps: [String]) -> [SystemEvent.Argument]
    {
        switch parameter {
        case .none: return [.none]
        case .app: return apps.map { .app($0) }
        case .scene:
            return apps.map { .scene(SceneReference(app: $0)) } + [
                .scene(SceneReference(app: apps[0], index: 2))
            ]
        case .direction: return SwitchDirection.allCases.map { .direction($0) }
        case .sheet: return Sheet.allCases.map { .sheet($0) }
        case .text: return [.text("1234"), .text("12 34"), .text("x")]
        case .offset: return [.offset(0), .offset(1), .offset(-2), .offset(99), .offset(-99)]
        case .strategy: return Strategies.ids.map { .strategy($0) }
        }
    }

    /// Every kind of event with each of its sample arguments.
    public static func events(apps: [String]) -> [SystemEvent] {
        SystemEvent.Name.allCases.flatMap { name in
            arguments(name.declaration.parameter, apps: apps).map { argument in
                guard let event = SystemEvent(name, argument) else {
                    preconditionFailure("\(name) does not take \(argument)")
                }
                // The case a declaration makes is its own kind's.
                precondition(event.name == name && event.argument == argument, "\(name) makes \(event)")
                return event
            }
        }
    }

    /// A device and lifecycle that have `event`, or nil when none has.
    public static func home(of event: SystemEvent) -> (DeviceKind, LifecycleStyle)? {
        for device in DeviceKind.allCases {
            for lifecycle in device.profile.lifecycles
            where event.unavailability(on: device, lifecycle: lifecycle) == nil {
                return (device, lifecycle)
            }
        }
        return nil
    }

    /// Strategy configurations that differ from the default in each of the strategy's
    /// settings, by each sample value (`SettingSamples`), and one in all of them.
    public static var strategyConfigurations: [StrategyConfiguration] {
        SettingSamples.lab.filter { $0.name.part == .strategy }.map { setting in
            var configuration = LabConfiguration(app: nil)
            setting.apply(to: &configuration)
            return configuration.strategy
        } + [
            StrategyConfiguration(
                id: "lock-screen", trigger: .background, host: .sceneDelegate, fade: 1.25, pin: "4321",
                presentation: .fullScreen)
        ]
    }
}
