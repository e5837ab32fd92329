import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Random edits of a file's bytes for the fuzz tests, from a fixed seed: the same inputs on
/// every run and machine. `interesting` are the bytes that matter to the format; one edit in
/// `interestingOneIn` writes one of them rather than any byte.
public struct ByteFuzzer {
    private var generator: SeededGenerator
    private let interesting: [UInt8]
    private let interestingOneIn: Int

    public init(seed: UInt64, interesting: [UInt8], interestingOneIn: Int) {
        generator = SeededGenerator(seed: seed)
        self.interesting = interesting
        self.interestingOneIn = interestingOneIn
    }

    public mutating func next() -> UInt64 { generator.next() }

    public mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    public mutating func byte() -> UInt8 {
        next(below: interestingOneIn) == 0
            ? interesting[next(below: interesting.count)] : UInt8(truncatingIfNeeded: next())
    }

    /// `data` with `edits` random replacements, insertions and deletions.
    public mutating func mutate(_ data: Data, edits: Int) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<edits {
            let at = next(below: bytes.count + 1)
            switch next(below: 3) {
            case 0 where at < bytes.count: bytes[at] = byte()
            case 1: bytes.insert(contentsOf: (0..<1 + next(below: 4)).map { _ in byte() }, at: at)
            default:
                if at < bytes.count { bytes.removeSubrange(at..<min(bytes.count, at + 1 + next(below: 20))) }
            }
        }
        return Data(bytes)
    }
}

/// The process's peak resident memory in bytes so far.
public func peakResidentBytes() -> Int {
    var usage = rusage()
    _ = getrusage(0, &usage)  // RUSAGE_SELF, 0 on Linux and macOS (its type differs)
    #if os(macOS)
        return Int(usage.ru_maxrss)  // bytes
    #else
        return Int(usage.ru_maxrss) * 1024  // kilobytes
    #endif
}
