/// One finding as a CI system reads it: Xcode's diagnostic lines (`path:line:col: error: …`)
/// and GitHub Actions' workflow commands (`::error file=…,line=…::…`). A diagnostic without a
/// file (an audit row) is written without one: `error: …`, `::error title=…::…`.
///
/// Every line is terminal-safe: the text may come from a scanned tree (file names, code), so
/// no control character of it reaches the terminal (`TerminalSafeText`).
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, notice
    }

    public var severity: Severity
    /// A short title (the rule's id): GitHub shows it above the message.
    public var title: String
    public var message: String
    /// The file as the user named it (relative paths stay relative), or nil.
    public var file: String?
    /// 1-based; nil without a file.
    public var line: Int?
    /// 1-based; nil without a line.
    public var column: Int?

    public init(
        severity: Severity, title: String, message: String, file: String? = nil, line: Int? = nil,
        column: Int? = nil
    ) {
        self.severity = severity
        self.title = title
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    /// Xcode's form: `path:line:col: error: message [title]`, or `error: message [title]`
    /// without a file. Xcode reads `warning` and `error` (a notice is written as a warning).
    public var xcode: String {
        let severity = self.severity == .notice ? "warning" : self.severity.rawValue
        var location = ""
        if let file {
            location = file
            if let line {
                location += ":\(line)"
                if let column { location += ":\(column)" }
            }
            location += ": "
        }
        return TerminalSafeText.sanitized("\(location)\(severity): \(message) [\(title)]")
    }

    /// GitHub Actions' workflow command: `::error file=F,line=L,col=C,title=T::message`.
    /// Properties escape `%`, CR, LF, `:` and `,`; the message escapes `%`, CR and LF.
    public var githubActions: String {
        var properties: [String] = []
        if let file {
            properties.append("file=" + Self.escapedProperty(file))
            if let line {
                properties.append("line=\(line)")
                if let column { properties.append("col=\(column)") }
            }
        }
        properties.append("title=" + Self.escapedProperty(title))
        let command = "::\(severity.rawValue) \(properties.joined(separator: ","))::"
        return TerminalSafeText.sanitized(command + Self.escapedData(message))
    }

    /// GitHub's escaping of a command's message.
    public static func escapedData(_ text: String) -> String {
        escaping(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// GitHub's escaping of a command's property value.
    public static func escapedProperty(_ text: String) -> String {
        escaping(escapedData(text), [":": "%3A", ",": "%2C"])
    }

    /// `text` with each scalar `replacements` names written as it says, the rest as it is.
    private static func escaping(_ text: String, _ replacements: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let replacement = replacements[scalar] {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The lines of `diagnostics` in `format`, each ending in a newline.
    public static func render(_ diagnostics: [Diagnostic], as format: Format) -> String {
        diagnostics.map { (format == .xcode ? $0.xcode : $0.githubActions) + "\n" }.joined()
    }

    /// The two line formats.
    public enum Format: Sendable {
        case xcode, githubActions
    }
}

extension AuditRow {
    /// The row as a file-less diagnostic: an error when its card leaks, a warning when its card
    /// was not measured; nil otherwise (a covered card, an interruption).
    public var diagnostic: Diagnostic? {
        var run = strategy
        if let host { run += " @\(host)" }
        if let presentation { run += " (\(presentation))" }
        var on = "\(device), \(lifecycle) lifecycle"
        if let ios { on += ", iOS \(ios)" }
        if let androidAPI { on += ", API \(androidAPI)" }
        if let nav = androidNav.flatMap(AndroidNavigation.init(rawValue:)) { on += ", \(nav)" }
        if let cells = legibleSensitiveCells, cells > 0 {
            return Diagnostic(
                severity: .error, title: "snapshot-leak",
                message: "\(run) on \(on): the card leaks on \(event), \(cells) legible sensitive cells")
        }
        if let notMeasured {
            return Diagnostic(
                severity: .warning, title: "not-measured",
                message: "\(run) on \(on): the card on \(event) was not measured: \(notMeasured)")
        }
        return nil
    }
}
