import ArgumentParser
import Atomics
import Foundation

/// Ctrl-C, SIGTERM, SIGHUP and SIGQUIT while a headless command (`record`, `render
/// --frames`) writes its output. The handler only notes the signal; the command sees the note
/// between frames, drops its temporary files and exits with 128 + the signal's number, as the
/// live program does. The handler has no SA_RESTART, so a write blocked on a FIFO returns
/// and the note is seen there too (`OutputTarget`'s `stopping`). A signal the shell set to be
/// ignored (`nohup`, a background job) stays ignored.
enum HeadlessSignals {
    static let watched: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The first signal noted, 0 for none. Written by the handler: an atomic, nothing else.
    private static let noted = ManagedAtomic<Int32>(0)

    /// Starts noting the watched signals (those not ignored) and unblocks them.
    static func watch() {
        _ = noted.load(ordering: .relaxed)  // initialised here, never first in a handler
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for sig in watched {
            var current = sigaction()
            guard sigaction(sig, nil, &current) == 0, !isIgnored(current) else { continue }
            var action = sigaction()
            setHandler(of: &action) { sig in
                _ = HeadlessSignals.noted.compareExchange(expected: 0, desired: sig, ordering: .relaxed)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
            sigaddset(&blocked, sig)
        }
        pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
    }

    /// Gives the watched signals their default action back, unless they were ignored.
    static func unwatch() {
        for sig in watched {
            var current = sigaction()
            guard sigaction(sig, nil, &current) == 0, !isIgnored(current) else { continue }
            signal(sig, SIG_DFL)
        }
    }

    /// The first signal noted since `watch()`, if any.
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
