import Foundation

/// One line of an asset file with its 1-based number, for located errors.
struct AssetLine: Hashable, Sendable {
    let number: Int
    let text: String
}

/// Turns an asset file's bytes into checked lines.
///
/// Asset files are untrusted: whatever they hold ends up on a terminal. So bytes must be
/// UTF-8, and no line may carry a control character (an escape sequence needs one); lines
/// that are drawn must also hold only single-column characters, or the grid would shift.
enum AssetText {
    /// Splits on LF (a CR before it is dropped, so CRLF files work); a leading BOM is ignored.
    static func lines(of data: Data, file: String) throws(AssetError) -> [AssetLine] {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var rows = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if rows.last?.isEmpty == true { rows.removeLast() }  // the final line break
        var lines: [AssetLine] = []
        lines.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() {
            let raw = row.last == 0x0D ? row.dropLast() : row
            let text = String(decoding: raw, as: UTF8.self)
            guard text.utf8.elementsEqual(raw) else {
                throw AssetError(file: file, line: index + 1, message: "not valid UTF-8")
            }
            lines.append(AssetLine(number: index + 1, text: text))
        }
        return lines
    }

    /// Refuses control characters anywhere in `line`; with `drawn`, also any character that is
    /// not exactly one column wide.
    static func check(_ line: AssetLine, drawn: Bool, file: String) throws(AssetError) {
        for (offset, character) in line.text.enumerated() {
            let column = offset + 1
            if let control = character.unicodeScalars.first(where: TerminalSafeText.isControl) {
                throw AssetError(
                    file: file, line: line.number,
                    message: "control character \(name(of: control)) at column \(column) is not allowed")
            }
            if drawn && !TerminalSafeText.isSingleColumn(character) {
                throw AssetError(
                    file: file, line: line.number,
                    message: "character \(TerminalSafeText.codePoints(character)) at column \(column)"
                        + " is not a single-column character")
            }
        }
    }

    private static func name(of scalar: Unicode.Scalar) -> String {
        let code = TerminalSafeText.codePoints(Character(scalar))
        switch scalar.value {
        case 0x09: return "\(code) (tab; use spaces)"
        case 0x0D: return "\(code) (carriage return)"
        case 0x1B: return "\(code) (escape)"
        case 0x7F: return "\(code) (delete)"
        default: return code
        }
    }
}
