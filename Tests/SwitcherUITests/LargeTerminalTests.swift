import Foundation
import SwitcherCore
import SwitcherTestSupport
import SwitcherUI
import Testing

/// A terminal far larger than the layout needs: the lab draws at most `LabLayout.maximumSize`
/// and so does curses, so memory stays small and signals are seen at once.
@Suite struct LargeTerminalTests {
    @Test(arguments: [
        Size(width: 10000, height: 10000), Size(width: 10000, height: 40), Size(width: 120, height: 10000),
    ])
    func renderingAHugeTerminalIsBoundedAndQuick(_ size: Size) {
        let lab = Fixtures.lab()
        let start = ContinuousClock.now
        let canvas = lab.render(size: size)
        let elapsed = ContinuousClock.now - start
        #expect(canvas.width == min(size.width, LabLayout.maximumSize.width))
        #expect(canvas.height == min(size.height, LabLayout.maximumSize.height))
        #expect(elapsed < .seconds(1), "\(elapsed)")
        #expect(canvas.plainText.contains("Scenes") && canvas.plainText.contains("Medical ID"))
    }

    @Test func theBoundIsLargerThanEveryLayoutNeeds() {
        for device in DeviceKind.allCases {
            let minimum = LabLayout.minimumSize(for: device)
            #expect(minimum.width * 2 < LabLayout.maximumSize.width)
            #expect(minimum.height * 2 < LabLayout.maximumSize.height)
        }
    }
}

/// The same in a real terminal: the input that found it was a 10000×10000 tmux window, in
/// which the lab grew by 360 MB a second to 3 GB and did not end on SIGTERM.
@Suite(
    .serialized,
    .enabled(
        if: ToolRequirement.runs(missing: ToolRequirement.tmuxMissing), "\(ToolRequirement.tmuxMissing ?? "")"
    ))
struct LargeTerminalEndToEndTests {
    static let assets = Repository.root.appendingPathComponent("Assets").path

    /// The resident memory of `pid` in bytes, from `ps` (Linux and macOS alike).
    static func residentBytes(_ pid: Int32) throws -> Int? {
        let ps = try Subprocess.run("/bin/ps", ["-o", "rss=", "-p", "\(pid)"])
        return Int(ps.output.trimmingCharacters(in: .whitespacesAndNewlines)).map { $0 * 1024 }
    }

    /// Whether the screen shows the lab `height` rows tall and at most `width` wide: its key
    /// hints on row `height - 1`, nothing below them, nothing right of `width`.
    static func drawn(height: Int, width: Int, _ screen: String) -> Bool {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let last = lines.lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
            return false
        }
        return last == height - 1 && lines[last].contains("quit") && lines.allSatisfy { $0.count <= width }
    }

    static func drawnAtTheBound(_ screen: String) -> Bool {
        drawn(height: LabLayout.maximumSize.height, width: LabLayout.maximumSize.width, screen)
    }

    @Test func aHugeTerminalTakesLittleMemoryAndEndsOnSIGTERM() throws {
        let tmux = try startLab(width: 10000, height: 10000)
        #expect(try tmux.waitFor(Self.drawnAtTheBound) != nil, "not drawn at the bound")
        let pid = try #require(try tmux.programPID(), "no program in the pane")
        let resident = try #require(try Self.residentBytes(pid))
        #expect(resident < 200 << 20, "\(resident >> 20) MB resident")
        #expect(kill(pid, SIGTERM) == 0)
        #expect(tmux.waitForFile("status", timeout: 5) == "\(128 + SIGTERM)\n", "ended within 5 s")
        #expect(tmux.file("before") == tmux.waitForFile("after"))
    }

    @Test func resizingToHugeAndBackKeepsTheLayout() throws {
        let tmux = try startLab(width: 120, height: 40)
        let pid = try #require(try tmux.programPID(), "no program in the pane")
        try tmux.run("resize-window", "-x", "10000", "-y", "10000")
        #expect(try tmux.waitFor(Self.drawnAtTheBound) != nil, "not drawn at the bound")
        let resident = try #require(try Self.residentBytes(pid))
        #expect(resident < 200 << 20, "\(resident >> 20) MB resident")
        try tmux.run("resize-window", "-x", "120", "-y", "40")
        let back = try tmux.waitFor { Self.drawn(height: 40, width: 120, $0) }
        #expect(back != nil, "the layout did not come back:\n\(tmux.peek())")
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
        #expect(tmux.file("before") == tmux.waitForFile("after"))
    }
}

/// Starts the lab in a fresh pane, recording `stty -g` before and after and the exit
/// status, and waits for its first frame.
func startLab(_ arguments: String = "", width: Int = 120, height: Int = 40) throws -> Tmux {
    let tmux = try startProgram(arguments, width: width, height: height)
    #expect(try tmux.waitFor("Scenes") != nil, "no first frame")
    return tmux
}

/// Runs `switcherlab ARGUMENTS` with the shipped assets in a fresh pane, in the pane's own
/// directory; the shell records `stty -g` before and after, and the exit status.
func startProgram(_ arguments: String, width: Int = 120, height: Int = 40) throws -> Tmux {
    let tmux = try Tmux(width: width, height: height)
    try startProgram(arguments, in: tmux)
    return tmux
}

/// The same in a pane already made (to put files in its directory first).
func startProgram(_ arguments: String, in tmux: Tmux) throws {
    let binary = try #require(
        Switcherlab.url?.path, "switcherlab not found beside the test bundle: run swift build first")
    let dir = tmux.directory.path
    let assets = Repository.root.appendingPathComponent("Assets").path
    try tmux.shell(
        "cd \(dir) && stty -g > \(dir)/before; SWITCHERLAB_ASSETS=\(assets) \(binary) \(arguments); echo $? > \(dir)/status;"
            + " stty -g > \(dir)/after")
}
