/// A zlib stream (RFC 1950) of DEFLATE data (RFC 1951): LZ77 matches found through hash
/// chains, written in one block with the fixed Huffman codes. Written here rather than
/// linked from zlib so that the same input gives the same bytes on every machine and every
/// zlib version: recordings are compared byte for byte.
///
/// It is meant for small inputs (the images of one frame: tens of kilobytes); the fixed codes
/// cost little against the dynamic ones on such data.
enum Deflate {
    /// The zlib stream of `data`.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var bits = BitWriter()
        // CMF: deflate with a 32 KB window; FLG: no dictionary, "fastest" level, check bits.
        bits.bytes = [0x78, 0x01]
        bits.write(1, count: 1)  // the last block
        bits.write(1, count: 2)  // fixed codes
        var matcher = Matcher(data)
        var position = 0
        while position < data.count {
            if let match = matcher.longest(at: position) {
                bits.writeLength(match.length)
                bits.writeDistance(match.distance)
                for skipped in position..<position + match.length { matcher.insert(skipped) }
                position += match.length
            } else {
                bits.writeLiteral(Int(data[position]))
                matcher.insert(position)
                position += 1
            }
        }
        bits.writeLiteral(256)
        bits.flush()
        var out = bits.bytes
        let check = adler32(data)
        for shift in [24, 16, 8, 0] { out.append(UInt8(truncatingIfNeeded: check >> UInt32(shift))) }
        return out
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < data.count {
            // 5552 bytes keep the sums below 2^32 before the modulo (zlib's NMAX).
            let end = min(data.count, index + 5552)
            for byte in data[index..<end] {
                a += UInt32(byte)
                b += a
            }
            a %= 65521
            b %= 65521
            index = end
        }
        return b << 16 | a
    }

    /// Finds earlier occurrences of the bytes at a position: chains of positions by the hash
    /// of their first three bytes.
    private struct Matcher {
        let data: [UInt8]
        var head: [Int32]
        var previous: [Int32]

        static let hashBits = 14
        static let window = 32768
        static let maximumLength = 258
        static let minimumLength = 3
        /// How many earlier positions a search looks at.
        static let chainLimit = 48

        init(_ data: [UInt8]) {
            self.data = data
            head = Array(repeating: -1, count: 1 << Self.hashBits)
            previous = Array(repeating: -1, count: data.count)
        }

        func hash(_ position: Int) -> Int {
            let value = Int(data[position]) << 16 | Int(data[position + 1]) << 8 | Int(data[position + 2])
            return (value &* 2_654_435_761) >> 8 & (1 << Self.hashBits - 1)
        }

        mutating func insert(_ position: Int) {
            guard position + Self.minimumLength <= data.count else { return }
            let key = hash(position)
            previous[position] = head[key]
            head[key] = Int32(position)
        }

        func longest(at position: Int) -> (length: Int, distance: Int)? {
            guard position + Self.minimumLength <= data.count else { return nil }
            let limit = min(Self.maximumLength, data.count - position)
            var best = Self.minimumLength - 1
            var bestDistance = 0
            var candidate = Int(head[hash(position)])
            var steps = 0
            while candidate >= 0 && position - candidate <= Self.window && steps < Self.chainLimit {
                if data[candidate + best] == data[position + best] {
                    var length = 0
                    while length < limit && data[candidate + length] == data[position + length] {
                        length += 1
                    }
                    if length > best {
                        best = length
                        bestDistance = position - candidate
                        if length == limit { break }
                    }
                }
                candidate = Int(previous[candidate])
                steps += 1
            }
            return best >= Self.minimumLength ? (best, bestDistance) : nil
        }
    }

    /// Bits packed from the least significant, as DEFLATE writes them.
    private struct BitWriter {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var used: UInt32 = 0

        mutating func write(_ value: Int, count: Int) {
            buffer |= UInt32(value) << used
            used += UInt32(count)
            while used >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                used -= 8
            }
        }

        /// A Huffman code: written from its most significant bit.
        mutating func writeCode(_ code: Int, count: Int) {
            var reversed = 0
            for bit in 0..<count where code & (1 << bit) != 0 { reversed |= 1 << (count - 1 - bit) }
            write(reversed, count: count)
        }

        /// A literal byte or the end of the block (256), in the fixed literal/length code.
        mutating func writeLiteral(_ symbol: Int) {
            switch symbol {
            case 0...143: writeCode(0x30 + symbol, count: 8)
            case 144...255: writeCode(0x190 + symbol - 144, count: 9)
            case 256...279: writeCode(symbol - 256, count: 7)
            default: writeCode(0xC0 + symbol - 280, count: 8)
            }
        }

        static let lengthBases = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
            163,
            195, 227, 258,
        ]
        static let lengthExtra = [
            0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
        ]
        static let distanceBases = [
            1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
            3073, 4097, 6145, 8193, 12289, 16385, 24577,
        ]
        static let distanceExtra = [
            0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
        ]

        mutating func writeLength(_ length: Int) {
            let index = Self.lengthBases.lastIndex { $0 <= length }!
            writeLiteral(257 + index)
            write(length - Self.lengthBases[index], count: Self.lengthExtra[index])
        }

        mutating func writeDistance(_ distance: Int) {
            let index = Self.distanceBases.lastIndex { $0 <= distance }!
            writeCode(index, count: 5)
            write(distance - Self.distanceBases[index], count: Self.distanceExtra[index])
        }

        mutating func flush() {
            if used > 0 { write(0, count: 8 - Int(used)) }
        }
    }
}
