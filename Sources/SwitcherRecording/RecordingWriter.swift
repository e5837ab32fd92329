import SwitcherUI

/// What the recorders write into: the asciicast writer or the SVG writer.
protocol RecordingWriter: FrameSink {
    var frames: Int { get }
    var error: AtomicOutputError? { get }
    func flush() throws(AtomicOutputError)
    /// `flush()` for a writer with work of its own at the end (agg, ffmpeg), which asks
    /// `continuing` while it runs and throws a cancelled error when told to stop.
    func flush(continuing: () -> Bool) throws(AtomicOutputError)
}

extension RecordingWriter {
    func flush(continuing: () -> Bool) throws(AtomicOutputError) { try flush() }
}

extension CastWriter: RecordingWriter {}
extension SVGWriter: RecordingWriter {}
