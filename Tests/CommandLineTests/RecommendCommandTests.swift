import Foundation
import SwitcherTestSupport
import Testing

/// `switcherlab recommend` run as a process: the verdict, the JSON, bad input.
@Suite struct RecommendCommandTests {
    @Test func theVerdictComesFirstAndNamesAHostThatLeaksNowhereInTheAudit() throws {
        let run = try Switcherlab.run(["recommend", "--device", "iphone,ipad", "--lifecycle", "scene"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first == "iOS · iphone and ipad · iOS 27, scene lifecycle · Medical ID · live card: cover")
        // The verdict: the lines up to the first blank one; the configurations no rule tells
        // apart (the blurred screenshot in both forms and the corrected forms), named, without
        // side effects.
        let verdict = lines.dropFirst().prefix { !$0.isEmpty }.map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        #expect(verdict.hasPrefix("5 configurations tie: blurred-snapshot @scene-delegate, active;"))
        #expect(verdict.contains("privacy-window @scene-delegate, active, corrected"))
        #expect(verdict.contains("covers the app during"))
        // The audit of the first of them in its host shows 0 on every card of both devices.
        let first = try #require(verdict.firstMatch(of: #/tie: ([a-z-]+) @([a-z-]+), active/#))
        let strategy = String(first.output.1)
        let host = first.output.2
        for device in ["iphone", "ipad"] {
            let audit = try Switcherlab.run([
                "audit", "--json", "--device", device, "--lifecycle", "scene", "--strategy", strategy,
                "--host",
                String(host),
            ])
            let rows = try #require(
                try JSONSerialization.jsonObject(with: Data(audit.output.utf8)) as? [[String: Any]])
            #expect(!rows.isEmpty)
            for row in rows {
                #expect((row["legibleSensitiveCells"] as? Int ?? 0) == 0, "\(device) \(row["event"] ?? "")")
            }
        }
        #expect(run.output.contains("Rejected, each strategy at its best:"))
    }

    @Test func theJSONCarriesTheSameRecommendation() throws {
        let text = try Switcherlab.run(["recommend", "--device", "iphone,ipad"])
        let run = try Switcherlab.run(["recommend", "--device", "iphone,ipad", "--json"])
        #expect(run.status == 0, "\(run.error)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let ranking = try #require((object["rankings"] as? [[String: Any]])?.first)
        let recommendation = try #require(ranking["recommendation"] as? [String: Any])
        let strategy = try #require(recommendation["strategy"] as? String)
        let host = try #require(recommendation["host"] as? String)
        // Five configurations rank first, a tie the text names; the JSON's recommendation is
        // the first of them.
        let tie = try #require(ranking["tie"] as? [String])
        #expect(tie.count == 5)
        #expect(tie.first == "\(strategy) @\(host), active")
        #expect(text.output.contains("5 configurations tie: \(strategy) @\(host), active;"))
        #expect(ranking["liveCard"] as? String == "cover")
        let other = try #require(ranking["otherPolicy"] as? [String: Any])
        #expect(other["liveCard"] as? String == "allow")
        #expect(text.output.contains("With --live-card allow: "))
        #expect(recommendation["leaksNowhere"] as? Bool == true)
        #expect(recommendation["reason"] is String)
    }

    @Test func aStrategyFilterWithNoProtectionSaysSo() throws {
        let run = try Switcherlab.run(["recommend", "--device", "iphone", "--strategy", "none,color-overlay"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("No configuration leaks nowhere on iphone"))
    }

    static let bad: [(arguments: [String], message: String)] = [
        (["--device", "phone"], "switcherlab: unknown device 'phone' for --device (expected iphone-home,"),
        (["--device", "iphone,iphone"], "switcherlab: --device: iphone is listed twice"),
        (["--device", ""], "switcherlab: unknown device '' for --device"),
        (["--device", "android", "--lifecycle", "scene"], "switcherlab: --lifecycle is for iOS devices"),
        (
            ["--lifecycle", "window"],
            "switcherlab: The value 'window' is invalid for '--lifecycle <lifecycle>'. Please provide one of 'scene' and 'app'."
        ),
        (
            ["--ios", "9"],
            "switcherlab: The value '9' is invalid for '--ios <version>': iOS 9 is outside what the lab models"
        ),
        (
            ["--android-api", "12"],
            "switcherlab: The value '12' is invalid for '--android-api <level>': Android API level 12 is outside"
        ),
        (
            ["--strategy", "nope"],
            "switcherlab: The value 'nope' is invalid for '--strategy <ids>'. Please provide one of 'none',"
        ),
        (["--strategy", "none,none"], "switcherlab: --strategy: none is listed twice"),
        (["--device", "android", "--strategy", "hide-window"], "switcherlab: nothing to rank"),
        (
            ["--live-card", "maybe"],
            "switcherlab: The value 'maybe' is invalid for '--live-card <policy>'. Please provide one of 'cover' and 'allow'."
        ),
    ]

    @Test(arguments: bad.indices)
    func badInputExitsTwoWithOneLine(_ index: Int) throws {
        let (arguments, message) = Self.bad[index]
        let run = try Switcherlab.run(["recommend"] + arguments)
        #expect(run.status == 2, "\(arguments)")
        #expect(run.error.hasPrefix(message), "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(run.output.isEmpty)
    }
}
