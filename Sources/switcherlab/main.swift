import SwitcherCommands
import SwitcherTerminal

// The live lab runs in curses: the one thing this program adds to switcherlab-ci.
LiveTerminal.runner = { session, sinks in
    do {
        return try LiveLoop.run(session, sinks: sinks)
    } catch let error as TerminalError {
        throw LiveTerminalError(error.description)
    }
}
SwitcherLab.main()
