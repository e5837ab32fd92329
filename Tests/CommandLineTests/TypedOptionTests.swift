import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// The options whose values the parser reads: a value that is none of them is refused before
/// the command runs, naming the option, in one line, exit 2, and `--help` lists the values.
@Suite struct TypedOptionTests {
    static let tape = Repository.root.appendingPathComponent("Tapes/leak.tape").path

    static let bad: [(arguments: [String], message: String)] = [
        (
            ["audit", "--strategy", "nonsense"],
            "switcherlab: The value 'nonsense' is invalid for '--strategy <ids>'. Please provide one of 'none',"
        ),
        (
            ["audit", "--strategy", "hide-window,nonsense"],
            "switcherlab: The value 'hide-window,nonsense' is invalid for '--strategy <ids>'."
        ),
        (
            ["audit", "--strategy", "hide-window,hide-window"],
            "switcherlab: --strategy: hide-window is listed twice"
        ),
        (
            ["timeline", "--strategy", "nonsense"],
            "switcherlab: The value 'nonsense' is invalid for '--strategy <strategy>'. Please provide one of 'none',"
        ),
        (
            ["audit", "--ios", "99"],
            "switcherlab: The value '99' is invalid for '--ios <version>': iOS 99 is outside what the lab models"
                + " (expected 13 to 18, 26 or 27)"
        ),
        (
            ["audit", "--ios", "20"],
            "switcherlab: The value '20' is invalid for '--ios <version>': there is no iOS 20: after iOS 18 came"
                + " iOS 26"
        ),
        (
            ["audit", "--ios", "17,17"],
            "switcherlab: The value '17,17' is invalid for '--ios <version>': iOS 17 given twice"
        ),
        (["recommend", "--ios", "99"], "switcherlab: The value '99' is invalid for '--ios <version>':"),
        (["timeline", "--ios", "99"], "switcherlab: The value '99' is invalid for '--ios <version>':"),
        (
            ["code", "hide-window", "--ios", "99"],
            "switcherlab: The value '99' is invalid for '--ios <version>':"
        ),
        (["scan", ".", "--ios", "99"], "switcherlab: The value '99' is invalid for '--ios <version>':"),
        (
            ["audit", "--android-api", "5"],
            "switcherlab: The value '5' is invalid for '--android-api <level>': Android API level 5 is outside"
                + " what the lab models (expected 29 to 36)"
        ),
        (
            ["recommend", "--android-api", "5"],
            "switcherlab: The value '5' is invalid for '--android-api <level>':"
        ),
        (
            ["timeline", "--android-api", "5"],
            "switcherlab: The value '5' is invalid for '--android-api <level>':"
        ),
        (
            ["scan", ".", "--android-api", "5"],
            "switcherlab: The value '5' is invalid for '--android-api <level>':"
        ),
        (
            ["audit", "--android-nav", "foo"],
            "switcherlab: The value 'foo' is invalid for '--android-nav <mode>': bad Android navigation 'foo'"
                + " (expected gesture or buttons)"
        ),
        (
            ["timeline", "--android-nav", "foo"],
            "switcherlab: The value 'foo' is invalid for '--android-nav <mode>'. Please provide one of 'gesture'"
                + " and 'buttons'."
        ),
        (
            ["audit", "--format", "xml"],
            "switcherlab: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json',"
                + " 'xcode' or 'github-actions'."
        ),
        (
            ["audit", "--format", "sarif"],
            "switcherlab: --format sarif is scan's (the audit prints text, json, xcode, github-actions): SARIF"
                + " locates results in source files, which the audit has none of (scan --sarif has)"
        ),
        (
            ["scan", ".", "--format", "xml"],
            "switcherlab: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json',"
                + " 'sarif', 'xcode' or 'github-actions'."
        ),
        (
            ["render", tape, "--frames", "frames", "--format", "xml"],
            "switcherlab: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'svg'"
                + " or 'png'."
        ),
        (
            ["record", tape, "-o", "x.cast", "--cast-version", "4"],
            "switcherlab: The value '4' is invalid for '--cast-version <cast-version>'. Please provide one of '2'"
                + " and '3'."
        ),
        (
            ["interactive", "--record", "x.cast", "--cast-version", "4"],
            "switcherlab: The value '4' is invalid for '--cast-version <cast-version>'."
        ),
        // The rules that join two options, in the commands' validation.
        (
            ["audit", "--device", "android", "--ios", "17"],
            "switcherlab: --ios is for iOS devices, not android (one Activity lifecycle, no host, no iOS release)"
        ),
        (
            ["recommend", "--device", "iphone", "--android-api", "33"],
            "switcherlab: --android-api is for the android device, not iphone (iOS has no API level)"
        ),
        (["audit", "--format", "json", "--json"], ""),
        (
            ["audit", "--format", "xcode", "--json"],
            "switcherlab: --format xcode and --json are two formats of the same report: give one"
        ),
        (
            ["record", tape, "-o", "x.svg", "--cast-version", "3"],
            "switcherlab: --cast-version is for a cast, not SVG"
        ),
    ]

    @Test(arguments: bad.indices) func aBadValueExitsTwoNamingTheOption(_ index: Int) throws {
        let (arguments, message) = Self.bad[index]
        guard !message.isEmpty else {
            // The same format twice is one format: not refused (the audit is narrowed to run fast).
            let run = try Switcherlab.run(
                arguments + ["--device", "iphone", "--strategy", "none", "--event", "home"])
            #expect(run.status == 0, "\(run.error)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Switcherlab.run(arguments, in: directory)
        #expect(run.status == 2, "\(arguments)")
        #expect(run.error.hasPrefix(message), "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
        #expect(run.output.isEmpty)
        // Refused before anything is written.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// `audit --strategy` takes a list, as recommend's does: the audit of those strategies only,
    /// whatever the order they are given in.
    @Test func theAuditsStrategyListIsASetOfStrategies() throws {
        let narrow = ["audit", "--device", "iphone", "--lifecycle", "scene", "--event", "home", "--json"]
        let forward = try Switcherlab.run(narrow + ["--strategy", "hide-window,color-overlay"])
        let backward = try Switcherlab.run(narrow + ["--strategy", "color-overlay,hide-window"])
        #expect(forward.status == 0, "\(forward.error)")
        #expect(backward.status == 0, "\(backward.error)")
        #expect(forward.output == backward.output)
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(forward.output.utf8)) as? [[String: Any]])
        #expect(Set(rows.compactMap { $0["strategy"] as? String }) == ["hide-window", "color-overlay"])
        // One id is a list of one.
        let one = try Switcherlab.run(narrow + ["--strategy", "hide-window"])
        let oneRows = try #require(
            try JSONSerialization.jsonObject(with: Data(one.output.utf8)) as? [[String: Any]])
        #expect(!oneRows.isEmpty)
        #expect(oneRows.allSatisfy { $0["strategy"] as? String == "hide-window" })
    }

    @Test func noneOfTheStrategiesHasCodeForTheDevice() throws {
        let run = try Switcherlab.run([
            "audit", "--device", "android", "--strategy", "color-overlay,hide-window",
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output
                == "Nothing to audit: hide-window, color-overlay have no code for android (hide-window runs on"
                + " iphone-home, iphone, ipad; color-overlay runs on iphone-home, iphone, ipad).\n")
    }

    /// `--help` lists the values the parser takes.
    @Test(arguments: [
        (["audit"], "--format", "(values: text, json, xcode, github-actions)"),
        (["audit"], "--strategy", "(values: \(Strategies.ids.joined(separator: ", ")))"),
        (["scan"], "--format", "(values: text, json, sarif, xcode, github-actions)"),
        (["render"], "--format", "(values: text, svg, png; default: text)"),
        (["record"], "--cast-version", "(values: 2, 3; default: 2)"),
        (["timeline"], "--android-nav", "(values: gesture, buttons; default: gesture)"),
        (["timeline"], "--ios", IOSVersion.range),
        (["timeline"], "--android-api", AndroidAPILevel.range),
    ])
    func helpListsTheValues(_ command: [String], option: String, values: String) throws {
        let run = try Switcherlab.run(command + ["--help"])
        #expect(run.status == 0)
        // The option's entry, its wrapped lines joined.
        let entries = run.output.components(separatedBy: "\n  -")
        let entry = try #require(entries.first { $0.hasPrefix(option.dropFirst() + " ") })
        let words = entry.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(values), "\(words)")
    }
}
