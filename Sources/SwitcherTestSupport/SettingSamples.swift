import SwitcherCore

/// Every setting of the lab the compiler knows, with generated values: the round trips of
/// `Set` lines walk these rather than a list kept by hand. The switch is exhaustive, so a new
/// setting does not compile until it has samples.
public enum SettingSamples {
    /// Values of a setting: every value of an enumerated one, the edges and a few between of
    /// a measured one.
    public static func values(_ name: LabSetting.Name) -> [LabSetting] {
        let durations = [
            Interval.zero, Interval(microseconds: 1), .milliseconds(250), .milliseconds(1200),
            .seconds(1.0005),
        ]
        switch name {
        case .device: return DeviceKind.allCases.map { .device($0) }
        case .lifecycle: return LifecycleStyle.allCases.map { .lifecycle($0) }
        case .ios: return IOSVersion.released.compactMap(IOSVersion.init).map { .ios($0) }
        case .androidAPI:
            return AndroidAPILevel.supported.compactMap(AndroidAPILevel.init).map { .androidAPI($0) }
        case .androidNav: return AndroidNavigation.allCases.map { .androidNav($0) }
        case .strategy: return Strategies.ids.map { .strategy($0) }
        case .trigger: return StrategyTrigger.allCases.map { .trigger($0) }
        case .host: return StrategyHost.allCases.map { .host($0) }
        case .presentation: return ModalPresentation.allCases.map { .presentation($0) }
        case .form: return StrategyForm.allCases.map { .form($0) }
        case .fade: return (durations + [.seconds(10)]).map { .fade($0) }
        case .pin: return ["0", "0000", "4321", "123456789012"].map { .pin($0) }
        case .timing:
            return SystemTimings.parameters.flatMap { parameter in
                (durations + [.longestWritten]).map { .timing(name: parameter.name, $0) }
            }
        case .timeScale: return [0.01, 0.25, 1, 2.5, 100].map { .timeScale($0) }
        case .assume: return [.assume([]), .assume(Set(ModelAssumption.allCases))]
        case .legibleContrast: return [1, 1.25, 1.5, 4.5, 21].map { .legibleContrast($0) }
        case .reduceTransparency: return [.reduceTransparency(true), .reduceTransparency(false)]
        }
    }

    /// Every setting with each of its sample values.
    public static var lab: [LabSetting] { LabSetting.Name.allCases.flatMap(values) }

    /// Configurations that differ from the default by one sample setting each, and one that
    /// differs in every setting at once.
    public static var configurations: [LabConfiguration] {
        var all = LabConfiguration(app: nil)
        var each: [LabConfiguration] = []
        for setting in lab {
            var configuration = LabConfiguration(app: nil)
            setting.apply(to: &configuration)
            each.append(configuration)
            setting.apply(to: &all)
        }
        return each + [all]
    }
}
