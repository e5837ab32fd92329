import SwitcherUI

/// The live terminal that the interactive lab and `play` run in. The `switcherlab` program
/// sets it to its curses loop before anything runs; `switcherlab-ci`, which links no curses,
/// leaves it unset, and a command that needs it says so.
public enum LiveTerminal {
    /// Runs a session live until it quits or a signal ends it; throws `LiveTerminalError`
    /// when there is no usable terminal (not a TTY, `TERM` unset or unknown).
    public typealias Runner = (_ session: LiveSession, _ sinks: [any FrameSink]) throws -> LiveExit

    /// Set once, by the program's entry point, before the command line is parsed.
    nonisolated(unsafe) public static var runner: Runner?

    static func run(_ session: LiveSession, sinks: [any FrameSink] = []) throws -> LiveExit {
        guard let runner else {
            throw usage("the live lab needs a terminal: run it with switcherlab, not switcherlab-ci")
        }
        do {
            return try runner(session, sinks)
        } catch let error as LiveTerminalError {
            throw usage(error.description)
        }
    }
}

/// Why the live terminal could not start, in words for standard error.
public struct LiveTerminalError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
