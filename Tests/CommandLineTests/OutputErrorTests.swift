import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherRecording

/// Errors in the project's own words, naming the path at fault: never the system library's
/// sentences, never a wrong reason.
@Suite struct OutputErrorTests {
    static let leak = Repository.tapes.appendingPathComponent("leak.tape").path

    @Test func assetsThatAreMissingOrAFileAreNamed() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("notes.txt")
            try Data("x".utf8).write(to: file)
            let missing = directory.appendingPathComponent("nowhere").path
            let gone = try Switcherlab.run(["timeline", "--assets", missing])
            #expect(gone.status == 2)
            #expect(gone.error == "switcherlab: --assets \(missing): no such directory\n")
            let notDirectory = try Switcherlab.run([
                "record", Self.leak, "-o", "x.cast", "--assets", file.path,
            ])
            #expect(notDirectory.status == 2)
            #expect(
                notDirectory.error
                    == "switcherlab: --assets \(file.path) is a file, not a directory of assets (apps/, splash.art)\n"
            )
        }
    }

    /// `-o /dev/stdout` with standard output a pipe: written into the pipe (the link names
    /// `pipe:[…]`, which is no path, and was refused as dangling).
    @Test func devStdoutIntoAPipeIsWritten() throws {
        let binary = try #require(Switcherlab.url)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["record", Self.leak, "-o", "/dev/stdout"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["SWITCHERLAB_ASSETS": Repository.root.appendingPathComponent("Assets").path]) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(said)")
        #expect(bytes.starts(with: Array("{\"version\": 2".utf8)), "\(bytes.count) bytes")
        #expect(bytes.count > 10_000)
    }

    /// A legal name of 250 bytes: its temporary name fits NAME_MAX too.
    @Test func aLongFileNameCanBeWritten() throws {
        try withTemporaryDirectory { directory in
            let name = String(repeating: "é", count: 100) + String(repeating: "a", count: 45) + ".cast"
            #expect(name.utf8.count == 250)
            let run = try Switcherlab.run(["record", Self.leak, "-o", name], in: directory)
            #expect(run.status == 0, "\(run.error)")
            #expect(contents(of: directory) == [name])
            // One byte past NAME_MAX is refused before anything is recorded, naming the path.
            let long = String(repeating: "b", count: 251) + ".cast"
            let refused = try Switcherlab.run(["record", Self.leak, "-o", long], in: directory)
            #expect(refused.status == 2)
            #expect(refused.error.contains("its name is 256 bytes, longer than the 255"), "\(refused.error)")
            #expect(contents(of: directory) == [name])
        }
    }

    /// Temporary names of long destinations: within NAME_MAX, recognised again as that
    /// destination's leftovers, and not as another's that shares its start.
    @Test func temporaryNamesOfLongDestinationsFitAndStayApart() {
        let first = String(repeating: "x", count: 250) + ".a"
        let second = String(repeating: "x", count: 250) + ".b"
        let name = TemporaryName.name(for: first, attempt: 99)
        #expect(name.utf8.count <= 255, "\(name.utf8.count)")
        #expect(TemporaryName.owner(of: name, for: first) == getpid())
        #expect(TemporaryName.owner(of: name, for: second) == nil)
        #expect(TemporaryName.name(for: "out.cast", attempt: 0) == ".out.cast.tmp-\(getpid())-0")
        let wide = String(repeating: "日", count: 84)
        #expect(wide.utf8.count == 252)
        #expect(TemporaryName.name(for: wide, attempt: 1).utf8.count <= 255)
    }

    /// agg that exits 0 but leaves a directory where the GIF should be.
    @Test func aToolThatLeavesADirectoryIsNamedInOurWords() throws {
        try withTemporaryDirectory { directory in
            let bin = directory.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: false)
            let agg = bin.appendingPathComponent("agg")
            try "#!/bin/sh\nfor last; do :; done\nmkdir \"$last\"\n".write(
                to: agg, atomically: true, encoding: .utf8)
            chmod(agg.path, 0o755)
            let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            let run = try Switcherlab.run(
                ["record", Self.leak, "-o", "x.gif"], in: directory, environment: ["PATH": path])
            #expect(run.status == 2)
            #expect(
                run.error.hasPrefix("switcherlab: agg wrote no GIF: it left a directory at "), "\(run.error)")
            #expect(run.error.contains("recording.gif, where the GIF should be"))
            #expect(!run.error.contains("operation") && !run.error.contains("NSCocoaErrorDomain"))
            #expect(contents(of: directory) == ["bin"])
        }
    }

    /// A temporary folder that cannot be used: its path and the reason.
    @Test func aTemporaryFolderThatCannotBeUsedIsNamed() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("not-a-folder")
            try Data("x".utf8).write(to: file)
            let run = try Switcherlab.run(
                ["record", Self.leak, "-o", "x.gif"], in: directory, environment: ["TMPDIR": file.path])
            #expect(run.status == 2)
            #expect(
                run.error.hasPrefix(
                    "switcherlab: cannot make a temporary directory for the GIF in \(file.path): Not a directory"
                ),
                "\(run.error)")
            #expect(contents(of: directory) == ["not-a-folder"])
        }
    }

    /// A temporary folder that fills up (here a file size limit): the temporary's path and the
    /// reason, in one line.
    @Test func aFullTemporaryFolderIsNamed() throws {
        try withTemporaryDirectory { directory in
            let binary = try #require(Switcherlab.url).path
            let scratch = directory.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
            let script = "ulimit -f 8; trap '' XFSZ; exec \"$0\" record \"$1\" -o x.gif"
            let run = try Subprocess.run(
                "/bin/sh", ["-c", script, binary, Self.leak],
                environment: ProcessInfo.processInfo.environment.merging([
                    "TMPDIR": scratch.path,
                    "SWITCHERLAB_ASSETS": Repository.root.appendingPathComponent("Assets").path,
                ]) { $1 }, in: directory)
            #expect(run.status == 2)
            #expect(
                run.error.hasPrefix("switcherlab: cannot write \(scratch.path)/switcherlab-"), "\(run.error)")
            #expect(run.error.hasSuffix("/recording.cast: File too large\n"), "\(run.error)")
            #expect(contents(of: scratch) == [])
            #expect(contents(of: directory) == ["tmp"])
        }
    }
}
