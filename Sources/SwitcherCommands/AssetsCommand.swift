import ArgumentParser
import Foundation
import SwitcherCore

/// `switcherlab assets`: help with an asset directory of one's own.
struct AssetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assets",
        abstract: "Check an asset directory, and write mask lines for a field.",
        subcommands: [AssetsCheck.self, AssetsMask.self])
}

/// `switcherlab assets check DIR`: loads the directory as the lab would, then prints each
/// app's screen with its mask beside it and its fields below.
struct AssetsCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate an asset directory and show each screen with its mask overlaid.",
        discussion: """
            Each app is printed as its screen, then its mask on the same rows (a field's letter, # for a sensitive cell in no named field), then its legend: each field with its cells and words. A bad file is reported as file:line: message and exits 2. Notes (no splash.art, one app) and warnings (an app with no sensitive cells, a field with no cells) go to standard error and do not fail.
            """)

    @Argument(help: "The asset directory (holding apps/ and, optionally, splash.art).")
    var directory: String

    @Flag(help: "Colour each field's cells on the screen (ANSI), as the lab marks a leak.")
    var color = false

    func run() throws {
        guard !directory.isEmpty else { throw usage("assets check needs a directory, not an empty path") }
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        let catalog: AssetCatalog
        do {
            catalog = try AssetCatalog.load(from: url, fallbackSplash: AssetCatalog.builtIn.splash)
        } catch {
            throw usage("\(error)")
        }
        for (index, app) in catalog.apps.enumerated() {
            if index > 0 { print() }
            print(Self.report(app, color: color), terminator: "")
        }
        var notes: [String?] = [
            catalog.splashIsFallback
                ? "note: no splash.art: image-overlay will cover apps with the shipped splash" : nil,
            catalog.addedSecondApp.map {
                "note: one app: the audit will switch to a plain app of its own, \($0)"
            },
        ]
        for app in catalog.apps {
            notes.append(AssetNotes.noSensitiveCells(app))
            // A field may be drawn only in the iPad layout.
            let regularCells = { (field: SensitiveField) in
                app.regularFields?.first { $0.letter == field.letter }?.cells ?? 0
            }
            for field in app.fields where field.cells == 0 && regularCells(field) == 0 {
                notes.append(
                    "warning: \(app.name): field '\(field.letter.map(String.init) ?? "#")' (\(field.name)) marks no cell"
                )
            }
        }
        AssetNotes.print(notes)
        let fields = catalog.apps.reduce(0) { $0 + $1.fields.count }
        print(
            "\n\(catalog.apps.count) app\(catalog.apps.count == 1 ? "" : "s"), \(fields) field\(fields == 1 ? "" : "s"): OK"
        )
    }

    /// Colours for fields by index: distinct on light and dark screens.
    static let fieldColours: [RGB] = [
        RGB(200, 30, 40), RGB(0, 110, 220), RGB(20, 140, 60), RGB(170, 60, 190), RGB(210, 110, 0),
        RGB(0, 140, 150),
    ]

    /// The app's heading, its screen and mask side by side, and its legend.
    static func report(_ app: AppAsset, color: Bool) -> String {
        let screen = app.screen
        let width = screen.width
        var lines = ["apps/\(app.id).app: \(app.name)"]
        lines.append("  " + "screen".padded(to: width) + "  mask")
        for y in 0..<screen.height {
            var left = ""
            var right = ""
            for x in 0..<width {
                let cell = screen[x, y]
                let mark: Character =
                    cell.sensitive ? cell.field.flatMap { app.fields[$0].letter } ?? "#" : " "
                right.append(mark)
                if color, cell.sensitive {
                    let c = fieldColours[(cell.field ?? 0) % fieldColours.count]
                    left += "\u{1B}[1;97;48;2;\(c.r);\(c.g);\(c.b)m\(cell.glyph)\u{1B}[0m"
                } else {
                    left.append(cell.glyph)
                }
            }
            lines.append(("  " + left + "  " + right).trailingSpacesDropped)
        }
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        lines.append("")
        if app.fields.isEmpty {
            lines.append("  no sensitive cells")
        }
        for (index, field) in app.fields.enumerated() {
            let letter = field.letter.map(String.init) ?? "#"
            var line = "  \(letter) = \(field.name): \(field.cells) cell\(field.cells == 1 ? "" : "s")"
            line +=
                ", \(field.words.count) word\(field.words.count == 1 ? "" : "s") (counted in \(field.unit.rawValue))"
            if color {
                let c = fieldColours[index % fieldColours.count]
                line = "  \u{1B}[1;97;48;2;\(c.r);\(c.g);\(c.b)m\(letter)\u{1B}[0m" + line.dropFirst(3)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `switcherlab assets mask APP --field NAME --match TEXT`: the app's mask and legend with the
/// field marked on every occurrence of the text, to paste into the file.
struct AssetsMask: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mask",
        abstract: "Write an app's mask with a field marked wherever a text occurs on its screen.",
        discussion: """
            Prints the app file's --- mask and --- fields sections, its marks kept, with the field (its letter if the legend names it, else the first free one) on every character of every occurrence of each --match on the screen; paste them in place of the old ones. Blank cells stay unmarked. A text that does not occur exits 2.
            """)

    @Argument(help: "The app file (apps/ID.app) whose screen is searched.")
    var screen: String

    @Option(help: "The field's name, as the legend gives it (e.g. \"2FA code\").")
    var field: String

    @Option(
        name: .customLong("match"),
        help: ArgumentHelp("A text on the screen to mark (repeatable).", valueName: "text"))
    var matches: [String] = []

    func run() throws {
        let app: AppAsset
        do {
            app = try AssetCatalog.loadApp(at: URL(fileURLWithPath: screen), file: screen)
        } catch {
            throw usage("\(error)")
        }
        let sections: MaskWriter.Sections
        do {
            sections = try MaskWriter.sections(for: app, field: field, matches: matches)
        } catch {
            throw usage(error.description)
        }
        print((sections.mask + sections.fields).joined(separator: "\n"))
        let found = sections.occurrences.map { "'\($0.text)' \($0.count)×" }.joined(separator: ", ")
        AssetNotes.print([
            "note: \(sections.letter) = \(field): \(found), \(sections.cells) cell\(sections.cells == 1 ? "" : "s") marked"
        ])
    }
}

extension String {
    fileprivate var trailingSpacesDropped: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
