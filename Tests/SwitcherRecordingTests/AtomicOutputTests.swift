import Foundation
import SwitcherRecording
import SwitcherTestSupport
import Testing

@Suite struct AtomicOutputTests {
    @Test func aFileAppearsWholeOnCommitAndReplacesTheOldOne() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("out.cast")
            try "old".write(to: url, atomically: false, encoding: .utf8)
            let file = try AtomicFile(destination: url)
            try file.write("new ")
            try file.write("content")
            #expect(try String(contentsOf: url, encoding: .utf8) == "old")
            try file.commit()
            #expect(try String(contentsOf: url, encoding: .utf8) == "new content")
            #expect(contents(of: directory) == ["out.cast"])
            #expect(throws: AtomicOutputError.self) { try file.write("late") }
        }
    }

    @Test func anAbandonedFileLeavesNothing() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("out.cast")
            let file = try AtomicFile(destination: url)
            try file.write("partial")
            file.abandon()
            #expect(contents(of: directory) == [])
            #expect(throws: AtomicOutputError.self) {
                try AtomicFile(destination: directory.appendingPathComponent("missing/out.cast"))
            }
            #expect(throws: AtomicOutputError.self) { try AtomicFile(destination: directory) }
        }
    }

    @Test func aDirectoryAppearsWholeOnCommit() throws {
        try withTemporaryDirectory { directory in
            let frames = directory.appendingPathComponent("frames")
            let output = try AtomicDirectory(destination: frames)
            try output.write("one", named: "1.txt")
            try output.write("two", named: "2.txt")
            #expect(!FileManager.default.fileExists(atPath: frames.path))
            try output.commit()
            #expect(contents(of: frames) == ["1.txt", "2.txt"])

            #expect(throws: AtomicOutputError.self) { try AtomicDirectory(destination: frames) }
            let empty = directory.appendingPathComponent("empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
            let again = try AtomicDirectory(destination: empty)
            try again.write("x", named: "x.txt")
            try again.commit()
            #expect(contents(of: empty) == ["x.txt"])

            let dropped = try AtomicDirectory(destination: directory.appendingPathComponent("dropped"))
            try dropped.write("x", named: "x.txt")
            dropped.abandon()
            #expect(contents(of: directory) == ["empty", "frames"])
        }
    }
}
