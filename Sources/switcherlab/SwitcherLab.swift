import ArgumentParser
import Foundation

/// The `switcherlab` command.
@main
struct SwitcherLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "switcherlab",
        abstract:
            "Watch an app's App Switcher snapshot being captured, or obscured, by each privacy strategy.",
        subcommands: [
            Interactive.self, Timeline.self, StrategiesCommand.self, AuditCommand.self, Play.self,
            Record.self,
            Render.self, Check.self,
        ],
        defaultSubcommand: Interactive.self)

    /// Bad usage exits 2 (DESIGN §7), not the parser's usual 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }
}
