/// A PNG decoder for the tests: the images an SVG recording embeds, read back to their pixels
/// by a reader written from the specifications (RFC 1950, RFC 1951, PNG), apart from the
/// writer. It reads every kind of DEFLATE block, 8-bit truecolor and indexed images with a
/// transparent colour, and the five row filters; it checks every chunk's CRC and the stream's
/// Adler-32. It throws on anything else.
struct PNGReader {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    let width: Int
    let height: Int
    /// `#rrggbb` of each pixel, rows from the top; nil where transparent.
    let pixels: [String?]

    init(_ file: [UInt8]) throws {
        guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Problem(description: "not a PNG signature")
        }
        var chunks: [String: [UInt8]] = [:]
        var data: [UInt8] = []
        var index = 8
        while index + 12 <= file.count {
            let length = Int(Self.bigEndian(file, index))
            let typed = Array(file[index + 4..<index + 8 + length])
            let type = String(decoding: typed.prefix(4), as: UTF8.self)
            guard Self.bigEndian(file, index + 8 + length) == Self.crc32(typed) else {
                throw Problem(description: "bad CRC in \(type)")
            }
            if type == "IDAT" { data += typed.dropFirst(4) } else { chunks[type] = Array(typed.dropFirst(4)) }
            index += 12 + length
            if type == "IEND" { break }
        }
        guard let header = chunks["IHDR"], chunks["IEND"] != nil, index == file.count else {
            throw Problem(description: "missing IHDR or IEND, or bytes after IEND")
        }
        width = Int(Self.bigEndian(header, 0))
        height = Int(Self.bigEndian(header, 4))
        let colorType = header[9]
        guard header[8] == 8, [2, 3].contains(colorType), header[10...12] == [0, 0, 0] else {
            throw Problem(description: "unsupported IHDR \(header)")
        }
        let bytesPerPixel = colorType == 2 ? 3 : 1
        let raw = try Inflater.zlib(data)
        let stride = width * bytesPerPixel
        guard raw.count == height * (stride + 1) else {
            throw Problem(description: "\(raw.count) bytes of image data for \(width)x\(height)")
        }
        var rows: [[UInt8]] = []
        var above = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            var row = Array(raw[y * (stride + 1) + 1..<(y + 1) * (stride + 1)])
            for i in 0..<stride {
                let left = i >= bytesPerPixel ? row[i - bytesPerPixel] : 0
                let up = above[i]
                let upperLeft = i >= bytesPerPixel ? above[i - bytesPerPixel] : 0
                switch filter {
                case 0: break
                case 1: row[i] &+= left
                case 2: row[i] &+= up
                case 3: row[i] &+= UInt8((Int(left) + Int(up)) / 2)
                case 4:
                    let p = Int(left) + Int(up) - Int(upperLeft)
                    let (pa, pb, pc) = (abs(p - Int(left)), abs(p - Int(up)), abs(p - Int(upperLeft)))
                    row[i] &+= pa <= pb && pa <= pc ? left : pb <= pc ? up : upperLeft
                default: throw Problem(description: "filter \(filter)")
                }
            }
            rows.append(row)
            above = row
        }
        func hex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> String {
            "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
        var pixels: [String?] = []
        let transparency = chunks["tRNS"] ?? []
        if colorType == 2 {
            let key = transparency.count == 6 ? [transparency[1], transparency[3], transparency[5]] : nil
            for row in rows {
                for x in 0..<width {
                    let rgb = Array(row[x * 3..<x * 3 + 3])
                    pixels.append(rgb == key ? nil : hex(rgb[0], rgb[1], rgb[2]))
                }
            }
        } else {
            guard let palette = chunks["PLTE"] else { throw Problem(description: "no PLTE") }
            for row in rows {
                for index in row.map(Int.init) {
                    guard index * 3 + 2 < palette.count else { throw Problem(description: "index \(index)") }
                    let alpha = index < transparency.count ? transparency[index] : 255
                    guard alpha == 0 || alpha == 255 else { throw Problem(description: "partial alpha") }
                    pixels.append(
                        alpha == 0
                            ? nil : hex(palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2]))
                }
            }
        }
        self.pixels = pixels
    }

    static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }
}

/// RFC 1950/1951 decompression.
enum Inflater {
    static func zlib(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0,
            stream[1] & 0x20 == 0
        else { throw PNGReader.Problem(description: "bad zlib header") }
        var reader = Bits(bytes: stream, position: 16)
        let out = try inflate(&reader)
        let end = (reader.position + 7) / 8
        guard end + 4 == stream.count else { throw PNGReader.Problem(description: "bytes after the stream") }
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in out {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        guard PNGReader.bigEndian(stream, end) == b << 16 | a else {
            throw PNGReader.Problem(description: "bad Adler-32")
        }
        return out
    }

    struct Bits {
        let bytes: [UInt8]
        var position: Int

        mutating func read(_ count: Int) throws -> Int {
            var value = 0
            for bit in 0..<count {
                guard position / 8 < bytes.count else { throw PNGReader.Problem(description: "stream ends") }
                value |= Int(bytes[position / 8] >> UInt8(position % 8) & 1) << bit
                position += 1
            }
            return value
        }
    }

    /// A canonical Huffman code from code lengths: symbols by (length, code).
    struct Code {
        var symbols: [Int: [Int: Int]] = [:]

        init(lengths: [Int]) {
            var code = 0
            for length in 1...15 {
                for (symbol, l) in lengths.enumerated() where l == length {
                    symbols[length, default: [:]][code] = symbol
                    code += 1
                }
                code <<= 1
            }
        }

        func decode(_ bits: inout Bits) throws -> Int {
            var code = 0
            for length in 1...15 {
                code = code << 1 | (try bits.read(1))
                if let symbol = symbols[length]?[code] { return symbol }
            }
            throw PNGReader.Problem(description: "bad Huffman code")
        }
    }

    static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195,
        227, 258,
    ]
    static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    static func inflate(_ bits: inout Bits) throws -> [UInt8] {
        var out: [UInt8] = []
        var last = 0
        repeat {
            last = try bits.read(1)
            switch try bits.read(2) {
            case 0:
                bits.position = (bits.position + 7) / 8 * 8
                let length = try bits.read(16)
                guard try bits.read(16) == length ^ 0xFFFF else {
                    throw PNGReader.Problem(description: "bad stored length")
                }
                for _ in 0..<length { out.append(UInt8(try bits.read(8))) }
            case 1:
                let literal = Code(
                    lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
                        + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
                try block(
                    &bits, literal: literal, distance: Code(lengths: Array(repeating: 5, count: 30)), &out)
            case 2:
                let literals = try bits.read(5) + 257
                let distances = try bits.read(5) + 1
                let lengthCodes = try bits.read(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = Array(repeating: 0, count: 19)
                for i in 0..<lengthCodes { codeLengths[order[i]] = try bits.read(3) }
                let lengthCode = Code(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < literals + distances {
                    let symbol = try lengthCode.decode(&bits)
                    switch symbol {
                    case 0...15: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last else {
                            throw PNGReader.Problem(description: "repeat")
                        }
                        lengths += Array(repeating: previous, count: 3 + (try bits.read(2)))
                    case 17: lengths += Array(repeating: 0, count: 3 + (try bits.read(3)))
                    default: lengths += Array(repeating: 0, count: 11 + (try bits.read(7)))
                    }
                }
                try block(
                    &bits, literal: Code(lengths: Array(lengths[..<literals])),
                    distance: Code(lengths: Array(lengths[literals...])), &out)
            default:
                throw PNGReader.Problem(description: "block type 3")
            }
        } while last == 0
        return out
    }

    static func block(_ bits: inout Bits, literal: Code, distance: Code, _ out: inout [UInt8]) throws {
        while true {
            let symbol = try literal.decode(&bits)
            if symbol < 256 {
                out.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < lengthBases.count else {
                    throw PNGReader.Problem(description: "length \(symbol)")
                }
                let length = lengthBases[index] + (try bits.read(lengthExtra[index]))
                let code = try distance.decode(&bits)
                guard code < distanceBases.count else {
                    throw PNGReader.Problem(description: "distance \(code)")
                }
                let back = distanceBases[code] + (try bits.read(distanceExtra[code]))
                guard back <= out.count else { throw PNGReader.Problem(description: "distance too far") }
                for _ in 0..<length { out.append(out[out.count - back]) }
            }
        }
    }
}
