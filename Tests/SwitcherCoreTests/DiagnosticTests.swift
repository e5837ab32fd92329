import SwitcherCore
import Testing

/// Xcode's and GitHub's line formats: their shapes, GitHub's escaping, and no control
/// character of untrusted text on the terminal.
@Suite struct DiagnosticTests {
    @Test func xcodeLines() {
        let leak = Diagnostic(
            severity: .error, title: "snapshot-leak", message: "it leaks", file: "./My App/A.swift", line: 12,
            column: 9)
        #expect(leak.xcode == "./My App/A.swift:12:9: error: it leaks [snapshot-leak]")
        let fileless = Diagnostic(severity: .warning, title: "not-measured", message: "m")
        #expect(fileless.xcode == "warning: m [not-measured]")
        // Xcode has no notice: it is a warning.
        #expect(Diagnostic(severity: .notice, title: "t", message: "m").xcode.hasPrefix("warning: "))
    }

    @Test func githubCommandsEscapeDataAndProperties() {
        let diagnostic = Diagnostic(
            severity: .error, title: "a:b,c", message: "100% sure\r\nnext: line, more",
            file: "dir,x/f:1.swift",
            line: 3, column: 1)
        #expect(
            diagnostic.githubActions
                == "::error file=dir%2Cx/f%3A1.swift,line=3,col=1,title=a%3Ab%2Cc::100%25 sure%0D%0Anext: line, more"
        )
        #expect(
            Diagnostic(severity: .warning, title: "t", message: "m").githubActions == "::warning title=t::m")
        // `%` is escaped first: an escape already in the text is not read as one.
        #expect(Diagnostic.escapedData("%0A") == "%250A")
    }

    @Test func controlCharactersNeverReachTheTerminal() {
        let hostile = Diagnostic(
            severity: .error, title: "t\u{1B}]0;x\u{07}", message: "code \u{1B}[2J\u{9B}31m",
            file: "a\u{1B}[31m.swift",
            line: 1, column: 1)
        for line in [hostile.xcode, hostile.githubActions] {
            #expect(!line.unicodeScalars.contains { TerminalSafeText.isControl($0) }, "\(line)")
        }
        let lines = Diagnostic.render([hostile, hostile], as: .githubActions)
        #expect(lines.split(separator: "\n").count == 2)
    }
}
