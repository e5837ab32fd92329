import ArgumentParser
import CHeadlessSignals
import Foundation

/// Ctrl-C, SIGTERM, SIGHUP and SIGQUIT, from the first instant of the program to the last.
///
/// The handler is C's (CHeadlessSignals), put in as the program is loaded — on Linux from the
/// executable's pre-initialisation, before Swift's runtime looks for handlers, elsewhere from a
/// constructor — so a signal in the first instant is never lost, nor taken by the runtime's
/// backtracer (SIGQUIT); the crash signals get the default action there too unless a developer
/// asked for reports. `install()`, first thing in `main`, puts them in again.
/// Each watched signal gets it unless the shell set it to be ignored (`nohup`, a background
/// job). The program ends with 128 + the signal's number, as the live program does, with no
/// report. While a headless command (`record`, `render --frames`, `render -o`) writes its
/// output it calls `watch()`: the handler then only notes the signal; the command sees the
/// note between frames — and while agg or ffmpeg runs, which are stopped — drops its
/// temporary files and exits with that status. The handler has no SA_RESTART, so a write
/// blocked on a FIFO returns and the note is seen there too (`OutputTarget`'s `stopping`).
/// Outside `watch()` the handler ends the process at once (`_exit`): nothing is being written
/// then.
///
/// The live lab puts its own handlers over these while the terminal is up, and gives them
/// back after.
enum HeadlessSignals {
    static let watched: [Int32] = [SIGQUIT, SIGINT, SIGTERM, SIGHUP]

    /// The signals that report a crash (a fault, a Swift trap, abort), which Swift's runtime
    /// gives to its backtracer.
    static let crashes: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// Installs the handler of the watched signals that are not ignored, and unblocks them.
    /// Crash reports are for developers: unless `SWITCHERLAB_BACKTRACE=1` (or Swift's own
    /// `SWIFT_BACKTRACE`) is set, a crash gets the default action (the runtime's one-line
    /// message, then the signal) instead of the backtracer's report.
    static func install(environment: [String: String] = ProcessInfo.processInfo.environment) {
        switcher_headless_install()
        if !reportsCrashes(environment: environment) {
            for sig in crashes { signal(sig, SIG_DFL) }
        }
    }

    /// Whether a crash keeps the runtime's report: a developer asked for it.
    static func reportsCrashes(environment: [String: String]) -> Bool {
        environment["SWITCHERLAB_BACKTRACE"] == "1" || environment["SWIFT_BACKTRACE"] != nil
    }

    /// From now on a watched signal is only noted, for the command to see.
    static func watch() {
        switcher_headless_set_noting(1)
    }

    /// From now on a watched signal ends the process at once again.
    static func unwatch() {
        switcher_headless_set_noting(0)
    }

    /// The first signal noted since the program started, if any.
    static var pending: Int32? {
        let sig = switcher_headless_pending()
        return sig == 0 ? nil : sig
    }

    /// How a headless command stopped by a noted signal exits: 128 + its number, as the live
    /// program does.
    static var exitCode: ExitCode? { pending.map { ExitCode(128 + $0) } }
}
