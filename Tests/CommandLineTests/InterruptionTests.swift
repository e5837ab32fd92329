import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherRecording

/// Runs stopped half way leave nothing behind: a catchable signal makes the run remove its
/// own temporary output; what SIGKILL leaves is removed by the next run that writes there.
@Suite struct InterruptionTests {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The hidden temporary directory holds at least one frame.
    func hasFrames(_ directory: URL) -> Bool {
        temporaries(in: directory).contains { !contents(of: directory.appendingPathComponent($0)).isEmpty }
    }

    /// The recording's hidden temporary file (not a frames directory) holds a few events already.
    func hasEvents(_ directory: URL) -> Bool {
        temporaries(in: directory).contains {
            let path = directory.appendingPathComponent($0).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { return false }
            return ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int ?? 0) > 0
        }
    }

    /// `render --frames` stopped by a signal once left `.frames.tmp-PID-0/` with every frame.
    @Test(arguments: signals)
    func aSignalDuringFramesRemovesThem(_ sig: Int32) throws {
        try withTemporaryDirectory { directory in
            let frames = directory.appendingPathComponent("frames").path
            let program = try RunningProgram(["render", tenMinuteTape, "--frames", frames])
            #expect(program.wait { hasFrames(directory) }, "frames are being written")
            program.send(sig)
            #expect(program.waitForExit() == 128 + sig)
            #expect(contents(of: directory) == [])
        }
    }

    @Test(arguments: signals)
    func aSignalDuringARecordingRemovesIt(_ sig: Int32) throws {
        try withTemporaryDirectory { directory in
            let cast = directory.appendingPathComponent("out.cast").path
            let program = try RunningProgram(["record", tenMinuteTape, "-o", cast])
            #expect(program.wait { hasEvents(directory) }, "events are being written")
            program.send(sig)
            #expect(program.waitForExit() == 128 + sig)
            #expect(contents(of: directory) == [])
        }
    }

    /// Frames going into an existing empty directory are staged inside it.
    @Test func aSignalDuringFramesIntoAnExistingDirectoryLeavesItEmpty() throws {
        try withTemporaryDirectory { directory in
            let program = try RunningProgram(["render", tenMinuteTape, "--frames", directory.path])
            #expect(program.wait { hasFrames(directory) })
            program.send(SIGTERM)
            #expect(program.waitForExit() == 128 + SIGTERM)
            #expect(contents(of: directory) == [])
        }
    }

    /// The recording streams: bytes reach a FIFO while the tape still plays, and a signal
    /// ends a write blocked on the FIFO, which stays a FIFO.
    @Test func aRecordingStreamsIntoAFIFOAndASignalEndsItsBlockedWrite() throws {
        try withTemporaryDirectory { directory in
            let fifo = directory.appendingPathComponent("pipe.cast").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            try #require(reader >= 0)
            defer { close(reader) }
            let program = try RunningProgram(["record", tenMinuteTape, "-o", fifo])
            var received = 0
            var buffer = [UInt8](repeating: 0, count: 65536)
            let streamed = program.wait {
                let count = read(reader, &buffer, buffer.count)
                if count > 0 { received += count }
                return received >= 512 * 1024
            }
            #expect(streamed, "half a megabyte arrived")
            #expect(program.isRunning, "while the ten-minute tape still plays")
            // The reader stops reading: the program blocks in a write until the signal.
            program.send(SIGTERM)
            #expect(program.waitForExit() == 128 + SIGTERM)
            var info = stat()
            #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
            #expect(contents(of: directory) == ["pipe.cast"])
        }
    }

    @Test func whatSIGKILLLeavesTheNextRunRemoves() throws {
        try withTemporaryDirectory { directory in
            let cast = directory.appendingPathComponent("out.cast").path
            let frames = directory.appendingPathComponent("frames").path
            let recording = try RunningProgram(["record", tenMinuteTape, "-o", cast])
            let rendering = try RunningProgram(["render", tenMinuteTape, "--frames", frames])
            #expect(recording.wait { hasEvents(directory) } && rendering.wait { hasFrames(directory) })
            recording.send(SIGKILL)
            rendering.send(SIGKILL)
            #expect(recording.waitForExit() == 128 + SIGKILL && rendering.waitForExit() == 128 + SIGKILL)
            #expect(
                temporaries(in: directory).count == 2, "SIGKILL cannot be caught: \(contents(of: directory))")

            let leak = Repository.root.appendingPathComponent("Tapes/leak.tape").path
            let record = try Switcherlab.run(["record", leak, "-o", "out.cast"], in: directory)
            #expect(record.status == 0)
            #expect(temporaries(in: directory).count == 1, "the recording's leftover is gone")
            let render = try Switcherlab.run(["render", leak, "--frames", "frames"], in: directory)
            #expect(render.status == 0)
            #expect(contents(of: directory) == ["frames", "out.cast"])
        }
    }
}

/// Which temporary names the next run removes, and which it leaves.
@Suite struct LeftoverTests {
    /// The PID of a process that has ended.
    func deadPID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func onlyThisDestinationsNamesOfEndedProcessesAreRemoved() throws {
        try withTemporaryDirectory { directory in
            let dead = try deadPID()
            let alive = getpid()
            let files = [
                ".out.cast.tmp-\(dead)-0",  // removed
                ".out.cast.tmp-\(dead)-3",  // removed
                ".out.cast.tmp-\(alive)-7",  // a running process's
                ".other.cast.tmp-\(dead)-0",  // another destination's
                // Not the pattern:
                ".out.cast.tmp-x\(dead)-0", ".out.cast.tmp-\(dead)", "out.cast.tmp-\(dead)-0",
                ".out.cast.tmp-0-0",  // PID 0 is no process's
            ]
            for name in files {
                #expect(
                    FileManager.default.createFile(
                        atPath: directory.appendingPathComponent(name).path, contents: Data("x".utf8)))
            }
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(".out.cast.tmp-\(dead)-1/inner"),
                withIntermediateDirectories: true)

            let file = try AtomicFile(destination: directory.appendingPathComponent("out.cast"))
            try file.write("cast")
            try file.commit()
            #expect(
                contents(of: directory)
                    == ([
                        ".other.cast.tmp-\(dead)-0", ".out.cast.tmp-\(alive)-7", ".out.cast.tmp-\(dead)",
                        ".out.cast.tmp-0-0", ".out.cast.tmp-x\(dead)-0", "out.cast", "out.cast.tmp-\(dead)-0",
                        // A directory is nothing a file's run writes: it stays, with its contents.
                        ".out.cast.tmp-\(dead)-1",
                    ]).sorted())
            #expect(
                FileManager.default.fileExists(
                    atPath: directory.appendingPathComponent(".out.cast.tmp-\(dead)-1/inner").path))
        }
    }

    /// Only a regular file is a file's leftover: a directory (with what it holds) or a
    /// symbolic link of the pattern stays, and so does what the link points to.
    @Test func onlyRegularFilesAreAFilesLeftovers() throws {
        try withTemporaryDirectory { directory in
            let dead = try deadPID()
            let kept = directory.appendingPathComponent(".out.svg.tmp-\(dead)-0")
            try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: false)
            #expect(
                FileManager.default.createFile(
                    atPath: kept.appendingPathComponent("precious").path, contents: Data("x".utf8)))
            let target = directory.appendingPathComponent("target")
            #expect(FileManager.default.createFile(atPath: target.path, contents: Data("t".utf8)))
            try FileManager.default.createSymbolicLink(
                atPath: directory.appendingPathComponent(".out.svg.tmp-\(dead)-1").path,
                withDestinationPath: target.path)
            let removed = directory.appendingPathComponent(".out.svg.tmp-\(dead)-2")
            #expect(FileManager.default.createFile(atPath: removed.path, contents: Data("<svg".utf8)))

            let file = try AtomicFile(destination: directory.appendingPathComponent("out.svg"))
            try file.write("svg")
            try file.commit()
            #expect(
                contents(of: directory)
                    == [".out.svg.tmp-\(dead)-0", ".out.svg.tmp-\(dead)-1", "out.svg", "target"])
            #expect(FileManager.default.fileExists(atPath: kept.appendingPathComponent("precious").path))
        }
    }

    /// A frames directory's leftover is a directory of frame files and nothing else.
    @Test func aFramesLeftoverWithAnythingButFramesStays() throws {
        try withTemporaryDirectory { directory in
            let dead = try deadPID()
            let frames = directory.appendingPathComponent(".out.tmp-\(dead)-0")
            try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
            for name in ["000001-0.000s.txt", "notes.md"] {
                #expect(
                    FileManager.default.createFile(
                        atPath: frames.appendingPathComponent(name).path, contents: Data("x".utf8)))
            }
            let output = try AtomicDirectory(destination: directory.appendingPathComponent("out"))
            output.abandon()
            #expect(contents(of: frames) == ["000001-0.000s.txt", "notes.md"])
            #expect(TemporaryName.isFrameName("000012-0.400s.svg"))
            for name in ["notes.md", "1-0.4s.txt.bak", "-0.400s.txt", "000001-.400s.txt", "000001-0.400.txt"]
            {
                #expect(!TemporaryName.isFrameName(name), "\(name)")
            }
        }
    }

    /// The lab's `--record` killed with SIGKILL leaves its temporary cast; the next
    /// recording to the same file removes it.
    @Test func theLiveRecorderRemovesAKilledSessionsLeftover() throws {
        try withTemporaryDirectory { directory in
            let leftover = directory.appendingPathComponent(".session.cast.tmp-\(try deadPID())-0")
            #expect(FileManager.default.createFile(atPath: leftover.path, contents: Data("[0.1".utf8)))
            let recorder = try LiveRecorder(to: directory.appendingPathComponent("session.cast"))
            #expect(!FileManager.default.fileExists(atPath: leftover.path))
            recorder.discard()
            #expect(contents(of: directory) == [])
        }
    }

    @Test func anEmptyFramesDirectoryWithALeftoverInsideCountsAsEmpty() throws {
        try withTemporaryDirectory { directory in
            let frames = directory.appendingPathComponent("frames")
            let leftover = frames.appendingPathComponent(".frames.tmp-\(try deadPID())-0")
            try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
            #expect(
                FileManager.default.createFile(
                    atPath: leftover.appendingPathComponent("000001-0.000s.txt").path, contents: nil))
            let output = try AtomicDirectory(destination: frames)
            try output.write("one", named: "1.txt")
            try output.commit()
            #expect(contents(of: frames) == ["1.txt"])

            let busy = frames.appendingPathComponent(".frames.tmp-\(getpid())-9")
            try FileManager.default.createDirectory(at: busy, withIntermediateDirectories: false)
            try FileManager.default.removeItem(at: frames.appendingPathComponent("1.txt"))
            #expect(throws: AtomicOutputError.self, "a running process's frames are left alone") {
                try AtomicDirectory(destination: frames)
            }
        }
    }
}
