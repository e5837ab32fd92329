/// SplitMix64: a seeded generator, so a random test draws the same sequences on every run
/// and every machine.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The whole state: reading it and starting a generator from it resumes a sequence.
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// A generator at `state`; for SplitMix64 the seed is simply the first state.
    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
