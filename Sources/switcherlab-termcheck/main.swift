import Foundation
import SwitcherCore
import SwitcherTerminal

// switcherlab-termcheck: draws a test pattern in the live terminal and echoes keys, to
// check colours, glyphs, resizing, signals and terminal restoration end to end.

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("-h") || arguments.contains("--help") {
    print(
        """
        usage: switcherlab-termcheck [--crash-key]
        Draws a test pattern in the terminal: size, last key, counters, colours, glyphs.
        Keys: a animates a marker for one second, q quits; other keys and clicks are echoed.
          --crash-key   ! crashes the program on purpose (checks terminal restoration)
        Exit status: 0 on q, 128+N on signal N, 2 when there is no usable terminal.
        """)
    exit(0)
}
if let unknown = arguments.first(where: { $0 != "--crash-key" }) {
    let message = TerminalSafeText.sanitized("unknown argument '\(unknown)'")
    FileHandle.standardError.write(Data("switcherlab-termcheck: \(message)\n".utf8))
    exit(2)
}

let session = TestPattern(
    terminalType: ProcessInfo.processInfo.environment["TERM"] ?? "",
    crashKey: arguments.contains("--crash-key"))
do {
    let ending = try runLive(session)
    exit(ending.exitStatus)
} catch let error as TerminalError {
    let message = TerminalSafeText.sanitized(error.description)
    FileHandle.standardError.write(Data("switcherlab-termcheck: \(message)\n".utf8))
    exit(error.exitCode)
}
