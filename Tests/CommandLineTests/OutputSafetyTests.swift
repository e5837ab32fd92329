import Foundation
import SwitcherTestSupport
import Testing

/// What `record -o` and `render --frames` do with what already exists at the path: only a
/// regular file is ever replaced; devices and FIFOs are written directly; links stay links.
@Suite struct OutputSafetyTests {
    static let leak = Repository.root.appendingPathComponent("Tapes/leak.tape").path

    func kind(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// The cast `record` writes to a regular file, for comparison.
    func referenceCast(in directory: URL) throws -> Data {
        let run = try Switcherlab.run(["record", Self.leak, "-o", "reference.cast"], in: directory)
        #expect(run.status == 0, "\(run.error)")
        let data = try Data(contentsOf: directory.appendingPathComponent("reference.cast"))
        try FileManager.default.removeItem(at: directory.appendingPathComponent("reference.cast"))
        return data
    }

    /// Run as root, this once replaced /dev/null with a regular file.
    @Test func recordingToDevNullWritesIntoTheDevice() throws {
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(["record", Self.leak, "-o", "/dev/null"], in: directory)
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.hasPrefix("/dev/null: 136 frames"))
            #expect(kind("/dev/null") == S_IFCHR, "still a character device")
            #expect(temporaries(in: URL(fileURLWithPath: "/dev")).isEmpty)
        }
    }

    @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
        try withTemporaryDirectory { directory in
            let expected = try referenceCast(in: directory)
            let fifo = directory.appendingPathComponent("pipe.cast").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            try #require(reader >= 0)
            defer { close(reader) }
            let program = try RunningProgram(["record", Self.leak, "-o", fifo])
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            // Until the program has ended and the FIFO is drained.
            let drained = program.wait {
                let count = read(reader, &buffer, buffer.count)
                if count > 0 { received += buffer[0..<count] }
                return count == 0 && !program.isRunning
            }
            #expect(drained)
            #expect(program.waitForExit() == 0)
            #expect(received.elementsEqual(expected), "the same bytes as a file gets")
            #expect(kind(fifo) == S_IFIFO)
            #expect(contents(of: directory) == ["pipe.cast"])
        }
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        try withTemporaryDirectory { directory in
            let expected = try referenceCast(in: directory)
            let manager = FileManager.default
            try manager.createDirectory(
                at: directory.appendingPathComponent("casts"), withIntermediateDirectories: false)
            try "old".write(
                to: directory.appendingPathComponent("casts/real.cast"), atomically: false, encoding: .utf8)
            try manager.createSymbolicLink(
                atPath: directory.appendingPathComponent("link.cast").path,
                withDestinationPath: "casts/real.cast")
            let run = try Switcherlab.run(["record", Self.leak, "-o", "link.cast"], in: directory)
            #expect(run.status == 0, "\(run.error)")
            #expect(kind(directory.appendingPathComponent("link.cast").path) == S_IFLNK)
            #expect(try Data(contentsOf: directory.appendingPathComponent("casts/real.cast")) == expected)
            #expect(contents(of: directory) == ["casts", "link.cast"])
            #expect(contents(of: directory.appendingPathComponent("casts")) == ["real.cast"])
        }
    }

    @Test func aLinkToNothingOrToADirectoryIsRefused() throws {
        try withTemporaryDirectory { directory in
            let manager = FileManager.default
            try manager.createSymbolicLink(
                atPath: directory.appendingPathComponent("dangling.cast").path,
                withDestinationPath: "nowhere.cast")
            let dangling = try Switcherlab.run(["record", Self.leak, "-o", "dangling.cast"], in: directory)
            #expect(dangling.status == 2)
            #expect(dangling.error.contains("dangling.cast is a symbolic link to a file that does not exist"))
            #expect(!manager.fileExists(atPath: directory.appendingPathComponent("nowhere.cast").path))

            try manager.createDirectory(
                at: directory.appendingPathComponent("d"), withIntermediateDirectories: false)
            try manager.createSymbolicLink(
                atPath: directory.appendingPathComponent("dir.cast").path,
                withDestinationPath: "d")
            let toDirectory = try Switcherlab.run(["record", Self.leak, "-o", "dir.cast"], in: directory)
            #expect(toDirectory.status == 2)
            #expect(toDirectory.error.contains("is a symbolic link to a directory"))
            #expect(kind(directory.appendingPathComponent("dangling.cast").path) == S_IFLNK)
            #expect(kind(directory.appendingPathComponent("dir.cast").path) == S_IFLNK)
            #expect(contents(of: directory) == ["d", "dangling.cast", "dir.cast"])
            #expect(contents(of: directory.appendingPathComponent("d")) == [])
        }
    }

    @Test func aSocketIsRefused() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("s.cast").path
            let socket = try #require(listeningSocket(at: path))
            defer { close(socket) }
            let run = try Switcherlab.run(["record", Self.leak, "-o", "s.cast"], in: directory)
            #expect(run.status == 2)
            #expect(run.error.contains("s.cast is a socket"))
            #expect(kind(path) == S_IFSOCK)
            #expect(contents(of: directory) == ["s.cast"])
        }
    }

    @Test func aDashIsStandardOutput() throws {
        try withTemporaryDirectory { directory in
            let expected = try referenceCast(in: directory)
            let run = try Switcherlab.run(["record", Self.leak, "-o", "-"], in: directory)
            #expect(run.status == 0)
            #expect(Data(run.output.utf8) == expected)
            #expect(run.error == "standard output: 136 frames, 4.500s\n", "the report keeps out of the cast")
            #expect(contents(of: directory) == [])

            // The lab draws on standard output: it cannot record there too.
            let live = try Switcherlab.run(["--record", "-"], in: directory)
            #expect(live.status == 2)
            #expect(live.error.contains("standard output is the terminal"))
        }
    }

    /// `--frames .` in an empty directory once replaced the current directory with a new one.
    @Test func framesIntoTheCurrentDirectoryKeepTheDirectory() throws {
        try withTemporaryDirectory { directory in
            var before = stat()
            stat(directory.path, &before)
            let run = try Switcherlab.run(["render", Self.leak, "--frames", "."], in: directory)
            #expect(run.status == 0, "\(run.error)")
            var after = stat()
            #expect(stat(directory.path, &after) == 0)
            #expect(after.st_ino == before.st_ino, "the same directory, not a new one in its place")
            let names = contents(of: directory)
            #expect(names.count == 136)
            #expect(names.first == "000001-0.000s.txt")
            #expect(temporaries(in: directory).isEmpty)
        }
    }

    @Test func framesThroughALinkToAnEmptyDirectoryKeepTheLink() throws {
        try withTemporaryDirectory { directory in
            let manager = FileManager.default
            try manager.createDirectory(
                at: directory.appendingPathComponent("real"), withIntermediateDirectories: false)
            try manager.createSymbolicLink(
                atPath: directory.appendingPathComponent("frames").path,
                withDestinationPath: "real")
            try manager.createSymbolicLink(
                atPath: directory.appendingPathComponent("dangling").path,
                withDestinationPath: "nowhere")
            let run = try Switcherlab.run(["render", Self.leak, "--frames", "frames"], in: directory)
            #expect(run.status == 0, "\(run.error)")
            #expect(kind(directory.appendingPathComponent("frames").path) == S_IFLNK)
            #expect(contents(of: directory.appendingPathComponent("real")).count == 136)

            let dangling = try Switcherlab.run(["render", Self.leak, "--frames", "dangling"], in: directory)
            #expect(dangling.status == 2)
            #expect(dangling.error.contains("dangling is a symbolic link to a directory that does not exist"))
            #expect(contents(of: directory) == ["dangling", "frames", "real"])
        }
    }
}

/// A Unix socket listening at `path`, or nil.
func listeningSocket(at path: String) -> Int32? {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        for (index, byte) in bytes.enumerated() { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
    }
    guard bound == 0, listen(descriptor, 1) == 0 else {
        close(descriptor)
        return nil
    }
    return descriptor
}

/// The lab's `--record` target, checked before the session starts.
@Suite struct LabRecordTargetTests {
    func kind(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    #if os(Linux)
        /// The lab's `--record` to a device that takes nothing is refused before the session
        /// starts, in one line, not at its end.
        @Test func theLabRefusesADeviceThatTakesNothingUpFront() throws {
            try withTemporaryDirectory { directory in
                let run = try Switcherlab.run(["--record", "/dev/full"], in: directory)
                #expect(run.status == 2)
                #expect(
                    run.error
                        == "switcherlab: cannot record to '/dev/full': cannot write /dev/full: No space left on device\n"
                )
                #expect(contents(of: directory) == [])
            }
        }
    #endif

    /// `--record FIFO` with no reader: it says it waits, and a signal ends the wait with
    /// nothing recorded and the FIFO a FIFO. A reader lets it go on (here to the missing
    /// terminal).
    @Test func theLabWaitsForAFIFOsReader() throws {
        try withTemporaryDirectory { directory in
            let fifo = directory.appendingPathComponent("pipe.cast").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let errors = directory.appendingPathComponent("errors").path
            let waiting = try RunningProgram(["--record", fifo], errors: errors)
            #expect(
                waiting.wait {
                    ((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "").contains(
                        "waiting for a reader")
                })
            #expect(waiting.isRunning)
            waiting.send(SIGINT)
            #expect(waiting.waitForExit() == 128 + SIGINT)
            #expect(waiting.exited == true)
            #expect(kind(fifo) == S_IFIFO)
            #expect(contents(of: directory) == ["errors", "pipe.cast"])

            let started = try RunningProgram(["--record", fifo])
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            try #require(reader >= 0)
            defer { close(reader) }
            // No terminal to draw on: a usage error, once past the wait.
            #expect(started.waitForExit() == 2)
        }
    }
}
