import SwitcherCore

/// A foreground/background pair of palette indices.
struct ColorPair: Hashable, Sendable {
    var foreground: Int
    var background: Int
}

/// Curses colour pairs, allocated on demand. A terminal has a fixed number of pairs
/// (`COLOR_PAIRS`, 64 on an 8-colour xterm); when they run out a new combination borrows
/// the nearest pair already defined instead of failing. Pure: the adapter calls
/// `init_pair` for each `.allocate` answer.
struct ColorPairTable {
    enum Answer: Equatable {
        /// Use this pair, already defined.
        case use(Int)
        /// Define this pair number with the colours asked for, then use it.
        case allocate(Int)
    }

    /// Pair numbers 1…capacity are ours; 0 is curses' default pair and stays untouched.
    let capacity: Int
    let mode: ColorMode
    private var numbers: [ColorPair: Int] = [:]
    private var defined: [ColorPair] = []

    init(capacity: Int, mode: ColorMode) {
        self.capacity = max(0, capacity)
        self.mode = mode
    }

    var allocatedCount: Int { defined.count }

    mutating func pair(for wanted: ColorPair) -> Answer {
        if let number = numbers[wanted] { return .use(number) }
        if defined.count < capacity {
            defined.append(wanted)
            numbers[wanted] = defined.count
            return .allocate(defined.count)
        }
        // Full: remember the substitute so the search runs once per combination.
        let number = nearestDefined(to: wanted)
        numbers[wanted] = number
        return .use(number)
    }

    /// The defined pair that looks most like `wanted` (the background weighs double: it
    /// covers more of a cell); 0 when nothing is defined.
    private func nearestDefined(to wanted: ColorPair) -> Int {
        let fg = mode.rgb(ofIndex: wanted.foreground)
        let bg = mode.rgb(ofIndex: wanted.background)
        var best = 0
        var bestDistance = Int.max
        for (offset, pair) in defined.enumerated() {
            let distance =
                Palette.distanceSquared(fg, mode.rgb(ofIndex: pair.foreground))
                + 2 * Palette.distanceSquared(bg, mode.rgb(ofIndex: pair.background))
            if distance < bestDistance {
                bestDistance = distance
                best = offset + 1
            }
        }
        return best
    }
}
