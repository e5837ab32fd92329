import Foundation
import SwitcherCore

/// The lab's `--record FIFO` before a reader has the FIFO open: says so once on standard
/// error, then between tries waits about 0.1 s for a key, with the terminal's echo and line
/// editing off, so that `q` cancels at once (Ctrl-C does as a signal). The terminal's modes
/// come back with `end()`.
final class ReaderWait {
    let path: String
    private var saved: termios?
    private var announced = false

    init(path: String) { self.path = path }

    /// Waits a moment (about 0.1 s); false when the user cancelled.
    func pause() -> Bool {
        if !announced {
            announced = true
            let line = "switcherlab: waiting for a reader on \(path) (q or Ctrl-C cancels)"
            FileHandle.standardError.write(Data((TerminalSafeText.sanitized(line) + "\n").utf8))
            if isatty(STDIN_FILENO) == 1 {
                var modes = termios()
                if tcgetattr(STDIN_FILENO, &modes) == 0 {
                    saved = modes
                    modes.c_lflag &= ~tcflag_t(ICANON | ECHO)
                    tcsetattr(STDIN_FILENO, TCSANOW, &modes)
                }
            }
        }
        guard saved != nil else {
            usleep(100_000)
            return HeadlessSignals.pending == nil
        }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, 100) > 0 {
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(STDIN_FILENO, &bytes, bytes.count)
            if count > 0, bytes[..<count].contains(where: { $0 == UInt8(ascii: "q") || $0 == 3 }) {
                return false
            }
        }
        return HeadlessSignals.pending == nil
    }

    /// Gives the terminal its modes back.
    func end() {
        guard var modes = saved else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &modes)
        saved = nil
    }
}
