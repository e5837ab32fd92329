import Foundation
import SwitcherTestSupport
import Testing

/// `record -o` writes only the formats it knows, chosen by the output's extension: any other
/// extension is bad usage, not an asciicast under a misleading name.
@Suite struct RecordFormatTests {
    static let leak = Repository.root.appendingPathComponent("Tapes/leak.tape").path

    @Test(arguments: ["x.gif", "x.txt", "notes.CAST.bak", "movie.mp4"])
    func anExtensionItDoesNotWriteIsOneLineAndExitsTwo(_ name: String) throws {
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(["record", Self.leak, "-o", name], in: directory)
            let pathExtension = String(name.split(separator: ".").last!).lowercased()
            #expect(run.status == 2)
            #expect(
                run.error
                    == "switcherlab: record cannot write .\(pathExtension) files (it writes .cast, .svg): '\(name)'\n"
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
