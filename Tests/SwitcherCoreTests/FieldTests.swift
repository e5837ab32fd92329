import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// Named fields: the mask's letters and the `--- fields` legend, and how much of each field a
/// picture shows, counted with the one test of legibility every count uses.
@Suite struct FieldTests {
    /// A directory of one app, Vault, with two named fields and no splash art.
    static var vault: AssetCatalog { VaultAssets.catalog }
    static var app: AppAsset { vault.apps[0] }

    static func plan(_ strategy: String, event: AuditEvent = .home) -> Audit.Plan {
        var plan = Audit.Plan()
        plan.app = "Vault"
        plan.devices = [.iphone]
        plan.lifecycles = [.scene]
        plan.hosts = [.sceneDelegate]
        plan.strategies = [strategy]
        plan.events = [event]
        return plan
    }

    static func parse(_ body: String) throws(AssetError) -> AppAsset {
        let header = "name: T\nicon: T\naccent: #FF0000\nbackground: #FFFFFF\nforeground: #000000\n"
        return try AppAsset(parsing: header + body, id: "t")
    }

    static func error(_ body: String) -> String? {
        do throws(AssetError) {
            _ = try parse(body)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theLegendNamesTheMaskLetters() {
        let fields = Self.app.fields
        #expect(fields.map(\.name) == ["2FA code", "recovery phrase"])
        #expect(fields.map(\.letter) == ["a", "b"])
        #expect(fields[0].words == ["421", "739"] && fields[0].cells == 6 && fields[0].unit == .digits)
        #expect(fields[1].words.count == 12 && fields[1].unit == .words)
        #expect(fields[1].words.prefix(2) == ["orbit", "candle"])
        // Every sensitive cell of the screen is in one of them.
        #expect(fields.reduce(0) { $0 + $1.cells } == Self.app.screen.legibleSensitiveCells(.default))
        #expect(Self.vault.splashIsFallback)
    }

    /// The field rides in the byte the sensitive flag had: frames copy no more than before.
    @Test func aCellIsNoLargerForItsField() {
        #expect(MemoryLayout<Cell>.stride == 12)
        var cell = Cell("x", sensitive: true, field: 3)
        #expect(cell.sensitive && cell.field == 3 && cell.isLegiblySensitive(.default))
        cell.sensitive = false
        #expect(cell.field == nil && !cell.isLegiblySensitive(.default))
        #expect(Cell("x", sensitive: true).field == nil)
    }

    @Test func unnamedMarksStillWorkAlongsideNamedOnes() throws {
        let app = try Self.parse("--- screen\nPIN 1234 Jane\n--- mask\n    aaaa ####\n--- fields\na = PIN\n")
        #expect(app.fields.map(\.name) == ["PIN", SensitiveField.unnamedName])
        #expect(app.screen.legibleSensitiveCells(.default) == 8)
        // Without a legend, '#' alone, as before.
        let plain = try Self.parse("--- screen\nJane\n--- mask\n####\n")
        #expect(plain.fields.map(\.name) == ["unnamed"] && plain.fields[0].cells == 4)
        let none = try Self.parse("--- screen\nJane\n")
        #expect(none.fields.isEmpty && !none.hasSensitiveCells)
    }

    @Test(arguments: [
        (
            "--- screen\nab\n--- mask\nac\n--- fields\na = one\n",
            "t.app:9: mask letter 'c' at column 2 names no field (fields: a)"
        ),
        (
            "--- screen\nab\n--- mask\naa\n",
            "t.app:9: mask letter 'a' at column 1 names no field (no '--- fields' section)"
        ),
        ("--- fields\na: one\n--- screen\nab\n", "t.app:7: expected 'letter = name', e.g. 'a = 2FA code'"),
        (
            "--- fields\nab = one\n--- screen\nab\n",
            "t.app:7: a field's letter is one of a-z or A-Z, not 'ab'"
        ),
        ("--- fields\n# = one\n--- screen\nab\n", "t.app:7: a field's letter is one of a-z or A-Z, not '#'"),
        ("--- fields\na =\n--- screen\nab\n", "t.app:7: field 'a' has no name"),
        (
            "--- fields\na = one\na = two\n--- screen\nab\n",
            "t.app:8: duplicate field letter 'a' (first on line 7)"
        ),
        (
            "--- fields\na = PIN\nb = pin\n--- screen\nab\n",
            "t.app:8: duplicate field name 'pin' (also 'a' on line 7)"
        ),
        (
            "--- fields\na = one\n--- fields\n--- screen\nab\n",
            "t.app:8: duplicate section 'fields' (first on line 6)"
        ),
    ])
    func aBadMaskOrLegendIsLocated(_ body: String, _ expected: String) {
        #expect(Self.error(body) == expected)
    }

    @Test func theSentencesAReviewerQuotes() {
        let code = FieldLeak(
            name: "2FA code", legibleCells: 4, totalCells: 6, wholeWordsLegible: 1, totalWords: 2,
            unit: .digits)
        #expect(code.sentence == "2FA code: 4 of 6 digits")
        let phrase = FieldLeak(
            name: "recovery phrase", legibleCells: 60, totalCells: 60, wholeWordsLegible: 12, totalWords: 12,
            unit: .words)
        #expect(phrase.sentence == "recovery phrase: 12 of 12 words")
        let part = FieldLeak(
            name: "recovery phrase", legibleCells: 9, totalCells: 60, wholeWordsLegible: 1, totalWords: 12,
            unit: .words)
        #expect(part.sentence == "recovery phrase: 1 of 12 words (9 of 60 characters)")
        let none = FieldLeak(
            name: "PIN", legibleCells: 0, totalCells: 1, wholeWordsLegible: 0, totalWords: 1, unit: .digits)
        #expect(none.sentence == "PIN: 0 of 1 digit" && !none.leaks)
        #expect(
            FieldLeak.leakingFirst([none, code, phrase]).map(\.name) == [
                "recovery phrase", "2FA code", "PIN",
            ])
    }

    @Test func noStrategyLeaksEveryFieldWhole() throws {
        let rows = try Audit.run(Self.plan("none"), catalog: Self.vault)
        let row = try #require(rows.first)
        let fields = try #require(row.fields)
        #expect(fields.map(\.sentence) == ["2FA code: 6 of 6 digits", "recovery phrase: 12 of 12 words"])
        #expect(fields.reduce(0) { $0 + $1.legibleCells } == row.legibleSensitiveCells)
    }

    @Test func anOpaqueCoverLeaksNoField() throws {
        let row = try #require(try Audit.run(Self.plan("hide-window"), catalog: Self.vault).first)
        #expect(row.legibleSensitiveCells == 0)
        #expect(row.fields?.map(\.legibleCells) == [0, 0])
        #expect(row.fields?.map(\.wholeWordsLegible) == [0, 0])
        #expect(row.fields?.contains(where: \.leaks) == false)
    }

    @Test func aPartlyCoveredFieldCountsWhatShowsAndOnlyWholeWords() {
        var picture = Self.app.screen
        // The code's first two digits and the last letter of "orbit" covered by an opaque cell.
        let cover = Cell(" ", background: .black)
        let code = Self.app.screen.legibleSensitivePositions(.default).filter {
            Self.app.screen[$0.x, $0.y].field == 0
        }
        for point in code.prefix(2) { picture[point.x, point.y] = cover }
        let orbit = Self.app.screen.lines.firstIndex { $0.contains("orbit") }!
        let x = Array(Self.app.screen.lines[orbit]).firstIndex(of: "o")! + 4
        picture[x, orbit] = cover
        let leaks = Self.app.fieldLeaks(in: picture, .default)
        #expect(
            leaks.map(\.sentence) == [
                "2FA code: 4 of 6 digits", "recovery phrase: 11 of 12 words (68 of 69 characters)",
            ])
        #expect(leaks.map(\.wholeWordsLegible) == [1, 11])
        #expect(leaks.reduce(0) { $0 + $1.legibleCells } == picture.legibleSensitiveCells(.default))
    }

    @Test func theFieldsOfEveryShippedRowAddUpToItsLegibleCells() throws {
        var plan = Audit.Plan()
        plan.devices = [.iphone, .android]
        let rows = try Audit.run(plan, catalog: ShippedAssets.catalog)
        var measured = 0
        for row in rows {
            guard let cells = row.legibleSensitiveCells, let fields = row.fields else {
                #expect(row.fields == nil)
                continue
            }
            measured += 1
            let named = fields.reduce(0) { $0 + $1.legibleCells }
            if row.event == AuditEvent.sensitiveModal.rawValue {
                // The alert's one-time code is sensitive but no field of the app's (MODEL §57).
                let code = World.oneTimeCode.filter { $0 != " " }.count
                #expect(cells - named >= 0 && cells - named <= code, "\(row.variant) \(row.event)")
                continue
            }
            #expect(named == cells, "\(row.variant) \(row.event)")
            #expect(fields.allSatisfy { $0.legibleCells <= $0.totalCells })
        }
        #expect(measured > 100)
    }

    @Test func theShippedAppsNameTheirFields() {
        for app in ShippedAssets.catalog.apps where app.hasSensitiveCells {
            #expect(!app.fields.isEmpty && !app.fields.contains { $0.letter == nil }, "\(app.id)")
        }
        #expect(ShippedAssets.catalog.app(named: "weather")?.hasSensitiveCells == false)
    }

    @Test func aCatalogOfOneAppGetsAPlainSecondAppForTheAudit() throws {
        #expect(Self.vault.apps.count == 1)
        #expect(Self.vault.addedSecondApp == "Plain")
        let widened = Self.vault.withSecondApp()
        #expect(widened.apps.map(\.name) == ["Vault", "Plain"])
        #expect(!widened.apps[1].hasSensitiveCells)
        #expect(ShippedAssets.catalog.addedSecondApp == nil)
        let rows = try Audit.run(Self.plan("none", event: .switcherSelectOther), catalog: Self.vault)
        #expect(rows.count == 1 && rows[0].notMeasured == nil)
    }
}

/// `assets mask`: a field marked wherever a text occurs, the rest of the mask kept.
@Suite struct MaskWriterTests {
    static var app: AppAsset { VaultAssets.catalog.apps[0] }

    @Test func aNewFieldTakesTheNextLetterAndMarksEveryOccurrence() throws {
        let sections = try MaskWriter.sections(for: Self.app, field: "expiry", matches: ["24 s"])
        #expect(sections.letter == "c" && sections.cells == 3)
        #expect(sections.fields == ["--- fields", "a = 2FA code", "b = recovery phrase", "c = expiry"])
        // The old marks kept, the new one under the text, its blank unmarked.
        #expect(sections.mask[5] == "  aaa aaa")
        #expect(sections.mask[6] == "             cc c")
        // Written back, the file loads with the new field where the text is.
        let text = try String(
            contentsOf: VaultAssets.directory.appendingPathComponent("apps/vault.app"), encoding: .utf8)
        let head = text.components(separatedBy: "--- mask")[0]
        let app = try AppAsset(
            parsing: head + (sections.mask + sections.fields).joined(separator: "\n") + "\n", id: "vault")
        #expect(app.fields.map(\.name) == ["2FA code", "recovery phrase", "expiry"])
        #expect(app.fields[2].words == ["24", "s"])
        #expect(
            app.fields[0].words == Self.app.fields[0].words && app.fields[1].words == Self.app.fields[1].words
        )
    }

    @Test func aKnownFieldKeepsItsLetterAndCountsEachText() throws {
        let sections = try MaskWriter.sections(for: Self.app, field: "2FA Code", matches: ["421", "Vault"])
        #expect(sections.letter == "a" && sections.fields.count == 3)
        #expect(sections.occurrences.map(\.count) == [1, 1])
        // "421" was the field's already: only the title's five letters are new to it.
        #expect(sections.cells == 5)
    }

    @Test(arguments: [
        ("2FA code", ["999"], "'999' does not occur on Vault's screen"),
        ("2FA code", [], "give at least one --match TEXT"),
        (" ", ["421"], "--field needs a name"),
        ("2FA code", ["  "], "--match needs a text that is not blank"),
    ])
    func whatCannotBeMarkedIsSaid(_ field: String, _ matches: [String], _ message: String) {
        #expect(throws: MaskWriter.Problem(description: message)) {
            try MaskWriter.sections(for: Self.app, field: field, matches: matches)
        }
    }
}
