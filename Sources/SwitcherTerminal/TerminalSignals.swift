import CNcursesw
import Glibc

/// Signals while the live terminal is up. Terminating signals (Ctrl-C, SIGTERM, SIGHUP,
/// SIGQUIT) only set a flag in a C handler; the run loop sees it because the handler has
/// no SA_RESTART, so a blocked `wget_wch` returns. Curses is never called from a handler.
/// Crash signals restore the terminal with async-signal-safe calls, then carry on as before.
enum TerminalSignals {
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    static let crashes: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// Installs the flag handlers. Done before `newterm`, which then leaves SIGINT and
    /// SIGTERM alone (it installs its own only over the default action).
    static func watchTerminating() {
        switcher_unblock_terminal_signals()
        _ = switcher_take_pending_signal()
        for sig in terminating { _ = switcher_watch_terminating_signal(sig) }
    }

    static func unwatchTerminating() {
        for sig in terminating { switcher_default_signal(sig) }
    }

    /// The terminal modes to restore on a crash, the reset sequences for this terminal,
    /// the crash handlers and an exit hook. Call right after `newterm`.
    static func guardCrashes() {
        switcher_prepare_emergency_restore()
        for sig in crashes { _ = switcher_watch_crash_signal(sig) }
        if !exitHookRegistered {
            _ = switcher_register_endwin_at_exit()
            exitHookRegistered = true
        }
    }

    static func unguardCrashes() {
        for sig in crashes { switcher_unwatch_crash_signal(sig) }
    }

    /// The first terminating signal received since the last call, if any.
    static func takePending() -> Int32? {
        let sig = switcher_take_pending_signal()
        return sig == 0 ? nil : sig
    }

    /// Only touched on the thread that runs curses.
    nonisolated(unsafe) private static var exitHookRegistered = false
}
