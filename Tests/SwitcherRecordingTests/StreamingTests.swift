import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherSessions
import SwitcherTapes
import SwitcherTestSupport
import Testing

/// An output that keeps each write apart, and whether it was committed or abandoned; the
/// write numbered `failing` (from 0) fails.
final class WriteLog: ByteOutput {
    var writes: [[UInt8]] = []
    var committed = false
    var abandoned = false
    var failing: Int?

    func write(_ bytes: [UInt8]) throws(AtomicOutputError) {
        if writes.count == failing { throw AtomicOutputError("the disk is full") }
        writes.append(bytes)
    }
    func commit() { committed = true }
    func abandon() { abandoned = true }
}

@Suite struct StreamingTests {
    /// Ten seconds of fades, about half a megabyte of cast.
    static let tape: String = {
        var lines = ["Set Strategy color-overlay", "Launch \"Medical ID\"", "Sleep 1s"]
        for _ in 0..<3 {
            lines += [
                "Press Home", "Sleep 1s", "DoublePress Home", "Sleep 1s", "Select \"Medical ID\"", "Sleep 1s",
            ]
        }
        return lines.joined(separator: "\n")
    }()

    @Test func aRecordingIsWrittenInPiecesAsItGoes() throws {
        let tape = try parse(Self.tape)
        let log = WriteLog()
        let summary = try TapeRecording.record(tape, catalog: ShippedAssets.catalog, to: log)
        let whole = try TapeRecording.asciicast(of: tape, catalog: ShippedAssets.catalog)
        #expect(whole.cast.utf8.count > 200_000)
        #expect(log.writes.count >= 4, "written as it goes, not at the end in one piece")
        #expect(log.writes.allSatisfy { $0.count <= 128 * 1024 }, "the buffer stays small")
        #expect(log.writes.joined().elementsEqual(whole.cast.utf8), "the same bytes as in one piece")
        #expect(log.committed && !log.abandoned)
        #expect(summary.frames == whole.frames && summary.duration == whole.duration)
    }

    @Test func aFailedWriteStopsTheRecordingAndAbandonsTheOutput() throws {
        let log = WriteLog()
        log.failing = 2
        #expect {
            try TapeRecording.record(try parse(Self.tape), catalog: ShippedAssets.catalog, to: log)
        } throws: { error in
            guard case .output(let failure) = error as? Recording.Failure<TapeError> else { return false }
            return failure.description == "the disk is full"
        }
        #expect(log.writes.count == 2, "nothing is written after the failure")
        #expect(log.abandoned && !log.committed)
    }

    @Test func aRecordingAskedToStopAbandonsTheOutput() throws {
        let log = WriteLog()
        var frames = 0
        #expect {
            try TapeRecording.record(try parse(Self.tape), catalog: ShippedAssets.catalog, to: log) {
                frames += 1
                return frames <= 10
            }
        } throws: { error in
            guard case .stopped = error as? Recording.Failure<TapeError> else { return false }
            return true
        }
        #expect(frames == 11, "asked before each frame, and not again once it said stop")
        #expect(log.abandoned && !log.committed)
    }
}
