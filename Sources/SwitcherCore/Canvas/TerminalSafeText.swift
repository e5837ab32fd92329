/// Guards the terminal against untrusted text (asset files, app names, tape strings).
///
/// A canvas cell holds exactly one column. Text that is wider (CJK, emoji), narrower
/// (combining marks, zero-width characters) or active (control characters, escape
/// sequences) would shift the layout or, worse, reach the terminal as commands. The check is
/// deliberately conservative: when in doubt a character is refused, because a refused
/// character costs a `?` while an accepted one can corrupt the screen.
public enum TerminalSafeText {
    /// Whether `character` is one printable scalar that every terminal draws one column wide.
    ///
    /// East Asian *ambiguous* characters (box drawing, `°`, Greek) are accepted: the lab's
    /// drawings need them and terminals outside CJK locales draw them narrow.
    public static func isSingleColumn(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        return isSingleColumn(scalar)
    }

    /// The scalar form of `isSingleColumn(_:)` for code that walks scalars.
    public static func isSingleColumn(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if isControl(scalar) { return false }
        if value < 0x7F { return true }  // printable ASCII, the common case
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned,
            .nonspacingMark, .spacingMark, .enclosingMark,
            .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return false
        default:
            break
        }
        if properties.isEmojiPresentation || properties.isDefaultIgnorableCodePoint
            || properties.isVariationSelector
        {
            return false
        }
        return !wideRanges.contains { $0.contains(value) }
    }

    /// C0 controls (tab and line breaks included), DEL and the C1 controls: the characters
    /// that start or make up terminal escape sequences.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// `text` with every character that is not single-column replaced by `?`, for showing
    /// untrusted text on one row. Line breaks are replaced too.
    public static func sanitized(_ text: String) -> String {
        // Printable ASCII, the lab's own labels and most asset text, is safe as it is; so is
        // text of single-column scalars that are graphemes of their own (arrows, box lines).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        if text.unicodeScalars.allSatisfy({ standsAlone($0) && isSingleColumn($0) }) { return text }
        return String(text.map { isSingleColumn($0) ? $0 : "?" })
    }

    /// Scalars that never join a neighbour into one grapheme (no marks, joiners, controls,
    /// Hangul jamo, regional indicators or prepended characters): printable ASCII and Latin-1,
    /// general punctuation, arrows, mathematical and technical symbols, box drawing, blocks,
    /// geometric shapes, symbols and dingbats. Text made of them needs no grapheme breaking:
    /// each scalar is one character.
    public static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x7F { return v >= 0x20 }
        return (0xA0..<0x300).contains(v) && v != 0xAD || (0x2010..<0x2028).contains(v)
            || (0x2030..<0x205F).contains(v) || (0x2190..<0x2800).contains(v)
    }

    /// `U+001B`, or `U+0065 U+0301` for a cluster: how a refused character is named in messages,
    /// since printing the character itself is what we are avoiding.
    public static func codePoints(_ character: Character) -> String {
        character.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }

    /// East Asian Wide and Fullwidth blocks (UAX #11), widened to whole blocks where that is
    /// simpler; the Hangul medial and final jamo are included because they draw zero-width.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x11FF,  // Hangul Jamo
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
        0x3041...0x33FF,  // Hiragana … CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small forms
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FFF,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1AFF0...0x1B2FF,  // Kana extensions, Nushu
        0x1F000...0x1FAFF,  // game pieces, enclosed and pictographic symbols, emoji
        0x20000...0x3FFFD,  // CJK extensions B and later
    ]
}
