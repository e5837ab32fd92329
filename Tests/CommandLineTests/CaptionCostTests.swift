import Foundation
import SwitcherTestSupport
import Testing

/// Recording costs the same per frame however many captions are still to come: the layout
/// once looked at every caption of the tape for every frame, so 4,000 captions took over ten
/// minutes. Four times the captions now take about four times as long (twice as many frames,
/// each as cheap), not sixteen.
@Suite struct CaptionCostTests {
    /// A tape of `count` captions, a tenth of a second each, of lengths that vary.
    static func tape(captions count: Int, in directory: URL) throws -> String {
        var lines = ["Launch \"Medical ID\""]
        for index in 0..<count {
            let more = String(repeating: " and more words", count: index % 5)
            lines.append("Caption \"Caption number \(index): what the App Switcher keeps\(more)\"")
            lines.append("Sleep 100ms")
        }
        let url = directory.appendingPathComponent("captions-\(count).tape")
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func timedRecording(captions count: Int, in directory: URL) throws -> Duration {
        let tape = try Self.tape(captions: count, in: directory)
        let start = ContinuousClock.now
        let run = try Switcherlab.run(["record", tape, "-o", "c\(count).cast"], in: directory)
        let took = ContinuousClock.now - start
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("\(count * 3 + 1) frames"), "\(run.output)")
        return took
    }

    @Test func fourThousandCaptionsCostLinearly() throws {
        try withTemporaryDirectory { directory in
            let small = try timedRecording(captions: 1000, in: directory)
            let large = try timedRecording(captions: 4000, in: directory)
            // Linear: about 4; the old quadratic cost: about 16. Generous for a loaded machine.
            let ratio = large / small
            #expect(ratio < 8, "1,000 captions: \(small), 4,000: \(large)")
            #expect(large < .seconds(300), "4,000 captions: \(large)")
        }
    }
}
