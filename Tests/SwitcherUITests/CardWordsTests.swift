import Foundation
import SwitcherCore
import SwitcherTestSupport
import SwitcherUI
import Testing

/// A card shows only words the app shows: each word in it (a maximal run of glyphs that are
/// neither blank nor box drawing) is a whole word of the app's 1:1 screen, or, ending with
/// `…`, a prefix of one.
@Suite struct CardWordsTests {
    static func words(in line: String) -> [String] {
        line.split { $0 == " " || $0.unicodeScalars.allSatisfy { (0x2500...0x259F).contains($0.value) } }
            .map(String.init)
    }

    static func words(of canvas: Canvas) -> Set<String> {
        Set(canvas.lines.flatMap(words(in:)))
    }

    /// The words of `shown` that `source` does not show: the invented ones.
    static func invented(_ shown: [String], from source: Set<String>) -> [String] {
        shown.filter { word in
            if source.contains(word) { return false }
            guard word.hasSuffix("…") else { return true }
            let prefix = word.dropLast()
            return !source.contains { $0.hasPrefix(prefix) }
        }
    }

    static let apps = ShippedAssets.catalog.apps
    static let cardSizes = [
        Size(width: 27, height: 19), Size(width: 24, height: 15), Size(width: 20, height: 13),
        Size(width: 16, height: 10), Size(width: 12, height: 8), Size(width: 6, height: 4),
    ]

    @Test(arguments: apps.map(\.name))
    func everyWordInACardIsOneTheAppShows(_ name: String) throws {
        let screen = try #require(ShippedAssets.catalog.app(named: name)).screen
        let source = Self.words(of: screen)
        for size in Self.cardSizes {
            let card = screen.scaled(to: size)
            let invented = Self.invented(card.lines.flatMap(Self.words(in:)), from: source)
            #expect(invented.isEmpty, "\(name) at \(size.width)×\(size.height): \(invented)")
        }
    }

    @Test(arguments: apps.map(\.name))
    func theSensitiveMarkTravelsWithTheGlyphsKept(_ name: String) throws {
        let screen = try #require(ShippedAssets.catalog.app(named: name)).screen
        let sensitiveGlyphs = screen.cells.filter(\.sensitive).map(\.glyph)
        for size in Self.cardSizes {
            let card = screen.scaled(to: size)
            for cell in card.cells where cell.sensitive {
                #expect(!cell.isBlank && cell.glyph != "…")
                #expect(sensitiveGlyphs.contains(cell.glyph))
            }
            #expect(card.legibleSensitiveCells(.default) <= screen.legibleSensitiveCells(.default))
        }
    }

    @Test func theExamplesThatWereGarbledReadAsTheAppWritesThem() throws {
        let bank = try #require(ShippedAssets.catalog.app(named: "Bank")).screen
        let medical = try #require(ShippedAssets.catalog.app(named: "Medical ID")).screen
        let card = Size(width: 24, height: 15)
        let bankCard = bank.scaled(to: card).lines.joined(separator: "\n")
        let medicalCard = medical.scaled(to: card).lines.joined(separator: "\n")
        #expect(bankCard.contains("$12,480.37"))
        #expect(bankCard.contains("0412 7781 4821 9035"))
        #expect(medicalCard.contains("14 March 1986"))
        #expect(medicalCard.contains("Jane Appleseed"))
        // Narrower, they lose their ends, never their middles.
        let small = Size(width: 16, height: 10)
        let bankWords = Self.words(of: bank.scaled(to: small))
        let medicalWords = Self.words(of: medical.scaled(to: small))
        #expect(bankWords.contains("$12,480.37"))
        #expect(bankWords.isSuperset(of: ["0412", "7781", "4821"]))
        #expect(medicalWords.isSuperset(of: ["14", "March", "Jane"]))
        #expect(Self.invented(Array(bankWords), from: Self.words(of: bank)).isEmpty)
        #expect(Self.invented(Array(medicalWords), from: Self.words(of: medical)).isEmpty)
    }

    @Test func aWordThatLosesItsGapGivesUpACellRatherThanJoinTheNext() {
        let screen = Canvas(lines: ["Jane Appleseed"])
        for width in 1..<14 {
            let card = screen.scaled(to: Size(width: width, height: 1))
            let shown = Self.words(in: card.lines[0])
            #expect(Self.invented(shown, from: ["Jane", "Appleseed"]).isEmpty, "\(width): \(shown)")
        }
        expectFrame(screen.scaled(to: Size(width: 10, height: 1)), ["Jane Appl…"])
    }

    @Test func bordersStayOutOfWords() {
        let screen = Canvas(lines: ["╭────────╮", "│ 4471#  │", "╰────────╯", "  Thanks  "])
        let card = screen.scaled(to: Size(width: 7, height: 3))
        #expect(
            Self.invented(card.lines.flatMap(Self.words(in:)), from: ["4471#", "Thanks"]).isEmpty,
            "\(card.lines)")
    }

    /// Every word on the switcher's screen in the golden frames is a card's (the app's) or a
    /// label's: an app's name or icon, or the device's camera dot.
    @Test func everyWordOnTheGoldenSwitcherScreensIsTrue() throws {
        var source = Set(Self.apps.flatMap { Self.words(of: $0.screen) })
        source.formUnion(Self.apps.flatMap { [String($0.icon)] + Self.words(in: $0.name) })
        source.formUnion(["●", "▬▬▬▬▬▬"])
        let folder = GoldenFrameTests.folder
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("switcher") }
        #expect(!files.isEmpty)
        for file in files {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
            // The device is the first box: its screen is what lies between its sides.
            let screen = lines.prefix { $0.dropFirst().first != "╰" }.dropFirst().compactMap {
                line -> String? in
                guard let left = line.firstIndex(of: "│") else { return nil }
                guard let right = line[(left + 1)...].firstIndex(of: "│") else { return nil }
                return String(line[(left + 1)..<right])
            }
            #expect(screen.count > 10)
            let invented = Self.invented(screen.flatMap(Self.words(in:)), from: source)
            #expect(invented.isEmpty, "\(file): \(invented)")
        }
    }

    /// The device's screen in a frame: what lies between the sides of its first box.
    static func deviceScreen(_ frame: String) -> [String] {
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        return lines.prefix { $0.dropFirst().first != "╰" }.dropFirst().compactMap { line in
            guard let left = line.firstIndex(of: "│") else { return nil }
            guard let right = line[(left + 1)...].firstIndex(of: "│") else { return nil }
            return String(line[(left + 1)..<right])
        }
    }

    /// The switcher live, while it opens and at each card: every word on the device's screen
    /// is an app's, a label's, or the home screen's behind the cards as they fly in.
    @Test(arguments: [DeviceKind.iphoneHome, .iphone])
    func everyWordOnTheSwitcherIsTrueWhileItOpensAndAtEachCard(_ device: DeviceKind) {
        let size = Size(width: 120, height: 40)
        let lab = Fixtures.lab(device: device, app: nil)
        var source = Set(Self.apps.flatMap { Self.words(of: $0.screen) })
        source.formUnion(Self.apps.flatMap { [String($0.icon)] + Self.words(in: $0.name) })
        source.formUnion(Self.deviceScreen(lab.text(size)).flatMap(Self.words(in:)))
        for app in ["Weather", "Bank", "Messages", "Medical ID"] {
            lab.update(.event(.launch(app)))
            lab.run(1)
            lab.update(.event(.home))
            lab.run(1.5)
        }
        lab.update(.event(.launch("Medical ID")))
        lab.run(1)
        source.formUnion(Self.deviceScreen(lab.text(size)).flatMap(Self.words(in:)))
        lab.press(.tab)
        var frames: [String] = []
        for _ in 0..<12 {
            frames.append(lab.text(size))
            lab.run(0.05)
        }
        for key in [Key.left, .left, .left, .right, .right, .right, .right] {
            lab.press(key)
            lab.run(0.1)
            frames.append(lab.text(size))
            lab.run(0.5)
            frames.append(lab.text(size))
        }
        for (i, frame) in frames.enumerated() {
            let invented = Self.invented(Self.deviceScreen(frame).flatMap(Self.words(in:)), from: source)
            #expect(
                invented.isEmpty,
                "frame \(i): \(invented)\n\(Self.deviceScreen(frame).joined(separator: "\n"))")
        }
    }
}
