/// The bytes a recording writer has made and not yet written to its output. A writer flushes
/// them once they reach `flushSize`, so a recording of any length holds about that much. The
/// first write error is kept and thrown again on every later flush, so a writer fails once and
/// for all.
struct PendingOutput {
    let output: any ByteOutput
    let flushSize: Int
    var bytes: [UInt8] = []
    /// The first write that failed.
    private(set) var error: AtomicOutputError?

    init(_ output: any ByteOutput, flushSize: Int) {
        self.output = output
        self.flushSize = flushSize
        bytes.reserveCapacity(flushSize + 16 * 1024)
    }

    /// Whether the bytes have reached `flushSize`, and a writer should flush them.
    var isFull: Bool { bytes.count >= flushSize }

    /// Writes the bytes and empties them; throws the first write error, now or before.
    mutating func flush() throws(AtomicOutputError) {
        if let error { throw error }
        guard !bytes.isEmpty else { return }
        do {
            try output.write(bytes)
        } catch let failure {
            error = failure
            throw failure
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
