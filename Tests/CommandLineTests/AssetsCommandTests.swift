import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// An app of one's own, run as a person would: the audit by field, the hurdles that are gone,
/// `assets check` and `assets mask`.
@Suite struct AssetsCommandTests {
    static let vault = VaultAssets.directory.path
    static let narrow = [
        "--device", "iphone", "--lifecycle", "scene", "--host", "notifications",
    ]

    struct Row: Decodable {
        let strategy: String
        let event: String
        let legibleSensitiveCells: Int?
        let fields: [FieldLeak]?
    }

    @Test func theAuditOfADirectoryOfOneAppGivesRowsByFieldAndSaysWhatItAdded() throws {
        let run = try Switcherlab.run(
            ["audit", "--assets", Self.vault, "--app", "vault", "--event", "home", "--json"] + Self.narrow)
        #expect(run.status == 0, "\(run.error)")
        let rows = try JSONDecoder().decode([Row].self, from: Data(run.output.utf8))
        let none = try #require(rows.first { $0.strategy == "none" })
        #expect(none.fields?.map(\.name) == ["2FA code", "recovery phrase"])
        #expect(none.fields?.map(\.legibleCells) == [6, 69])
        #expect(none.fields?.map(\.wholeWordsLegible) == [2, 12])
        let hidden = try #require(rows.first { $0.strategy == "hide-window" })
        #expect(hidden.fields?.map(\.legibleCells) == [0, 0])
        // The hurdles: no splash.art (image-overlay is in the plan) and one app, both said.
        #expect(
            run.error.contains(
                "switcherlab: note: the assets have no splash.art: image-overlay covers apps with the shipped splash"
            ))
        #expect(
            run.error.contains(
                "switcherlab: note: the assets hold one app, Vault: the audit switches to a plain app of its own, Plain"
            ))
    }

    @Test func theTextTableNamesTheFieldsThatLeak() throws {
        // The splash caught half faded on a fast switch, an image view at half alpha with no
        // background of its own: the code and the phrase both stay whole.
        let run = try Switcherlab.run(
            [
                "audit", "--assets", Self.vault, "--app", "vault", "--strategy", "image-overlay",
                "--event", "app-switch",
            ] + Self.narrow)
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines[2].hasSuffix("fields legible in a card"))
        let row = try #require(lines.first { $0.hasPrefix("image-overlay") })
        // The most legible first: the whole code, then the phrase.
        #expect(row.hasSuffix("2FA code 6 of 6 digits, recovery phrase 12 of 12 words"))
        // image-overlay is in the plan: the shipped splash stands in, and the audit says so.
        #expect(run.error.contains("splash"))
        let hidden = try Switcherlab.run(
            [
                "audit", "--assets", Self.vault, "--app", "vault", "--strategy", "color-overlay",
                "--event", "home",
            ] + Self.narrow)
        let covered = try #require(
            hidden.output.split(separator: "\n").first { $0.hasPrefix("color-overlay") })
        #expect(covered.hasSuffix("  -"))
        // Without image-overlay in the plan, no word about the splash.
        #expect(!hidden.error.contains("splash"))
    }

    @Test func anAppWithNoSensitiveCellsIsAuditedWithAWarning() throws {
        let run = try Switcherlab.run(["audit", "--app", "weather", "--event", "home"] + Self.narrow)
        #expect(run.status == 0)
        #expect(
            run.error
                == "switcherlab: warning: Weather has no sensitive cells: every strategy measures 0 (mark them in its '--- mask' section, see Assets/README.md)\n"
        )
        let medical = try Switcherlab.run(["audit", "--event", "home"] + Self.narrow)
        #expect(medical.error.isEmpty)
    }

    @Test func anAppWithNoSensitiveCellsIsRecordedWithAWarning() throws {
        try withTemporaryDirectory { directory in
            let tape = directory.appendingPathComponent("weather.tape")
            try "Set Device iphone\nLaunch \"Weather\"\nSleep 1s\nPress Home\nSleep 1s\n".write(
                to: tape, atomically: true, encoding: .utf8)
            let cast = directory.appendingPathComponent("weather.cast")
            let run = try Switcherlab.run(["record", tape.path, "-o", cast.path])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.error.contains("switcherlab: warning: Weather has no sensitive cells"))
        }
    }

    @Test func assetsCheckShowsEachScreenWithItsMaskAndLegend() throws {
        let run = try Switcherlab.run(["assets", "check", Self.vault])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "apps/vault.app: Vault")
        #expect(lines.contains("    421 739                         aaa aaa"))
        #expect(
            lines.contains { $0.hasPrefix("     1 orbit     7 candle") && $0.hasSuffix("bbbbb       bbbbbb") }
        )
        #expect(lines.contains("  a = 2FA code: 6 cells, 2 words (counted in digits)"))
        #expect(lines.contains("  b = recovery phrase: 69 cells, 12 words (counted in words)"))
        #expect(lines.contains("1 app, 2 fields: OK"))
        #expect(run.error.contains("no splash.art") && run.error.contains("Plain"))
        // With --color, each field's cells coloured on the screen; the mask stays plain.
        let coloured = try Switcherlab.run(["assets", "check", "--color", Self.vault])
        #expect(coloured.output.contains("\u{1B}[1;97;48;2;200;30;40m4\u{1B}[0m"))
    }

    @Test func aBadMaskIsLocatedAndExitsTwo() throws {
        try withTemporaryDirectory { directory in
            let apps = directory.appendingPathComponent("apps")
            try FileManager.default.createDirectory(at: apps, withIntermediateDirectories: true)
            let text = try String(
                contentsOf: VaultAssets.directory.appendingPathComponent("apps/vault.app"), encoding: .utf8)
            try text.replacingOccurrences(of: "  aaa aaa", with: "  aaa ccc").write(
                to: apps.appendingPathComponent("vault.app"), atomically: true, encoding: .utf8)
            for arguments in [["assets", "check", directory.path], ["audit", "--assets", directory.path]] {
                let run = try Switcherlab.run(arguments)
                #expect(run.status == 2)
                #expect(
                    run.error
                        == "switcherlab: apps/vault.app:36: mask letter 'c' at column 7 names no field (fields: a, b)\n"
                )
                #expect(run.output.isEmpty)
            }
        }
    }

    @Test func assetsMaskWritesTheMaskWithTheFieldOnEveryOccurrence() throws {
        let file = VaultAssets.directory.appendingPathComponent("apps/vault.app").path
        let run = try Switcherlab.run(["assets", "mask", file, "--field", "expiry", "--match", "24 s"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "--- mask")
        #expect(lines[5] == "  aaa aaa" && lines[6] == "             cc c")
        #expect(lines.suffix(5) == ["--- fields", "a = 2FA code", "b = recovery phrase", "c = expiry", ""])
        #expect(run.error == "switcherlab: note: c = expiry: '24 s' 1×, 3 cells marked\n")
        let missing = try Switcherlab.run(["assets", "mask", file, "--field", "PIN", "--match", "0000"])
        #expect(missing.status == 2 && missing.output.isEmpty)
        #expect(missing.error == "switcherlab: '0000' does not occur on Vault's screen\n")
    }
}
