/// Why the live loop ended.
public enum LiveExit: Equatable, Sendable {
    /// The session asked to quit (its `handle` returned false).
    case quit
    /// A signal that ends the program arrived (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1,
    /// SIGALRM, …); the terminal has been restored. Conventionally the process exits with
    /// 128 + the signal number.
    case signal(Int32)

    /// The conventional process exit status for this ending.
    public var exitStatus: Int32 {
        switch self {
        case .quit: return 0
        case .signal(let number): return 128 + number
        }
    }
}
