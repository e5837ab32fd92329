import ArgumentParser
import SwitcherCore

/// The lab's start as the interactive lab and the timeline take it: the device, the model, the
/// strategy of every scene and the strategies' options.
struct LabStartOptions: ParsableArguments {
    @OptionGroup var platform: DeviceOptions

    @OptionGroup var model: ModelOptions

    @Option(help: "The privacy strategy of every scene at start (see switcherlab strategies).")
    var strategy: StrategyChoice = .none

    @OptionGroup var options: StrategyOptions

    /// The options given that are for one platform's devices.
    var used: [OptionUse?] { platform.used + options.used }
}
