import Foundation
import SwitcherTestSupport
import Testing

/// `record -o` writes only the formats it knows, chosen by the output's extension: any other
/// extension is bad usage, not an asciicast under a misleading name.
@Suite struct RecordFormatTests {
    static let leak = Repository.root.appendingPathComponent("Tapes/leak.tape").path

    @Test(arguments: ["x.png", "x.txt", "notes.CAST.bak", "movie.webm"])
    func anExtensionItDoesNotWriteIsOneLineAndExitsTwo(_ name: String) throws {
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(["record", Self.leak, "-o", name], in: directory)
            let pathExtension = String(name.split(separator: ".").last!).lowercased()
            #expect(run.status == 2)
            #expect(
                run.error
                    == "switcherlab: record cannot write .\(pathExtension) files (it writes .cast, .svg, .gif, .mp4, .html): '\(name)'\n"
            )
            #expect(run.output.isEmpty)
            #expect(contents(of: directory).isEmpty, "nothing written")
        }
    }

    /// The extension is matched whatever its case; a path without one gets the cast.
    @Test(arguments: ["upper.CAST", "no-extension"])
    func aCastOrNoExtensionIsWritten(_ name: String) throws {
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(["record", Self.leak, "-o", name], in: directory)
            #expect(run.status == 0, "\(run.error)")
            let cast = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            #expect(cast.hasPrefix("{\"version\": 2"))
        }
    }
}

/// `record -o NAME` and the lab's `--record NAME` read NAME from the same table of formats:
/// what one refuses the other refuses with the same reason, and what one writes the other
/// writes as the same format (a name without an extension is a cast for both).
@Suite struct RecordingNamesAgreeTests {
    @Test(arguments: ["x", "x.png", "x.txt", "notes.CAST.bak", "x.CAST", "x.svg", ".svg"])
    func recordAndTheLabsRecordGiveTheSameAnswer(_ name: String) throws {
        try withTemporaryDirectory { directory in
            let record = try Switcherlab.run(["record", RecordFormatTests.leak, "-o", name], in: directory)
            let live = try Switcherlab.run(["--record", name], in: directory)
            #expect(record.status == 2 || record.status == 0)
            #expect(live.status == 2)
            if record.status == 0 {
                // The name was taken: the lab got past it, to the terminal it needs.
                #expect(live.error.contains("not a terminal"), "\(live.error)")
            } else {
                #expect(record.error.hasPrefix("switcherlab: record cannot write "))
                #expect(
                    live.error
                        == record.error.replacing("switcherlab: record ", with: "switcherlab: --record "))
            }
        }
    }
}

/// The lab's `--record` to a name without an extension writes the cast `record -o` would.
@Suite(
    .enabled(
        if: ToolRequirement.runs(missing: ToolRequirement.tmuxMissing), "\(ToolRequirement.tmuxMissing ?? "")"
    ))
struct LabRecordingWithoutExtensionTests {
    @Test func aNameWithoutAnExtensionIsACast() throws {
        let binary = try #require(Switcherlab.url)
        let tmux = try Tmux(width: 100, height: 30)
        let directory = tmux.directory.path
        try tmux.shell(
            "cd '\(directory)' && SWITCHERLAB_ASSETS='\(ShippedAssets.directory.path)' '\(binary.path)'"
                + " --record session; echo \"exit $?\" > status")
        #expect(try tmux.waitFor("Scenes") != nil, "no first frame")
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "exit 0\n")
        let cast = try String(contentsOf: tmux.directory.appendingPathComponent("session"), encoding: .utf8)
        let parsed = try ParsedCast(cast)
        #expect(parsed.header["version"] as? Int == 2)
    }
}
