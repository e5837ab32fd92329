import Foundation
import SwitcherTestSupport
import Testing

/// The architecture's fences (ARCHITECTURE §3), read from the sources themselves.
@Suite struct FenceTests {
    static let sources = Repository.sources

    typealias SourceFile = (module: String, path: String, text: String)

    /// Every Swift file under Sources, as (module, path, text).
    static func swiftFiles() throws -> [SourceFile] {
        let manager = FileManager.default
        guard let walker = manager.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
        var files: [SourceFile] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = url.path.replacingOccurrences(of: sources.path + "/", with: "")
            let module = String(relative.split(separator: "/")[0])
            files.append((module, relative, try String(contentsOf: url, encoding: .utf8)))
        }
        return files
    }

    /// The modules `text` imports, however the import is spelled: with attributes, an access
    /// level (`public import`), or one declaration of a module (`import struct M.Name`).
    static func imports(_ text: String) -> [String] {
        let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
        let kinds: Set<Substring> = [
            "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
        ]
        return text.split(separator: "\n").compactMap { line in
            var words = line.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") }[...]
            while let first = words.first, modifiers.contains(first) { words.removeFirst() }
            guard words.first == "import" else { return nil }
            words.removeFirst()
            if let kind = words.first, kinds.contains(kind) { words.removeFirst() }
            guard let path = words.first, let module = path.split(separator: ".").first else { return nil }
            return String(module)
        }
    }

    /// The files of `module` that import something outside `allowed`, each with what it imports.
    static func offenders(_ files: [SourceFile], module: String, allowed: Set<String>) -> [String] {
        files.filter { $0.module == module }.compactMap { file in
            let outside = imports(file.text).filter { !allowed.contains($0) }
            return outside.isEmpty ? nil : "\(file.path): \(outside.joined(separator: ", "))"
        }
    }

    /// The files that import any of `modules`, each with which.
    static func importers(of modules: Set<String>, in files: [SourceFile]) -> [String] {
        files.compactMap { file in
            let found = imports(file.text).filter { modules.contains($0) }
            return found.isEmpty ? nil : "\(file.path): \(found.joined(separator: ", "))"
        }
    }

    @Test func sourcesAreFound() throws {
        let files = try Self.swiftFiles()
        #expect(files.contains { $0.module == "SwitcherCore" })
    }

    @Test func onlyTheTerminalModuleImportsCurses() throws {
        let offenders = try Self.swiftFiles().filter {
            $0.module != "SwitcherTerminal" && Self.imports($0.text).contains("CNcursesw")
        }
        #expect(offenders.map(\.path) == [])
    }

    /// The commands and `switcherlab-ci` link no curses: the live terminal reaches the commands
    /// only through `LiveTerminal.runner`, which `switcherlab`'s entry point sets.
    @Test func theCommandsAndTheCIProgramImportNoTerminal() throws {
        let files = try Self.swiftFiles()
        #expect(files.contains { $0.module == "switcherlab-ci" })
        let terminal: Set<String> = ["SwitcherTerminal", "CNcursesw"]
        let offenders = Self.importers(
            of: terminal,
            in: files.filter { $0.module == "SwitcherCommands" || $0.module == "switcherlab-ci" })
        #expect(offenders == [])
    }

    @Test func coreImportsFoundationOnly() throws {
        #expect(Self.offenders(try Self.swiftFiles(), module: "SwitcherCore", allowed: ["Foundation"]) == [])
    }

    /// The tape language builds on the core and the composition, never on an encoder or the
    /// terminal: a tape plays the same into any sink.
    @Test func tapesImportCoreAndUIOnly() throws {
        let files = try Self.swiftFiles()
        #expect(files.contains { $0.module == "SwitcherTapes" && $0.path.hasSuffix("/TapeParser.swift") })
        #expect(Self.offenders(files, module: "SwitcherTapes", allowed: Self.tapesMayImport) == [])
    }

    static let tapesMayImport: Set<String> = ["Foundation", "SwitcherCore", "SwitcherUI"]

    /// The recorder builds on the core and the composition, never on the tapes or the terminal,
    /// so recordings are the same with or without one, whatever plays the frames.
    @Test func recordingImportsCoreAndUIOnly() throws {
        let files = try Self.swiftFiles()
        #expect(files.contains { $0.module == "SwitcherRecording" })
        let allowed: Set<String> = ["Foundation", "SwitcherCore", "SwitcherUI"]
        #expect(Self.offenders(files, module: "SwitcherRecording", allowed: allowed) == [])
    }

    /// The recorder keeps the encoders only: the tape language lives in SwitcherTapes.
    /// The services the commands share join the modules below them, and read no command line.
    @Test func sessionsImportTheModulesTheyJoinOnly() throws {
        let allowed: Set<String> = ["Foundation", "SwitcherCore", "SwitcherTapes", "SwitcherRecording"]
        #expect(Self.offenders(try Self.swiftFiles(), module: "SwitcherSessions", allowed: allowed) == [])
    }

    @Test func noTapeFileInRecording() throws {
        let files = try Self.swiftFiles().filter { $0.module == "SwitcherRecording" }
        #expect(!files.isEmpty)
        let tapeFiles = files.map(\.path).filter { $0.split(separator: "/").last?.hasPrefix("Tape") == true }
        #expect(tapeFiles == [])
    }

    /// The composition is pure: it knows neither the terminal, the tapes nor the recorder, so
    /// every driver sends it the same messages and every sink draws the same frames.
    @Test func uiImportsNoTerminalTapesOrRecording() throws {
        let files = try Self.swiftFiles()
        #expect(files.contains { $0.module == "SwitcherUI" })
        let ui = files.filter { $0.module == "SwitcherUI" }
        #expect(Self.importers(of: ["SwitcherTerminal", "SwitcherTapes", "SwitcherRecording"], in: ui) == [])
    }

    /// The test helpers stay out of the program: only test targets (under Tests/) import them.
    @Test func noSourceModuleImportsTheTestSupport() throws {
        let program = try Self.swiftFiles().filter { $0.module != "SwitcherTestSupport" }
        #expect(Self.importers(of: ["SwitcherTestSupport"], in: program) == [])
    }

    /// The test helpers build as a plain library: no test framework, nothing of the terminal.
    @Test func testSupportImportsFoundationAndTheCoreOnly() throws {
        let files = try Self.swiftFiles()
        #expect(files.contains { $0.module == "SwitcherTestSupport" })
        #expect(
            Self.offenders(files, module: "SwitcherTestSupport", allowed: Self.testSupportMayImport) == [])
    }

    /// Reading an app's source builds on the core and the parsers of what it reads only (the
    /// Swift parser; Yams for XcodeGen's project.yml): never on the lab's screen, tapes,
    /// recorder or terminal, so a scan reads the same whatever shows it.
    @Test func scanImportsCoreAndItsParsersOnly() throws {
        let files = try Self.swiftFiles()
        #expect(files.contains { $0.module == "SwitcherScan" })
        #expect(Self.offenders(files, module: "SwitcherScan", allowed: Self.scanMayImport) == [])
    }

    static let scanMayImport: Set<String> = [
        "Foundation", "SwitcherCore", "SwiftSyntax", "SwiftParser", "Yams",
    ]

    /// The printed code is the core's data written as source: it builds on the core alone, and
    /// the core, the model and the scan's readers never import it.
    @Test func codeBuildsOnTheCoreAlone() throws {
        let files = try Self.swiftFiles()
        #expect(files.contains { $0.module == "SwitcherCode" })
        #expect(Self.offenders(files, module: "SwitcherCode", allowed: ["Foundation", "SwitcherCore"]) == [])
        let below = files.filter { ["SwitcherCore", "SwitcherScan", "LabUIKit"].contains($0.module) }
        #expect(Self.importers(of: ["SwitcherCode"], in: below) == [])
    }

    /// What the commands print (tables, charts, prose, JSON, SARIF) is written by the reports
    /// module: it reads the core's, the code's and the scan's data, and nothing below it
    /// imports it, so the world and the readers stop at data.
    @Test func reportsSitAboveTheCoreAndTheScan() throws {
        let files = try Self.swiftFiles()
        #expect(files.contains { $0.module == "SwitcherReports" })
        let allowed: Set<String> = ["Foundation", "SwitcherCore", "SwitcherCode", "SwitcherScan"]
        #expect(Self.offenders(files, module: "SwitcherReports", allowed: allowed) == [])
        let below = files.filter {
            ["SwitcherCore", "SwitcherCode", "SwitcherScan", "SwitcherUI"].contains($0.module)
        }
        #expect(Self.importers(of: ["SwitcherReports"], in: below) == [])
    }

    /// The lab's UIKit and SwiftUI model (what `verify` compiles code against) builds on the
    /// core and Foundation only, and nothing in the program imports it: it is linked into the
    /// code `verify` builds, never into the lab's own modules.
    @Test func theUIKitModelStandsApart() throws {
        let files = try Self.swiftFiles()
        let model: Set<String> = ["LabUIKit", "LabCoreImage", "LabSwiftUI"]
        for module in model {
            #expect(files.contains { $0.module == module })
            #expect(
                Self.offenders(files, module: module, allowed: model.union(["Foundation", "SwitcherCore"]))
                    == [])
        }
        #expect(Self.importers(of: model, in: files.filter { !model.contains($0.module) }) == [])
    }

    /// Time enters the scan from nowhere: a scan of the same tree says the same every time.
    @Test func scanReadsNoWallClock() throws {
        var offenders: [String] = []
        for file in try Self.swiftFiles() where file.module == "SwitcherScan" {
            for word in Self.wallClockUses(file.text) { offenders.append("\(file.path): \(word)") }
        }
        #expect(offenders == [])
    }

    static let testSupportMayImport: Set<String> = [
        "Foundation", "Glibc", "Darwin", "SwitcherCore", "SwitcherUI",
    ]

    /// Reads of the wall clock, sleeps and unseeded randomness (the system generator behind
    /// `random(in:)`, `randomElement()`, `shuffled()` and `UUID()`) that `text` contains.
    static func wallClockUses(_ text: String) -> [String] {
        let forbidden = [
            "Date()", "Date.now", "usleep(", "sleep(", "Thread.sleep", "Task.sleep", "DispatchTime.now",
            "ContinuousClock()", "SuspendingClock()", "clock_gettime", "gettimeofday",
            "CFAbsoluteTimeGetCurrent",
            "ProcessInfo.processInfo.systemUptime", ".random(", "SystemRandomNumberGenerator",
            ".randomElement()", ".shuffled()", ".shuffle()", "UUID()",
        ]
        return forbidden.filter { text.contains($0) }
    }

    /// Time enters the core only through its virtual clock.
    @Test func coreReadsNoWallClock() throws {
        var offenders: [String] = []
        for file in try Self.swiftFiles() where file.module == "SwitcherCore" {
            for word in Self.wallClockUses(file.text) { offenders.append("\(file.path): \(word)") }
        }
        #expect(offenders == [])
    }

    /// What changes a world from outside the core: sending it an event, moving a clock,
    /// changing its timings or default strategy, making one. Comments are not read.
    static func worldChanges(_ text: String) -> [String] {
        let patterns = [
            #"\bworld\??\.send\("#, #"\bclock\.(advance|runDue|schedule|cancel)\("#,
            #"\bworld\??\.(settings|timings|defaultStrategy|assumptions|reduceTransparency)[^\n=]*=(?!=)"#,
            #"\bWorld\("#,
        ]
        let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        }.joined(separator: "\n")
        return patterns.flatMap { pattern in
            // Simple word boundaries: by Unicode's, `lab.world` is one word.
            code.ranges(of: try! Regex(pattern).wordBoundaryKind(.simple)).map { String(code[$0]) }
        }
    }

    /// The files that change a world, other than the core and the lab's update.
    /// The program's drivers: the test support builds worlds for the core's own tests, as
    /// those tests do, and is no driver of the program.
    static func worldDrivers(_ files: [SourceFile]) -> [String] {
        let exempt: Set<String> = ["SwitcherCore", "SwitcherTestSupport"]
        return files.filter { !exempt.contains($0.module) && $0.path != Self.labUpdate }.flatMap { file in
            Self.worldChanges(file.text).map { "\(file.path): \($0)" }
        }
    }

    static let labUpdate = "SwitcherUI/LabUpdate.swift"

    /// One way in (ARCHITECTURE §1): every driver sends the lab messages; only the lab's
    /// update sends the world events, moves its clock or changes its settings.
    @Test func onlyTheLabsUpdateDrivesTheWorld() throws {
        let files = try Self.swiftFiles()
        #expect(files.contains { $0.path == Self.labUpdate })
        #expect(Self.worldDrivers(files) == [])
    }

    /// The checks themselves see a violation when there is one.
    @Test func checksDetectViolations() {
        #expect(
            Self.imports("import Foundation\n@preconcurrency import CNcursesw\n") == [
                "Foundation", "CNcursesw",
            ])
        #expect(
            Self.imports("public import SwitcherTerminal\n  import struct SwitcherRecording.Tape\n") == [
                "SwitcherTerminal", "SwitcherRecording",
            ])
        #expect(Self.imports("// import SwitcherTerminal\nlet important = 1\n") == [])
        let crafted: [SourceFile] = [
            ("SwitcherUI", "SwitcherUI/Good.swift", "import Foundation\nimport SwitcherCore\n"),
            ("SwitcherUI", "SwitcherUI/Bad.swift", "import SwitcherCore\npublic import SwitcherRecording\n"),
            ("SwitcherRecording", "SwitcherRecording/Bad.swift", "@testable import SwitcherTestSupport\n"),
            ("SwitcherTapes", "SwitcherTapes/Bad.swift", "import SwitcherUI\nimport SwitcherRecording\n"),
            ("SwitcherTestSupport", "SwitcherTestSupport/Own.swift", "import Testing\nimport SwitcherCore\n"),
        ]
        #expect(
            Self.importers(
                of: ["SwitcherTerminal", "SwitcherRecording"],
                in: crafted.filter { $0.module == "SwitcherUI" })
                == [
                    "SwitcherUI/Bad.swift: SwitcherRecording"
                ])
        #expect(
            Self.importers(
                of: ["SwitcherTestSupport"], in: crafted.filter { $0.module != "SwitcherTestSupport" })
                == [
                    "SwitcherRecording/Bad.swift: SwitcherTestSupport"
                ])
        #expect(
            Self.offenders(crafted, module: "SwitcherTapes", allowed: Self.tapesMayImport) == [
                "SwitcherTapes/Bad.swift: SwitcherRecording"
            ])
        #expect(
            Self.offenders(crafted, module: "SwitcherTestSupport", allowed: Self.testSupportMayImport) == [
                "SwitcherTestSupport/Own.swift: Testing"
            ])
        #expect(Self.wallClockUses("let t = Date().timeIntervalSince1970") == ["Date()"])
        #expect(Self.wallClockUses("let i = Int.random(in: 0..<4)") == [".random("])
        #expect(Self.wallClockUses("let c = cards.randomElement()") == [".randomElement()"])
        #expect(Self.wallClockUses("let c = cards.shuffled()") == [".shuffled()"])
        // A seeded generator is allowed.
        #expect(Self.wallClockUses("let c = cards.randomElement(using: &rng)") == [])
        let drivers: [SourceFile] = [
            (
                "SwitcherTapes", "SwitcherTapes/Bad.swift",
                "lab.world.send(.home)\nlab.world.clock.advance(by: .frame)\n"
            ),
            (
                "switcherlab", "switcherlab/Bad.swift",
                "world.timings[name: n] = v\nworld.settings.legibility = l\nlet w = World(device: d)\n"
            ),
            (
                "switcherlab", "switcherlab/Good.swift",
                "// world.send(.home)\nif world.timings.cardZoom == z {}\n"
            ),
            ("SwitcherCore", "SwitcherCore/Own.swift", "world.send(.home)\n"),
            ("SwitcherUI", Self.labUpdate, "world.send(event)\n"),
        ]
        #expect(
            Self.worldDrivers(drivers) == [
                "SwitcherTapes/Bad.swift: world.send(", "SwitcherTapes/Bad.swift: clock.advance(",
                "switcherlab/Bad.swift: world.timings[name: n] =",
                "switcherlab/Bad.swift: world.settings.legibility =", "switcherlab/Bad.swift: World(",
            ])
    }
}
