import SwitcherCore

/// The asciicast formats, v2 (https://docs.asciinema.org/manual/asciicast/v2/) and v3
/// (https://docs.asciinema.org/manual/asciicast/v3/): a JSON header line, then one JSON array
/// per event, `[time, code, data]` — in v2 the time since the start, in v3 the interval since
/// the event before. Written by hand so the bytes depend on nothing but the input: fixed key
/// order, times as whole microseconds printed with six decimals, no wall-clock timestamp, no
/// environment but a fixed terminal type.
public enum Asciicast {
    /// The format's version: 2 (the default) or 3.
    public enum Version: Int, Sendable, Hashable, CaseIterable {
        case v2 = 2
        case v3 = 3
    }

    /// A terminal's colours, as v3's `term.theme` gives them: text, background and the 16
    /// ANSI colours (`#rrggbb`).
    public struct Theme: Sendable, Hashable {
        public var foreground: String
        public var background: String
        public var palette: [String]

        /// The lab's dark palette (the SVG's and the GIF's): its background and text, and the
        /// system colours for the ANSI ones, bright as normal. The cast's own colours are
        /// 24-bit; this is what a player paints around them and before the first frame.
        public static let lab = Theme(
            foreground: "#e5e5ea", background: "#121216",
            palette: Array(
                repeating: [
                    "#121216", "#ff453a", "#30d158", "#ffd60a", "#0a84ff", "#bf5af2", "#64d2ff", "#e5e5ea",
                ],
                count: 2
            ).flatMap { $0 })

        var json: String {
            "{\"fg\": \"\(foreground)\", \"bg\": \"\(background)\", \"palette\": \"\(palette.joined(separator: ":"))\"}"
        }
    }

    /// The header line, newline included; a v3 header may carry the terminal's `theme`.
    public static func header(
        width: Int, height: Int, title: String?, version: Version = .v2, theme: Theme? = nil
    ) -> String {
        var fields: [String]
        switch version {
        case .v2: fields = ["\"version\": 2", "\"width\": \(width)", "\"height\": \(height)"]
        case .v3:
            let colors = theme.map { ", \"theme\": \($0.json)" } ?? ""
            fields = [
                "\"version\": 3",
                "\"term\": {\"cols\": \(width), \"rows\": \(height), \"type\": \"xterm-256color\"\(colors)}",
            ]
        }
        if let title { fields.append("\"title\": \(jsonString(safeTitle(title)))") }
        if version == .v2 { fields.append("\"env\": {\"TERM\": \"xterm-256color\"}") }
        return "{" + fields.joined(separator: ", ") + "}\n"
    }

    /// A marker event (`m`), which players list as chapters: `label` at `time`.
    public static func marker(_ label: String, at time: Instant) -> String { event("m", label, at: time) }

    /// An event of `code` (`m` a marker, `i` an input) with text `data`, made terminal-safe.
    public static func event(_ code: String, _ data: String, at time: Instant) -> String {
        "[\(seconds(time)), \"\(code)\", \(jsonString(TerminalSafeText.sanitized(data)))]\n"
    }

    /// Players show the title on a terminal (as its window title, too): it comes from a file
    /// name or a tape, so it is made terminal-safe and kept short.
    public static func safeTitle(_ title: String) -> String {
        String(TerminalSafeText.sanitized(title).prefix(maximumTitleLength))
    }

    public static let maximumTitleLength = 80

    /// An output event: `data` written to the terminal at `time`.
    public static func output(_ data: String, at time: Instant) -> String {
        var line: [UInt8] = []
        appendOutput(Array(data.utf8), at: time, to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// `output(_:at:)` for UTF-8 bytes, appended to `line`.
    public static func appendOutput(_ data: [UInt8], at time: Instant, to line: inout [UInt8]) {
        line.append(UInt8(ascii: "["))
        line.append(contentsOf: seconds(time).utf8)
        line.append(contentsOf: ", \"o\", ".utf8)
        appendJSONString(data, to: &line)
        line.append(contentsOf: "]\n".utf8)
    }

    /// A resize event: the terminal became `width`×`height` at `time`.
    public static func resize(width: Int, height: Int, at time: Instant) -> String {
        "[\(seconds(time)), \"r\", \"\(width)x\(height)\"]\n"
    }

    /// `12.345678`: exact, the same on every machine. In v3 the writer passes the interval
    /// since the event before as an instant after zero.
    static func seconds(_ time: Instant) -> String {
        let microseconds = max(0, time.microseconds)
        let fraction = String(microseconds % 1_000_000)
        return "\(microseconds / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// A JSON string literal. Control characters (ESC above all, and the C1 controls) and
    /// the JavaScript line separators are escaped; the rest is UTF-8 as is.
    public static func jsonString(_ text: String) -> String {
        var out: [UInt8] = []
        appendJSONString(Array(text.utf8), to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendJSONString(_ utf8: [UInt8], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        utf8.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            var i = 0
            while i < count {
                // Copy the longest run that needs no escape in one go.
                let start = i
                while i < count && !needsEscape(bytes, at: i) { i += 1 }
                if i > start { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i])) }
                guard i < count else { break }
                let byte = bytes[i]
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case UInt8(ascii: "\n"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case UInt8(ascii: "\r"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case UInt8(ascii: "\t"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
                case 0xC2:
                    // U+0080…U+009F, the C1 controls.
                    appendEscape(UInt32(bytes[i + 1]), to: &out)
                    i += 1
                case 0xE2:
                    // U+2028 and U+2029.
                    appendEscape(0x2028 + UInt32(bytes[i + 2] - 0xA8), to: &out)
                    i += 2
                default: appendEscape(UInt32(byte), to: &out)
                }
                i += 1
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether the character starting at byte `i` must be escaped.
    @inline(__always)
    private static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let byte = bytes[i]
        if byte >= 0x20 && byte < 0x7F { return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") }
        if byte < 0x20 || byte == 0x7F { return true }
        if byte == 0xC2 { return i + 1 < bytes.count && (0x80...0x9F).contains(bytes[i + 1]) }
        if byte == 0xE2 {
            return i + 2 < bytes.count && bytes[i + 1] == 0x80 && (0xA8...0xA9).contains(bytes[i + 2])
        }
        return false
    }

    private static func appendEscape(_ value: UInt32, to out: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            out.append(digits[Int(value >> UInt32(shift) & 0xF)])
        }
    }
}
