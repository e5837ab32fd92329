import Foundation
import SwitcherCore

/// What to draw when the locale cannot show Unicode (`LANG=C`): ASCII stand-ins for box
/// drawing, shades, arrows and bullets, the base letter of an accented one, `?` for the
/// rest — which no glyph of the lab's own sources, assets or tapes falls into (a test walks
/// them). Also keeps control characters (untrusted asset text) away from the terminal.
public enum GlyphFallback {
    /// The ASCII character drawn for `glyph` on a terminal without Unicode.
    public static func ascii(_ glyph: Character) -> Character {
        guard let scalar = glyph.unicodeScalars.first else { return " " }
        let value = scalar.value
        if glyph.unicodeScalars.count == 1 {
            if (0x20...0x7E).contains(value) { return glyph }
            if isControl(scalar) { return "?" }
        }
        if let mapped = table[value] { return mapped }
        switch value {
        case 0x2500...0x257F: return boxDrawing(value)
        case 0x2580...0x259F: return "#"  // block elements: halves, quadrants
        case 0x2190...0x21FF: return arrow(value)
        default: break
        }
        // An accented Latin letter reads well as its base letter (é → e).
        let base = String(glyph).decomposedStringWithCanonicalMapping.unicodeScalars.first
        if let base, (0x21...0x7E).contains(base.value) { return Character(base) }
        return "?"
    }

    /// The cell drawn on a terminal without Unicode. A full block becomes a space in
    /// reverse colours, so solid art stays solid.
    public static func asciiCell(_ cell: Cell) -> Cell {
        var out = cell
        if cell.scalar == "█" {
            out.glyph = " "
            out.foreground = cell.background
            out.background = cell.foreground
        } else {
            out.glyph = ascii(cell.glyph)
        }
        return out
    }

    /// The glyph with control characters (C0, DEL, C1) replaced: they would move the cursor
    /// or start escape sequences, and curses would draw them as two-column `^X`.
    public static func sanitized(_ glyph: Character) -> Character {
        glyph.unicodeScalars.contains(where: isControl) ? "?" : glyph
    }

    /// Whether a `nl_langinfo(CODESET)` answer means UTF-8.
    public static func isUTF8(codeset: String) -> Bool {
        let normalized = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
        return normalized == "utf8"
    }

    /// Whether the environment asks for a UTF-8 locale: the first of `LC_ALL`, `LC_CTYPE`,
    /// `LANG` that is set and non-empty decides, as in POSIX.
    public static func environmentWantsUTF8(_ environment: [String: String]) -> Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                let lower = value.lowercased()
                return lower.contains("utf-8") || lower.contains("utf8")
            }
        }
        return false
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func boxDrawing(_ value: UInt32) -> Character {
        switch value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550,
            0x2574, 0x2576, 0x2578, 0x257A, 0x257C, 0x257E:
            return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551,
            0x2575, 0x2577, 0x2579, 0x257B, 0x257D, 0x257F:
            return "|"
        case 0x2571: return "/"
        case 0x2572: return "\\"
        case 0x2573: return "X"
        default: return "+"  // corners, tees, crosses, rounded corners
        }
    }

    private static func arrow(_ value: UInt32) -> Character {
        switch value {
        case 0x2190, 0x219E, 0x21A2, 0x21A9, 0x21BC, 0x21BD, 0x21D0, 0x21E0, 0x21E6: return "<"
        case 0x2192, 0x21A0, 0x21A3, 0x21AA, 0x21C0, 0x21C1, 0x21D2, 0x21E2, 0x21E8: return ">"
        case 0x2191, 0x219F, 0x21BE, 0x21BF, 0x21D1, 0x21E1, 0x21E7: return "^"
        case 0x2193, 0x21A1, 0x21C2, 0x21C3, 0x21D3, 0x21E3, 0x21E9: return "v"
        case 0x2194, 0x21D4: return "-"
        case 0x2195, 0x21D5: return "|"
        case 0x21B5, 0x21B2: return "<"  // return key
        default: return "?"
        }
    }

    private static let table: [UInt32: Character] = [
        // Shades keep their density order: light, medium, dark.
        0x2591: ".", 0x2592: ":", 0x2593: "#", 0x2588: "#",
        // Bullets, dots, geometric shapes.
        0x2022: "*", 0x2023: ">", 0x2043: "-", 0x00B7: ".", 0x2219: ".", 0x22C5: ".",
        0x25CF: "o", 0x25CB: "o", 0x25E6: "o", 0x25C9: "o", 0x25CE: "o", 0x2B24: "o",
        0x25A0: "#", 0x25A1: "o", 0x25AA: "#", 0x25AB: "o", 0x25FC: "#", 0x25FB: "o",
        0x25B2: "^", 0x25B3: "^", 0x25B4: "^", 0x25B5: "^",
        0x25BC: "v", 0x25BD: "v", 0x25BE: "v", 0x25BF: "v",
        0x25B6: ">", 0x25B7: ">", 0x25B8: ">", 0x25B9: ">", 0x25BA: ">", 0x276F: ">",
        0x25C0: "<", 0x25C1: "<", 0x25C2: "<", 0x25C3: "<", 0x25C4: "<", 0x276E: "<",
        0x2605: "*", 0x2606: "*", 0x2713: "v", 0x2714: "v", 0x2717: "x", 0x2718: "x",
        0x00D7: "x", 0x2715: "x", 0x2716: "x",
        // Punctuation.
        0x00A0: " ", 0x2007: " ", 0x2009: " ", 0x200A: " ", 0x202F: " ",
        0x2010: "-", 0x2011: "-", 0x2012: "-", 0x2013: "-", 0x2014: "-", 0x2015: "-", 0x2212: "-",
        0x2018: "'", 0x2019: "'", 0x201A: "'", 0x2032: "'",
        0x201C: "\"", 0x201D: "\"", 0x201E: "\"", 0x2033: "\"",
        0x2026: ".", 0x00AB: "<", 0x00BB: ">", 0x2039: "<", 0x203A: ">",
        0x00A9: "c", 0x00AE: "r", 0x00B0: "o", 0x2122: "T",
        // Marks the lab draws: the home indicator, the pause sign, Android's battery, a
        // weather glyph, the money and math of the mock apps.
        0x25AC: "=", 0x25AE: "#", 0x275A: "|", 0x263C: "*", 0x2248: "~", 0x2261: "=",
        0x2264: "<", 0x2265: ">", 0x2308: "[", 0x2309: "]", 0x230A: "[", 0x230B: "]",
        0x00A3: "L", 0x00A7: "S", 0x20AC: "E", 0x03C3: "s",
        // Keyboard symbols used in key hints.
        0x23CE: "<", 0x238B: "x", 0x2318: "#", 0x2325: "~", 0x21E5: ">",
    ]
}
