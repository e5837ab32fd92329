import CNcursesw

/// Signals while the live terminal is up. Every signal that would end the program (Ctrl-C,
/// SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGALRM, …) only sets a flag in a C handler; the run
/// loop sees it because the handler has no SA_RESTART, so a blocked read returns, and
/// leaves with the terminal restored. SIGPIPE is ignored meanwhile; SIGWINCH resizes curses
/// at the next read. Curses is never called from a handler. Crash signals restore the
/// terminal with async-signal-safe calls, then carry on as before. The lists, which differ
/// between Linux and macOS, are in the C shim.
enum TerminalSignals {
    /// Installs the flag handlers. Done before `newterm`, which then leaves the signals alone
    /// (it installs its own only over the default action).
    static func watchTerminating() {
        switcher_watch_terminating_signals()
    }

    static func unwatchTerminating() {
        switcher_unwatch_terminating_signals()
    }

    /// The terminal modes to restore on a crash, the reset sequences for this terminal,
    /// the crash handlers and an exit hook. Call right after `newterm`.
    static func guardCrashes() {
        switcher_guard_crashes()
    }

    static func unguardCrashes() {
        switcher_unguard_crashes()
    }

    /// The first terminating signal received since the last call, if any.
    static func takePending() -> Int32? {
        let sig = switcher_take_pending_signal()
        return sig == 0 ? nil : sig
    }
}
