import SwitcherCore

/// The asciicast v2 format (https://docs.asciinema.org/manual/asciicast/v2/): a JSON header
/// line, then one JSON array per event, `[time, code, data]`. Written by hand so the bytes
/// depend on nothing but the input: fixed key order, times as whole microseconds printed
/// with six decimals, no wall-clock timestamp, no environment but a fixed `TERM`.
public enum Asciicast {
    /// The header line, newline included.
    public static func header(width: Int, height: Int, title: String?) -> String {
        var fields = ["\"version\": 2", "\"width\": \(width)", "\"height\": \(height)"]
        if let title { fields.append("\"title\": \(jsonString(title))") }
        fields.append("\"env\": {\"TERM\": \"xterm-256color\"}")
        return "{" + fields.joined(separator: ", ") + "}\n"
    }

    /// An output event: `data` written to the terminal at `time`.
    public static func output(_ data: String, at time: Instant) -> String {
        "[\(seconds(time)), \"o\", \(jsonString(data))]\n"
    }

    /// A resize event: the terminal became `width`×`height` at `time`.
    public static func resize(width: Int, height: Int, at time: Instant) -> String {
        "[\(seconds(time)), \"r\", \"\(width)x\(height)\"]\n"
    }

    /// `12.345678`: exact, the same on every machine.
    static func seconds(_ time: Instant) -> String {
        let microseconds = max(0, time.microseconds)
        let fraction = String(microseconds % 1_000_000)
        return "\(microseconds / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// A JSON string literal. Control characters (ESC above all) are escaped; the rest is
    /// UTF-8 as is.
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
                    let hex = String(value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// Records a tape headless into an asciicast: the changed cells of each frame as ANSI bytes
/// at its recording time. The same tape gives the same bytes on every run and machine.
public enum TapeRecording {
    /// Hides the cursor and clears the screen before the first frame.
    static let prologue = "\u{1B}[?25l\u{1B}[H"
    /// Restores the pen (and marks the recording's end time).
    static let epilogue = "\u{1B}[0m"

    public struct Result {
        /// The asciicast file's text.
        public let cast: String
        public let frames: Int
        /// The tape's length in recording time.
        public let duration: Interval
        public let results: [ExpectationResult]
    }

    public static func asciicast(
        of tape: Tape, catalog: AssetCatalog, encoder: ANSIEncoder = ANSIEncoder()
    ) throws(TapeError) -> Result {
        let player = TapePlayer(tape: tape, catalog: catalog)
        let size = tape.settings.size
        var cast = Asciicast.header(width: size.width, height: size.height, title: title(of: tape))
        var previous: Canvas?
        var frames = 0
        try player.play(size: size, frameRate: tape.settings.frameRate) { time, frame in
            let bytes = encoder.update(from: previous, to: frame)
            cast += Asciicast.output(previous == nil ? prologue + bytes : bytes, at: time)
            previous = frame
            frames += 1
        }
        let end = player.endTime ?? player.time
        cast += Asciicast.output(epilogue, at: end)
        return Result(cast: cast, frames: frames, duration: end - .zero, results: player.results)
    }

    /// `Set Title`, else the tape's file name.
    public static func title(of tape: Tape) -> String {
        if let title = tape.settings.title { return title }
        return String(tape.file.split(separator: "/").last ?? Substring(tape.file))
    }
}
