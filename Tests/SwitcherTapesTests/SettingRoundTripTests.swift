import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import Testing

/// Every `Set` line the compiler knows, with generated values (`SettingSamples` for the
/// lab's, `recordingSamples` for the recording's): value → `Set` line → parse → the same
/// value, and the lines the lab writes for a configuration read back as it.
@Suite struct SettingRoundTripTests {
    /// Values of a recording's setting; exhaustive, so a new one needs samples to compile.
    static func recordingSamples(_ name: RecordingSetting.Name) -> [RecordingSetting] {
        switch name {
        case .size:
            return [Size(width: 10, height: 5), Size(width: 120, height: 40), Size(width: 500, height: 200)]
                .map {
                    .size($0)
                }
        case .frameRate: return [1, 30, 60].map { .frameRate($0) }
        case .title: return ["Demo #1", "", "Zürich, 5 × 5"].map { .title($0) }
        case .loop: return [true, false].map { .loop($0) }
        case .theme: return TapeTheme.allCases.map { .theme($0) }
        case .compare:
            return [Array(Strategies.ids.prefix(2)), Array(Strategies.ids.suffix(6))].map { .compare($0) }
        case .compareDevices: return [DeviceKind.allCases, [.android, .iphone]].map { .compareDevices($0) }
        case .hints: return [true, false].map { .hints($0) }
        }
    }

    static let recording = RecordingSetting.Name.allCases.flatMap(recordingSamples)

    /// Before the first event a lab setting configures the lab; after it, one a running lab
    /// takes is a step with the same value, and the others are refused.
    @Test(arguments: SettingSamples.lab)
    func aLabSettingReadsBack(_ setting: LabSetting) throws {
        var expected = TapeSettings()
        setting.apply(to: &expected.lab)
        #expect(try parse(setting.setLine).settings == expected, "\(setting.setLine)")
        let running = "Sleep 1s\n" + setting.setLine
        if setting.name.running {
            #expect(try parse(running).steps.last?.action == .set(setting), "\(setting.setLine)")
        } else {
            let error = try #require(parseError(running))
            #expect(error.message == "Set \(setting.name.rawValue) must come before the first event (line 1)")
        }
    }

    /// A recording's setting sets its field before the first event and is refused after it.
    @Test(arguments: recording)
    func aRecordingSettingReadsBack(_ setting: RecordingSetting) throws {
        var expected = TapeSettings()
        setting.apply(to: &expected)
        #expect(try parse(setting.setLine).settings == expected, "\(setting.setLine)")
        #expect(!setting.name.running)
        let error = try #require(parseError("Sleep 1s\n" + setting.setLine))
        #expect(error.message == "Set \(setting.name.rawValue) must come before the first event (line 1)")
    }

    /// The `Set` lines that make a configuration (`LabConfiguration.settings`) read back as it.
    @Test(arguments: SettingSamples.configurations)
    func aConfigurationReadsBackFromItsSetLines(_ configuration: LabConfiguration) throws {
        let lines = configuration.settings.map(\.setLine)
        #expect(try parse(lines.joined(separator: "\n")).settings.lab == configuration, "\(lines)")
    }

    /// The default configuration needs no line, and a setting at its default writes none.
    @Test func theDefaultsWriteNothing() {
        #expect(LabConfiguration(app: nil).settings.isEmpty)
        #expect(LabSetting.settings(of: StrategyConfiguration()).map(\.setLine) == ["Set Strategy none"])
    }

    /// A name that is no setting is refused with every setting's name.
    @Test func anUnknownSettingListsThemAll() throws {
        let error = try #require(parseError("Set Colour red"))
        let names = LabSetting.Name.allCases.map(\.rawValue) + RecordingSetting.Name.allCases.map(\.rawValue)
        #expect(error.message == "unknown setting 'Colour' (expected \(names.joined(separator: ", ")))")
    }
}
