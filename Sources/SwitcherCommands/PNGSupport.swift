import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherTapes
import SwitcherUI

/// `render`'s PNG output: a still (`--at T -o FILE.png`) or every frame (`--frames DIR
/// --format png`), drawn as the GIF draws them (`--size`, `--font-size`, `--padding`,
/// `--theme`).
enum PNGSupport {
    /// Refuses, before the tape is read, PNG output without agg and ffmpeg on PATH: `what`
    /// is the command and its option (`render -o x.png`).
    static func requireTools(_ what: String) throws {
        for tool in [ExternalTool.agg, .ffmpeg] where tool.locate() == nil {
            throw usage("\(what) needs \(tool.missing)")
        }
    }

    /// `render --at T -o FILE.png`: `frame` as a PNG.
    static func draw(_ frame: Canvas, options: VideoOptions) throws -> [UInt8] {
        HeadlessSignals.watch()
        defer { HeadlessSignals.unwatch() }
        do {
            let drawing = try PNGFrames(options: options)
            drawing.show(
                FrameUpdate(
                    frame: frame, previous: nil, changes: changedRuns(old: nil, new: frame), time: .zero))
            drawing.end(at: .zero)
            let frames = try drawing.draw { HeadlessSignals.pending == nil }
            return Array(try Data(contentsOf: frames[0].png))
        } catch let error as AtomicOutputError {
            throw HeadlessSignals.exitCode ?? TapeSupport.report(error)
        }
    }

    /// `render --frames DIR --format png`: each frame that changed, as a PNG named with its
    /// number and time (`000012-0.400s.png`), in a directory that appears only when all are.
    static func writeFrames(_ tape: Tape, catalog: AssetCatalog, to path: String, options: VideoOptions)
        throws
    {
        HeadlessSignals.watch()
        defer { HeadlessSignals.unwatch() }
        let directory: AtomicDirectory
        let drawing: PNGFrames
        do {
            directory = try AtomicDirectory(destination: URL(fileURLWithPath: path))
            drawing = try PNGFrames(options: options)
        } catch {
            throw TapeSupport.report(error)
        }
        let player: any TapeRun
        do {
            player = try tape.play(catalog: catalog, to: FramePresenter(sinks: [drawing])) {
                drawing.error == nil && HeadlessSignals.pending == nil
            }
        } catch {
            directory.abandon()
            throw HeadlessSignals.exitCode ?? TapeSupport.report(error)
        }
        do {
            guard player.isFinished else { throw drawing.error ?? AtomicOutputError.stopped }
            let frames = try drawing.draw { HeadlessSignals.pending == nil }
            for (index, frame) in frames.enumerated() {
                try directory.write(
                    Data(contentsOf: frame.png),
                    named: TextFrames.name(index + 1, time: frame.time, extension: "png"))
            }
            try directory.commit()
        } catch {
            directory.abandon()
            if let stop = HeadlessSignals.exitCode { throw stop }
            if let error = error as? AtomicOutputError { throw TapeSupport.report(error) }
            throw usage("\(path): \(error.localizedDescription)")
        }
        TapeSupport.printError("\(path): \(drawing.times.count) frames")
        TapeSupport.printWarnings(player.warnings)
    }
}
