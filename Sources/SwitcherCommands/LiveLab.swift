import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherUI

/// The live lab from a configuration: what `switcherlab` runs with its options, and `scan
/// --open` with the app's first finding. `recording` records the session as shown.
struct LiveLab {
    let configuration: LabConfiguration
    let catalog: AssetCatalog
    var recording: String? = nil
    var svg = SVGOptions()
    var castVersion = Asciicast.Version.v2
    /// On exit, frame counts and the frame rate while animating on standard error.
    var stats = false

    func run() throws {
        let lab = Lab(configuration, catalog: catalog)
        // Said before the terminal starts (it stays above the lab's screen) and under the device.
        let notes = [
            AssetNotes.splash(catalog, strategies: [configuration.strategy.id]),
            configuration.app.flatMap { catalog.app(named: $0) }.flatMap(AssetNotes.noSensitiveCells),
        ].compactMap { $0 }
        AssetNotes.print(notes)
        if let note = notes.last { _ = lab.update(.caption(note)) }
        let timed = TimedSession(lab)
        let session: LiveSession = stats ? timed : lab
        // The output is opened (a file under a temporary name) before the terminal starts, so
        // a bad path fails at once; a file appears under its name only once the session has
        // ended. `-` is refused: standard output is the terminal the lab draws on. A FIFO is
        // waited for until a reader comes (q or Ctrl-C cancels); a device or disk that takes
        // nothing is refused. Until the terminal is up, and after, a signal is noted, so that
        // the recording is dropped (before) or kept (after) and the status says which signal.
        let recorder: LiveRecorder?
        if recording != nil {
            HeadlessSignals.watch()
        }
        defer { HeadlessSignals.unwatch() }
        let stopping = { HeadlessSignals.pending != nil }
        do {
            recorder = try recording.map { path throws(AtomicOutputError) in
                guard path != "-" else {
                    throw AtomicOutputError("standard output is the terminal the lab draws on")
                }
                let waiting = ReaderWait(path: path)
                defer { waiting.end() }
                return try LiveRecorder(
                    to: URL(fileURLWithPath: path), title: "switcherlab", svg: svg,
                    castVersion: castVersion
                ) { url throws(AtomicOutputError) in
                    try OutputTarget.openChecked(url, stopping: stopping) { waiting.pause() }
                }
            }
        } catch {
            if let stop = HeadlessSignals.exitCode { throw stop }
            if error.isCancelled {
                FileHandle.standardError.write(
                    Data("switcherlab: \(TerminalSafeText.sanitized(error.description))\n".utf8))
                return
            }
            throw usage("cannot record to '\(recording ?? "")': \(error)")
        }
        if let stop = HeadlessSignals.exitCode {
            recorder?.discard()
            throw stop
        }
        let started = ContinuousClock.now
        let ending: LiveExit
        do {
            ending = try LiveTerminal.run(
                session, sinks: recorder.map { [SnapshotMarks(lab, recorder: $0)] } ?? [])
        } catch {
            recorder?.discard()
            throw error
        }
        // Kept however the session ended (q, Ctrl-C, SIGTERM): it is what the person saw.
        if let recorder {
            do {
                try recorder.finish()
            } catch {
                throw usage("the recording was not written: \(error)")
            }
            let notice = "switcherlab: recorded \(recorder.frames) frames to \(recorder.destination.path)"
            FileHandle.standardError.write(Data((TerminalSafeText.sanitized(notice) + "\n").utf8))
        }
        if let stop = HeadlessSignals.exitCode { throw stop }
        if stats {
            let seconds = Double((ContinuousClock.now - started).components.seconds)
            let s = timed
            let rate = s.animatingSeconds > 0 ? Double(s.animatingFrames) / s.animatingSeconds : 0
            FileHandle.standardError.write(
                Data(
                    ("switcherlab: \(s.frames) frames in about \(Int(seconds)) s; while animating "
                        + "\(s.animatingFrames) frames in \(String(format: "%.2f", s.animatingSeconds)) s = "
                        + "\(String(format: "%.1f", rate)) frames/s; median composition "
                        + "\(String(format: "%.3f", timed.medianMilliseconds)) ms\n").utf8))
        }
        if ending != .quit { throw ExitCode(ending.exitStatus) }
    }
}

/// The lab's recorder, with a marker at each snapshot the world took since the frame before
/// (an asciicast v3 writes them; every other format ignores them).
final class SnapshotMarks: FrameSink {
    let lab: Lab
    let recorder: LiveRecorder
    /// How much of which world's log has been read.
    private var read = LogReader()

    init(_ lab: Lab, recorder: LiveRecorder) {
        self.lab = lab
        self.recorder = recorder
    }

    func show(_ update: FrameUpdate) {
        for entry in read.newEntries(of: lab.world) {
            if let marker = entry.snapshotMarker { recorder.mark(marker, at: update.time) }
        }
        recorder.show(update)
    }

    func end(at time: Instant) { recorder.end(at: time) }
}
