import Foundation
import Testing

/// A test that needs an outside tool may skip where the tool is missing, but only through
/// `ToolRequirement.runs(missing:)`, which never skips in CI: a missing install step must fail
/// there, not pass as a skip.
@Suite struct ToolSkipTests {
    @Test func everyConditionalTestGoesThroughToolRequirement() throws {
        var offenders: [String] = []
        for file in try PortabilityTests.swiftFiles()
        where file.path.hasPrefix("Tests/") && !file.path.hasSuffix("ToolSkipTests.swift") {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                for trait in [".enabled(", ".disabled("] where code.contains(trait) {
                    // The condition may start on the next line.
                    let rest = code + (index + 1 < lines.count ? String(lines[index + 1]) : "")
                    if trait == ".disabled(" || !rest.contains("ToolRequirement.runs(") {
                        offenders.append("\(file.path):\(index + 1): \(code)")
                    }
                }
            }
        }
        #expect(offenders == [], "\(offenders.joined(separator: "\n"))")
    }
}
