import ArgumentParser
import Atomics
import Foundation

/// Ctrl-C, SIGTERM, SIGHUP and SIGQUIT, from the first instant of `main` to the last.
///
/// `install()`, first thing in `main`, gives each (unless the shell set it to be ignored:
/// `nohup`, a background job) a handler of the program's own, so Swift's runtime backtracer
/// never takes SIGQUIT: the program ends with 128 + the signal's number, as the live program
/// does, with no report. While a headless command (`record`, `render --frames`, `render -o`)
/// writes its output it calls `watch()`: the handler then only notes the signal; the command
/// sees the note between frames, drops its temporary files and exits with that status. The
/// handler has no SA_RESTART, so a write blocked on a FIFO returns and the note is seen there
/// too (`OutputTarget`'s `stopping`). Outside `watch()` the handler ends the process at once
/// (`_exit`): nothing is being written then.
///
/// The live lab puts its own handlers over these while the terminal is up, and gives them
/// back after.
enum HeadlessSignals {
    static let watched: [Int32] = [SIGQUIT, SIGINT, SIGTERM, SIGHUP]

    /// The first signal noted, 0 for none. Written by the handler: an atomic, nothing else.
    private static let noted = ManagedAtomic<Int32>(0)
    /// True while a command writes its output: a signal is noted, not acted on at once.
    private static let noting = ManagedAtomic<Bool>(false)

    /// The signals that report a crash (a fault, a Swift trap, abort), which Swift's runtime
    /// gives to its backtracer.
    static let crashes: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// Installs the handler of the watched signals that are not ignored, and unblocks them.
    /// Crash reports are for developers: unless `SWITCHERLAB_BACKTRACE=1` (or Swift's own
    /// `SWIFT_BACKTRACE`) is set, a crash gets the default action (the runtime's one-line
    /// message, then the signal) instead of the backtracer's report.
    static func install(environment: [String: String] = ProcessInfo.processInfo.environment) {
        // Initialised here, never first in a handler.
        _ = noted.load(ordering: .relaxed)
        _ = noting.load(ordering: .relaxed)
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for sig in watched {
            var current = sigaction()
            guard sigaction(sig, nil, &current) == 0, !isIgnored(current) else { continue }
            var action = sigaction()
            setHandler(of: &action) { sig in
                if HeadlessSignals.noting.load(ordering: .relaxed) {
                    _ = HeadlessSignals.noted.compareExchange(expected: 0, desired: sig, ordering: .relaxed)
                } else {
                    _exit(128 + sig)
                }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
            sigaddset(&blocked, sig)
        }
        pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
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
        noting.store(true, ordering: .relaxed)
    }

    /// From now on a watched signal ends the process at once again.
    static func unwatch() {
        noting.store(false, ordering: .relaxed)
    }

    /// The first signal noted since `install()`, if any.
    static var pending: Int32? {
        let sig = noted.load(ordering: .relaxed)
        return sig == 0 ? nil : sig
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        guard let handler = handler(of: action) else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    // The handler's field is a union whose name differs: glibc's `__sigaction_handler`,
    // Darwin's `__sigaction_u`.
    private static func setHandler(
        of action: inout sigaction, _ handler: @convention(c) (Int32) -> Void
    ) {
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #endif
    }

    private static func handler(of action: sigaction) -> (@convention(c) (Int32) -> Void)? {
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler
        #elseif canImport(Darwin)
            action.__sigaction_u.__sa_handler
        #endif
    }

    /// How a headless command stopped by a noted signal exits: 128 + its number, as the live
    /// program does.
    static var exitCode: ExitCode? { pending.map { ExitCode(128 + $0) } }
}
