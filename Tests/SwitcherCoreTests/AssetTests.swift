import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// A temporary assets directory, removed when the closure returns.
@discardableResult
private func withAssetsDirectory<T>(_ files: [String: Data], _ body: (URL) throws -> T) throws -> T {
    try withTemporaryDirectory { directory in
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("apps"), withIntermediateDirectories: true)
        for (path, data) in files {
            try data.write(to: directory.appendingPathComponent(path))
        }
        return try body(directory)
    }
}

/// The error loading `files` gives (plus a valid splash unless one is given), or nil.
private func loadError(_ files: [String: String], bytes: [String: [UInt8]] = [:]) throws -> AssetError? {
    var all = files.mapValues { Data($0.utf8) }
    if all["splash.art"] == nil { all["splash.art"] = Data(validSplash.utf8) }
    for (path, raw) in bytes { all[path] = Data(raw) }
    return try withAssetsDirectory(all) { loadError(from: $0) }
}

private func loadError(from directory: URL) -> AssetError? {
    do throws(AssetError) {
        _ = try AssetCatalog.load(from: directory)
        return nil
    } catch {
        return error
    }
}

private let validHeader = """
    name: Test
    icon: T
    accent: #FF0000
    background: #FFFFFF
    foreground: #000000
    palette: r=#FF0000
    """

private let validApp =
    validHeader + "\n" + """
        --- screen

         Hello
        --- colors

         rrrRR
        --- mask

         ###
        """

private let validSplash = """
    name: Splash
    background: #FFFFFF
    foreground: #000000
    --- screen

     Splash
    """

// MARK: - The shipped catalog

@Suite("Shipped assets")
struct ShippedAssetTests {
    let catalog: AssetCatalog

    init() throws {
        catalog = try AssetCatalog.load(from: ShippedAssets.directory)
    }

    @Test func loadsTheFiveAppsInFileNameOrder() {
        #expect(catalog.apps.map(\.id) == ["bank", "medical-id", "messages", "secret", "weather"])
        #expect(
            catalog.apps.map(\.name) == [
                "Bank", "Medical ID", "Messages", "Super Secret Information", "Weather",
            ])
    }

    @Test func onlyWeatherIsHarmless() throws {
        for app in catalog.apps {
            if app.id == "weather" {
                #expect(app.screen.legibleSensitiveCells(.default) == 0)
            } else {
                #expect(app.screen.legibleSensitiveCells(.default) > 0, "\(app.id)")
            }
        }
    }

    @Test func everyScreenFitsAPhoneAndLeavesTheStatusBarBlank() {
        for canvas in catalog.apps.map(\.screen) + [catalog.splash] {
            #expect(canvas.width <= 30 && canvas.height <= 22)
            #expect(canvas.lines[0].allSatisfy { $0 == " " })
            #expect(canvas.cells.allSatisfy { TerminalSafeText.isSingleColumn($0.glyph) })
        }
        #expect(catalog.splash.legibleSensitiveCells(.default) == 0)
    }

    @Test func theSampleAppShowsItsLabelOneWordPerLine() throws {
        let secret = try #require(catalog.app(named: "secret"))
        let words = secret.screen.lines
            .map { $0.replacingOccurrences(of: " ", with: "") }
            .filter { !$0.isEmpty }
        #expect(words == ["Super", "Secret", "Information"])
        #expect(secret.screen.legibleSensitiveCells(.default) == "SuperSecretInformation".count)
    }

    @Test func medicalIDMarksValuesButNotCaptions() throws {
        let medical = try #require(catalog.app(named: "Medical ID"))
        let screen = medical.screen
        /// Whether every non-blank cell of `text`'s first occurrence is sensitive.
        func sensitive(_ text: String) -> Bool? {
            for y in 0..<screen.height {
                guard let range = screen.lines[y].range(of: text) else { continue }
                let x = screen.lines[y].distance(from: screen.lines[y].startIndex, to: range.lowerBound)
                return (x..<(x + text.count)).allSatisfy {
                    screen[$0, y].glyph == " " || screen[$0, y].sensitive
                }
            }
            return nil
        }
        #expect(sensitive("Penicillin") == true)
        #expect(sensitive("Jane Appleseed") == true)
        #expect(sensitive("Allergies") == false)
        #expect(sensitive("Blood Type") == false)
        #expect(sensitive("Emergency Contact") == false)
        #expect(sensitive("+1 (415) 555-0132") == true)
        #expect(medical.accent == RGB(hex: "#FF3B30"))
        #expect(screen[0, 1].background == medical.accent)  // the title bar
    }

    @Test func appsAreFoundByNameOrIDIgnoringCase() {
        #expect(catalog.app(named: "medical id")?.id == "medical-id")
        #expect(catalog.app(named: "MEDICAL-ID")?.name == "Medical ID")
        #expect(catalog.app(named: "super secret information")?.id == "secret")
        #expect(catalog.app(named: "Calendar") == nil)
    }
}

// MARK: - Reading the format

@Suite("Asset format")
struct AssetFormatTests {
    @Test func colourLayersAndMaskAreApplied() throws {
        let app = try AppAsset(parsing: validApp, id: "test")
        let screen = app.screen
        #expect(screen.width == 30 && screen.height == 22)
        #expect(screen[1, 1].glyph == "H" && screen[1, 1].foreground == RGB(255, 0, 0))
        #expect(screen[4, 1].background == RGB(255, 0, 0) && screen[4, 1].foreground == RGB(0, 0, 0))
        #expect(screen[10, 10] == Cell(" ", foreground: .black, background: .white))
        #expect(
            screen.legibleSensitivePositions(.default) == [
                Point(x: 1, y: 1), Point(x: 2, y: 1), Point(x: 3, y: 1),
            ])
        #expect(app.icon == "T" && app.accent == RGB(255, 0, 0))
    }

    @Test func laterColourLayersPaintOverEarlierOnes() throws {
        let text = validHeader + "\n--- screen\nab\n--- colors\nRR\n--- colors\n.r\n"
        let screen = try AppAsset(parsing: text, id: "test").screen
        #expect(screen[0, 0].background == RGB(255, 0, 0) && screen[0, 0].foreground == RGB(0, 0, 0))
        #expect(screen[1, 0].background == RGB(255, 0, 0) && screen[1, 0].foreground == RGB(255, 0, 0))
    }

    @Test func aMaskOverABlankCellMarksNothing() throws {
        let text = validHeader + "\n--- screen\na b\n--- mask\n###\n"
        #expect(try AppAsset(parsing: text, id: "test").screen.legibleSensitiveCells(.default) == 2)
    }

    @Test func crlfLineEndsAndAByteOrderMarkAreAccepted() throws {
        let text = "\u{FEFF}" + validApp.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try AppAsset(parsing: text, id: "test") == AppAsset(parsing: validApp, id: "test"))
    }

    @Test func parsingTextNamesTheFileAfterTheID() {
        #expect(throws: AssetError(file: "demo.app", line: 1, message: "missing header key 'name'")) {
            try AppAsset(parsing: "--- screen\nx\n", id: "demo")
        }
    }
}

// MARK: - Errors

/// One malformed assets directory and the exact message it must give.
struct BadAssets: Sendable, CustomTestStringConvertible {
    let label: String
    let files: [String: String]
    let expected: String
    var testDescription: String { label }

    init(_ label: String, _ files: [String: String], _ expected: String) {
        self.label = label
        self.files = files
        self.expected = expected
    }

    static func app(_ label: String, _ text: String, _ expected: String) -> BadAssets {
        BadAssets(label, ["apps/test.app": text], "apps/test.app:" + expected)
    }
}

private let row31 = String(repeating: "x", count: 31)

@Suite("Asset errors")
struct AssetErrorTests {
    static let cases: [BadAssets] = [
        BadAssets(
            "unknown header key",
            ["apps/medical-id.app": validHeader + "\ncolour: #FF0000\n--- screen\nx\n"],
            "apps/medical-id.app:7: unknown header key 'colour' "
                + "(expected name, icon, accent, background, foreground, palette)"),
        .app(
            "missing key", "name: Test\nicon: T\nbackground: #FFFFFF\nforeground: #000000\n\n--- screen\nx\n",
            "4: missing header key 'accent'"),
        .app("missing key, empty header", "--- screen\nx\n", "1: missing header key 'name'"),
        .app(
            "duplicate key", validHeader + "\nname: Again\n--- screen\nx\n",
            "7: duplicate header key 'name' (first on line 1)"),
        .app(
            "not a key", validHeader + "\njust words\n--- screen\nx\n",
            "7: expected 'key: value', a '#' comment or a '--- section' line"),
        .app(
            "bad colour", validApp.replacingOccurrences(of: "accent: #FF0000", with: "accent: red"),
            "3: bad colour 'red' for 'accent' (expected #RRGGBB)"),
        .app(
            "bad colour digits", validApp.replacingOccurrences(of: "#FFFFFF", with: "#FFFFFG"),
            "4: bad colour '#FFFFFG' for 'background' (expected #RRGGBB)"),
        .app(
            "bad palette colour", validApp.replacingOccurrences(of: "r=#FF0000", with: "r=#F00"),
            "6: bad colour '#F00' for palette letter 'r' (expected #RRGGBB)"),
        .app(
            "bad palette letter", validApp.replacingOccurrences(of: "r=#FF0000", with: "R=#FF0000"),
            "6: bad palette entry 'R=#FF0000' (expected letter=#RRGGBB with a letter a-z)"),
        .app(
            "wide icon", validApp.replacingOccurrences(of: "icon: T", with: "icon: TT"),
            "2: icon must be one single-column character, not 'TT'"),
        .app(
            "screen too wide", validHeader + "\n--- screen\n\n" + row31 + "\n",
            "9: screen row 2 is 31 columns wide (at most 30)"),
        .app(
            "screen too tall", validHeader + "\n--- screen\n" + String(repeating: "x\n", count: 23),
            "30: screen has more than 22 rows"),
        .app(
            "mask too wide", validHeader + "\n--- screen\nx\n--- mask\n" + row31 + "\n",
            "10: mask row 1 is 31 columns wide (at most 30)"),
        .app(
            "wide character", validHeader + "\n--- screen\n\n 中\n",
            "9: character U+4E2D at column 2 is not a single-column character"),
        .app(
            "emoji", validHeader + "\n--- screen\n\u{1F600}\n",
            "8: character U+1F600 at column 1 is not a single-column character"),
        .app(
            "combining sequence", validHeader + "\n--- screen\nCafe\u{301}\n",
            "8: character U+0065 U+0301 at column 4 is not a single-column character"),
        .app(
            "zero-width space", validHeader + "\n--- screen\na\u{200B}b\n",
            "8: character U+200B at column 2 is not a single-column character"),
        .app(
            "unknown palette letter", validHeader + "\n--- screen\nabc\n--- colors\nr.q\n",
            "10: unknown palette letter 'q' at column 3 (palette: r)"),
        .app(
            "unknown background letter", validHeader + "\n--- screen\nabc\n--- colors\nQ\n",
            "10: unknown palette letter 'Q' at column 1 (palette: r)"),
        .app(
            "no palette",
            "name: Test\nicon: T\naccent: #FF0000\nbackground: #FFFFFF\nforeground: #000000\n"
                + "--- screen\nx\n--- colors\nr\n",
            "9: unknown palette letter 'r' at column 1 (palette: none defined)"),
        .app("missing screen", validHeader + "\n", "6: missing '--- screen' section"),
        .app(
            "missing screen after mask", validHeader + "\n--- mask\n#\n",
            "8: missing '--- screen' section"),
        .app(
            "unknown section", validHeader + "\n--- screen\nx\n--- sound\n",
            "9: unknown section 'sound' (expected screen, mask, fields, colors, regular-screen, regular-mask, regular-colors)"
        ),
        .app(
            "duplicate section", validHeader + "\n--- screen\nx\n--- screen\n",
            "9: duplicate section 'screen' (first on line 7)"),
        .app(
            "empty name", validApp.replacingOccurrences(of: "name: Test", with: "name:"),
            "1: name must not be empty"),
        .app(
            "escape in the screen", validHeader + "\n--- screen\nx\u{1B}[31mred\n",
            "8: control character U+001B (escape) at column 2 is not allowed"),
        .app(
            "escape in a comment", "# hi \u{1B}]0;owned\u{07}\n" + validApp,
            "1: control character U+001B (escape) at column 6 is not allowed"),
        .app(
            "escape in the name", validApp.replacingOccurrences(of: "name: Test", with: "name: T\u{1B}c"),
            "1: control character U+001B (escape) at column 8 is not allowed"),
        .app(
            "C1 control", validHeader + "\n--- screen\nab\u{9B}31m\n",
            "8: control character U+009B at column 3 is not allowed"),
        .app(
            "tab", validHeader + "\n--- screen\n\tx\n",
            "8: control character U+0009 (tab; use spaces) at column 1 is not allowed"),
        .app(
            "lone carriage return", validHeader + "\n--- screen\nab\rc\n",
            "8: control character U+000D (carriage return) at column 3 is not allowed"),
        BadAssets("no apps", ["apps/README.md": "not an app"], "apps: no .app files found"),
        BadAssets(
            "duplicate names",
            [
                "apps/a.app": validApp,
                "apps/b.app": validApp.replacingOccurrences(of: "name: Test", with: "name: TEST"),
            ],
            "apps/b.app:1: duplicate app name 'TEST' (also in apps/a.app)"),
        BadAssets(
            "bad file name", ["apps/my app.app": validApp],
            "apps/my app.app: the file name must use only letters, digits, '-' and '_' before '.app'"),
        BadAssets(
            "splash with a mask", ["apps/a.app": validApp, "splash.art": validSplash + "\n--- mask\n#\n"],
            "splash.art:7: '--- mask' is not allowed here: splash art is never sensitive"),
        BadAssets(
            "splash with an icon", ["apps/a.app": validApp, "splash.art": "icon: x\n" + validSplash],
            "splash.art:1: unknown header key 'icon' (expected name, background, foreground, palette)"),
    ]

    @Test(arguments: cases)
    func malformedAssetsGiveALocatedError(_ bad: BadAssets) throws {
        let error = try loadError(bad.files)
        #expect(error?.description == bad.expected)
    }

    @Test func aMissingAppsDirectoryIsReported() throws {
        let error = try withAssetsDirectory([:]) { loadError(from: $0.appendingPathComponent("nowhere")) }
        #expect(error?.description == "apps: directory not found")
    }

    @Test func aMissingSplashFallsBackToTheShippedOne() throws {
        try withAssetsDirectory(["apps/a.app": Data(validApp.utf8)]) { directory in
            let own = try AssetCatalog.load(from: directory, fallback: ShippedAssets.directory)
            #expect(own.splashIsFallback)
            #expect(own.splash == ShippedAssets.catalog.splash)
            // Without a fallback to read, a plain screen, still with nothing sensitive.
            let plain = try AssetCatalog.load(from: directory)
            #expect(plain.splashIsFallback && plain.splash != ShippedAssets.catalog.splash)
            #expect(plain.splash.legibleSensitiveCells(.default) == 0)
            #expect(!ShippedAssets.catalog.splashIsFallback)
        }
    }

    @Test func aFileNameWithAnEscapeSequenceIsSanitizedInTheError() throws {
        let error = try loadError(["apps/x\u{1B}[2J.app": validApp])
        #expect(
            error?.description
                == "apps/x?[2J.app: the file name must use only letters, digits, '-' and '_' before '.app'")
        #expect(TerminalSafeText.sanitized("\u{1B}[2J") == "?[2J")
    }

    @Test func aRawC1ByteIsNotUTF8() throws {
        let head = Array((validHeader + "\n--- screen\n").utf8)
        let error = try loadError(
            ["apps/a.app": validApp], bytes: ["apps/test.app": head + [0x61, 0x9B, 0x0A]])
        #expect(error?.description == "apps/test.app:8: not valid UTF-8")
    }

    @Test func anEscapeByteInAFileIsRejected() throws {
        let head = Array((validHeader + "\n--- screen\n").utf8)
        let error = try loadError([:], bytes: ["apps/test.app": head + [0x1B, 0x5B, 0x32, 0x4A, 0x0A]])
        #expect(
            error?.description
                == "apps/test.app:8: control character U+001B (escape) at column 1 is not allowed")
    }
}

// MARK: - Finding the shipped assets

@Suite("Default assets location")
struct DefaultAssetsLocationTests {
    @Test func theEnvironmentNamesTheDirectory() {
        let url = AssetCatalog.locateDefault(environment: ["SWITCHERLAB_ASSETS": "/somewhere/else"])
        #expect(url?.path == "/somewhere/else")
    }

    @Test func withoutItTheBuiltInAssetsAreUsed() {
        #expect(AssetCatalog.locateDefault(environment: [:]) == nil)
        #expect(AssetCatalog.locateDefault(environment: ["SWITCHERLAB_ASSETS": ""]) == nil)
    }
}

@Suite("Built-in assets")
struct BuiltInAssetsTests {
    /// The program's copy is the repository's Assets/, app for app and cell for cell.
    @Test func theBuiltInCatalogIsTheShippedDirectory() {
        let builtIn = AssetCatalog.builtIn
        let shipped = ShippedAssets.catalog
        #expect(builtIn.apps.map(\.id) == shipped.apps.map(\.id))
        #expect(builtIn.apps.map(\.name) == shipped.apps.map(\.name))
        #expect(builtIn.apps.map(\.screen) == shipped.apps.map(\.screen))
        #expect(builtIn.apps.map(\.fields) == shipped.apps.map(\.fields))
        #expect(builtIn.splash == shipped.splash)
        #expect(!builtIn.splashIsFallback)
    }

    /// `scripts/embed-assets --check`: the generated source is what Assets/ makes now.
    @Test func theGeneratedSourceIsUpToDate() throws {
        let result = try Subprocess.run(
            Repository.root.appendingPathComponent("scripts/embed-assets").path, ["--check"])
        #expect(result.status == 0, "\(result.error)")
    }
}
