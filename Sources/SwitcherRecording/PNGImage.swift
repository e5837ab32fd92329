import SwitcherCore

/// A PNG file of 8-bit colours, some pixels transparent: with a palette when there are few
/// colours and that is shorter, else RGB with one colour no pixel has standing for "none".
enum PNGImage {
    /// The PNG of a `width` × `height` image, rows from the top; nil pixels are transparent.
    static func encode(width: Int, height: Int, pixels: [RGB?]) -> [UInt8] {
        precondition(pixels.count == width * height && width > 0 && height > 0)
        let truecolor = encodeTruecolor(width: width, height: height, pixels: pixels)
        guard let palette = encodePalette(width: width, height: height, pixels: pixels) else {
            return truecolor
        }
        return palette.count < truecolor.count ? palette : truecolor
    }

    private static func encodeTruecolor(width: Int, height: Int, pixels: [RGB?]) -> [UInt8] {
        // The transparent colour: the first from black, counting up, that no pixel has.
        var used = Set<UInt32>()
        for case let pixel? in pixels { used.insert(packed(pixel)) }
        var level = 0
        while used.contains(UInt32(level)) { level += 1 }
        let key = RGB(UInt8(level >> 16 & 0xFF), UInt8(level >> 8 & 0xFF), UInt8(level & 0xFF))
        var rows: [[UInt8]] = []
        for y in 0..<height {
            var row: [UInt8] = []
            row.reserveCapacity(width * 3)
            for x in 0..<width {
                let pixel = pixels[y * width + x] ?? key
                row.append(pixel.r)
                row.append(pixel.g)
                row.append(pixel.b)
            }
            rows.append(row)
        }
        var transparent: [UInt8] = []
        for channel in [key.r, key.g, key.b] { transparent += [0, channel] }
        return file(
            width: width, height: height, colorType: 2, extra: [("tRNS", transparent)],
            data: filtered(rows, bytesPerPixel: 3))
    }

    private static func encodePalette(width: Int, height: Int, pixels: [RGB?]) -> [UInt8]? {
        // Index 0 is transparent; the colours follow in the order they first appear.
        var indices: [UInt32: UInt8] = [:]
        var palette: [UInt8] = [0, 0, 0]
        var data: [UInt8] = []
        data.reserveCapacity((width + 1) * height)
        for y in 0..<height {
            data.append(0)  // no filter: the usual choice for indexed images
            for x in 0..<width {
                guard let pixel = pixels[y * width + x] else {
                    data.append(0)
                    continue
                }
                if let index = indices[packed(pixel)] {
                    data.append(index)
                    continue
                }
                guard indices.count < 255 else { return nil }
                let index = UInt8(indices.count + 1)
                indices[packed(pixel)] = index
                palette += [pixel.r, pixel.g, pixel.b]
                data.append(index)
            }
        }
        return file(
            width: width, height: height, colorType: 3, extra: [("PLTE", palette), ("tRNS", [0])],
            data: data)
    }

    /// Each row with the filter that makes its bytes smallest as signed numbers (the usual
    /// heuristic): none, sub, up or Paeth.
    private static func filtered(_ rows: [[UInt8]], bytesPerPixel: Int) -> [UInt8] {
        var out: [UInt8] = []
        var above = [UInt8](repeating: 0, count: rows.first?.count ?? 0)
        for row in rows {
            func predicted(_ filter: Int, _ index: Int) -> UInt8 {
                let left = index >= bytesPerPixel ? row[index - bytesPerPixel] : 0
                switch filter {
                case 1: return left
                case 2: return above[index]
                case 4:
                    return paeth(
                        left, above[index], index >= bytesPerPixel ? above[index - bytesPerPixel] : 0)
                default: return 0
                }
            }
            var bestFilter = 0
            var bestCost = Int.max
            for filter in [0, 1, 2, 4] {
                var cost = 0
                for index in row.indices {
                    let value = row[index] &- predicted(filter, index)
                    cost += value < 128 ? Int(value) : 256 - Int(value)
                }
                if cost < bestCost {
                    bestCost = cost
                    bestFilter = filter
                }
            }
            var best: [UInt8] = [UInt8(bestFilter)]
            best.reserveCapacity(row.count + 1)
            for index in row.indices { best.append(row[index] &- predicted(bestFilter, index)) }
            out += best
            above = row
        }
        return out
    }

    private static func packed(_ color: RGB) -> UInt32 {
        UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private static func file(
        width: Int, height: Int, colorType: UInt8, extra: [(String, [UInt8])], data: [UInt8]
    ) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, colorType, 0, 0, 0]
        appendChunk("IHDR", header, to: &out)
        for (type, bytes) in extra { appendChunk(type, bytes, to: &out) }
        appendChunk("IDAT", Deflate.zlib(data), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &out)
        let typed = Array(type.utf8) + data
        out += typed
        appendBigEndian(crc32(typed), to: &out)
    }

    private static func appendBigEndian(_ value: UInt32, to out: inout [UInt8]) {
        for shift in [24, 16, 8, 0] { out.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// `data` in base64 (RFC 4648, padded), as a data URI carries it.
    static func appendBase64(_ data: [UInt8], to out: inout [UInt8]) {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var index = 0
        while index + 3 <= data.count {
            let value = Int(data[index]) << 16 | Int(data[index + 1]) << 8 | Int(data[index + 2])
            for shift in [18, 12, 6, 0] { out.append(alphabet[value >> shift & 63]) }
            index += 3
        }
        let rest = data.count - index
        guard rest > 0 else { return }
        let value = Int(data[index]) << 16 | (rest == 2 ? Int(data[index + 1]) << 8 : 0)
        out.append(alphabet[value >> 18 & 63])
        out.append(alphabet[value >> 12 & 63])
        out.append(rest == 2 ? alphabet[value >> 6 & 63] : UInt8(ascii: "="))
        out.append(UInt8(ascii: "="))
    }
}
