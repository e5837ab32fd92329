import Foundation

/// The two kinds of asset file. They share one syntax, so users learn it once; they differ
/// in which header keys and sections make sense.
enum AssetKind {
    /// `apps/<id>.app`: a mock app's home-screen identity and its screen.
    case app
    /// `splash.art`: the picture an image overlay covers an app with; never sensitive.
    case splash

    var keys: [String] {
        switch self {
        case .app: ["name", "icon", "accent", "background", "foreground", "palette"]
        case .splash: ["name", "background", "foreground", "palette"]
        }
    }

    var requiredKeys: [String] { keys.filter { $0 != "palette" } }

    var sections: [String] {
        switch self {
        case .app: ["screen", "mask", "fields", "colors", "regular-screen", "regular-mask", "regular-colors"]
        case .splash: ["screen", "colors"]
        }
    }
}

/// An asset file split into its header (`key: value` lines) and its `--- name` sections,
/// with every line already checked for terminal safety. Interpreting the values is left to
/// the caller; this type only knows the shape.
struct AssetFile {
    struct Value {
        let text: String
        let line: Int
    }

    struct Section {
        let name: String
        let line: Int
        var rows: [AssetLine]
    }

    let file: String
    private(set) var header: [String: Value] = [:]
    private(set) var sections: [Section] = []

    init(lines: [AssetLine], kind: AssetKind, file: String) throws(AssetError) {
        self.file = file
        var lastHeaderLine = 1
        var inHeader = true
        for line in lines {
            if inHeader {
                let trimmed = line.text.trimmingCharacters(in: .whitespaces)
                let isComment = trimmed.hasPrefix("#")
                try AssetText.check(line, drawn: !isComment, file: file)
                if trimmed.isEmpty { continue }
                if isComment {
                    lastHeaderLine = line.number
                    continue
                }
                if let name = Self.sectionName(line) {
                    try checkRequiredKeys(kind, line: lastHeaderLine)
                    inHeader = false
                    try startSection(name, at: line, kind: kind)
                    continue
                }
                try addHeaderEntry(line, kind: kind)
                lastHeaderLine = line.number
            } else {
                try AssetText.check(line, drawn: true, file: file)
                if let name = Self.sectionName(line) {
                    try startSection(name, at: line, kind: kind)
                } else {
                    sections[sections.count - 1].rows.append(line)
                }
            }
        }
        if inHeader { try checkRequiredKeys(kind, line: lastHeaderLine) }
        if section("screen") == nil {
            throw AssetError(
                file: file, line: max(1, lines.count), message: "missing '--- screen' section")
        }
        // A regular-width mask or colours paint the regular-width screen: without it they are a slip.
        if section("regular-screen") == nil,
            let orphan = sections.first(where: { $0.name.hasPrefix("regular-") })
        {
            throw AssetError(
                file: file, line: orphan.line,
                message: "'--- \(orphan.name)' without a '--- regular-screen' section")
        }
    }

    /// The first section named `name`.
    func section(_ name: String) -> Section? { sections.first { $0.name == name } }

    /// The screen drawing (present once `init` has returned).
    var screen: Section { section("screen")! }

    /// A required header value (present once `init` has returned).
    func required(_ key: String) -> Value { header[key]! }

    /// `--- name` starts a section; a drawing row may not begin with `--- `.
    private static func sectionName(_ line: AssetLine) -> String? {
        guard line.text.hasPrefix("--- ") else { return nil }
        return line.text.dropFirst(4).trimmingCharacters(in: .whitespaces)
    }

    private mutating func addHeaderEntry(_ line: AssetLine, kind: AssetKind) throws(AssetError) {
        guard let colon = line.text.firstIndex(of: ":") else {
            throw AssetError(
                file: file, line: line.number,
                message: "expected 'key: value', a '#' comment or a '--- section' line")
        }
        let key = line.text[..<colon].trimmingCharacters(in: .whitespaces)
        let value = line.text[line.text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard kind.keys.contains(key) else {
            throw AssetError(
                file: file, line: line.number,
                message: "unknown header key '\(key)' (expected \(kind.keys.joined(separator: ", ")))")
        }
        if let earlier = header[key] {
            throw AssetError(
                file: file, line: line.number,
                message: "duplicate header key '\(key)' (first on line \(earlier.line))")
        }
        header[key] = Value(text: value, line: line.number)
    }

    private func checkRequiredKeys(_ kind: AssetKind, line: Int) throws(AssetError) {
        if let missing = kind.requiredKeys.first(where: { header[$0] == nil }) {
            throw AssetError(file: file, line: line, message: "missing header key '\(missing)'")
        }
    }

    private mutating func startSection(_ name: String, at line: AssetLine, kind: AssetKind) throws(AssetError)
    {
        if kind == .splash && name == "mask" {
            throw AssetError(
                file: file, line: line.number,
                message: "'--- mask' is not allowed here: splash art is never sensitive")
        }
        guard kind.sections.contains(name) else {
            throw AssetError(
                file: file, line: line.number,
                message: "unknown section '\(name)' (expected \(kind.sections.joined(separator: ", ")))")
        }
        // Colour layers may repeat (backgrounds, then foregrounds); the rest may not.
        if !name.hasSuffix("colors"), let earlier = section(name) {
            throw AssetError(
                file: file, line: line.number,
                message: "duplicate section '\(name)' (first on line \(earlier.line))")
        }
        sections.append(Section(name: name, line: line.number, rows: []))
    }
}
