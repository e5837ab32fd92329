/// Why the live terminal could not start. The description is one line for the caller to
/// print; the exit code is 2 (bad usage or environment), as for the rest of the CLI.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    case notATerminal(stream: String)
    case unknownTerminal(type: String)
    case noTerminalType
    case cannotAddressCursor(type: String)

    public var description: String {
        switch self {
        case .notATerminal(let stream):
            return "\(stream) is not a terminal (the live mode needs an interactive terminal)"
        case .unknownTerminal(let type):
            return "unknown terminal type '\(type)' (set TERM, e.g. TERM=xterm-256color)"
        case .noTerminalType:
            return "TERM is not set (set TERM, e.g. TERM=xterm-256color)"
        case .cannotAddressCursor(let type):
            return "terminal type '\(type)' cannot move the cursor (set TERM, e.g. TERM=xterm-256color)"
        }
    }

    public var exitCode: Int32 { 2 }
}
