import Foundation
import SwitcherScan
import SwitcherTestSupport
import Testing

/// A fuzz target per reader of scan: the fixture corpus (Tests/Fixtures/scan) with seeded
/// random edits, and with runs of what the readers bound inserted (brackets, `#if`, postfix
/// chains, nested blocks, plist containers), through each reader. Whatever the input, a reader
/// returns: every fact on a line of the file, every problem one line that names the file and
/// holds no control character. The same inputs on every run (fixed seeds); the whole suite
/// runs in well under a minute, and a hang fails it through its time limit.
@Suite(.timeLimit(.minutes(3))) struct ReaderFuzzTests {
    static let corpus = Repository.root.appendingPathComponent("Tests/Fixtures/scan")

    static func files(_ languages: Set<SourceLanguage>) throws -> [(path: String, language: SourceLanguage)] {
        try FileManager.default.subpathsOfDirectory(atPath: corpus.path).sorted().compactMap { path in
            guard let language = SourceLanguage.of(fileName: (path as NSString).lastPathComponent),
                languages.contains(language)
            else { return nil }
            return (path, language)
        }
    }

    /// Runs of text that push the readers' bounds, inserted whole.
    static let runs: [String] = [
        "[", "(", "{", "<", "A<", "@a(", "#if X\n", "#endif\n", "?.a", "!", "()", ".a", "\"\\(", "/*",
        "\"\"\"",
        "^{", "dispatch_async(dispatch_get_main_queue(), ^{", "handler.post {", "<array>",
        "<dict><key>k</key>",
    ]

    /// Edits `data`: random bytes changed, inserted and removed, and one time in three a run of
    /// up to 3,000 repetitions of one of `runs`.
    static func mutate(_ data: Data, _ fuzzer: inout ByteFuzzer, round: Int) -> [UInt8] {
        var bytes = [UInt8](fuzzer.mutate(data, edits: 1 + round % 10))
        if round % 3 == 0 {
            let run = runs[fuzzer.next(below: runs.count)]
            let count = [1, 30, 300, 3000][fuzzer.next(below: 4)]
            let at = fuzzer.next(below: bytes.count + 1)
            bytes.insert(contentsOf: Array(String(repeating: run, count: count).utf8), at: at)
        }
        return bytes
    }

    static func check(_ reading: FileReading, _ file: ScannedFile, _ label: String) {
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).count
        for fact in reading.facts {
            #expect(fact.location.line >= 1 && fact.location.line <= lines, "\(label)")
        }
        for fact in reading.appFacts {
            #expect(fact.location.line >= 0 && fact.location.line <= lines, "\(label)")
        }
        for problem in reading.problems {
            #expect(problem.hasPrefix(file.path + ":"), "\(label): \(problem)")
            #expect(!problem.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    /// `SWITCHERLAB_FUZZ_SCALE=N` runs N times the rounds, `SWITCHERLAB_FUZZ_SEED=S` other
    /// inputs: a longer fuzzing run, by hand. CI runs the defaults.
    static let scale = Int(ProcessInfo.processInfo.environment["SWITCHERLAB_FUZZ_SCALE"] ?? "") ?? 1
    static let seedOffset = UInt64(ProcessInfo.processInfo.environment["SWITCHERLAB_FUZZ_SEED"] ?? "") ?? 0

    static func fuzz(_ languages: Set<SourceLanguage>, rounds: Int, seed: UInt64, binaryPlists: Bool = false)
        throws -> Int
    {
        let rounds = rounds * max(scale, 1)
        let seed = seed &+ seedOffset
        let files = try Self.files(languages)
        #expect(!files.isEmpty)
        var fuzzer = ByteFuzzer(
            seed: seed, interesting: Array("\"'{}()[]<>/*\\$@#\n;:^=!?.".utf8) + [0xFF, 0xC3, 0x00, 0x1B],
            interestingOneIn: 3)
        var inputs = 0
        for (path, language) in files {
            var data = try Data(contentsOf: corpus.appendingPathComponent(path))
            if binaryPlists {
                // A preprocessed Info.plist (`#ifdef`) is no property list to Foundation: not
                // converted.
                guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
                    continue
                }
                data = try PropertyListSerialization.data(
                    fromPropertyList: plist, format: .binary, options: 0)
            }
            guard let reader = Readers.reader(for: language) else { continue }
            for round in 0..<rounds {
                let file = ScannedFile(
                    path: path, language: language, bytes: mutate(data, &fuzzer, round: round))
                // `SWITCHERLAB_FUZZ_DUMP=DIR` keeps the input being read, to find one that hangs.
                if let dump = ProcessInfo.processInfo.environment["SWITCHERLAB_FUZZ_DUMP"] {
                    let name = "\((path as NSString).lastPathComponent)-\(seed)-\(round)"
                    try Data(file.bytes).write(to: URL(fileURLWithPath: dump).appendingPathComponent(name))
                }
                check(reader.read(file), file, "\(path) seed \(seed) round \(round)")
                inputs += 1
            }
        }
        return inputs
    }

    @Test func swift() throws { #expect(try Self.fuzz([.swift], rounds: 40, seed: 39) > 300) }

    @Test func objectiveC() throws { #expect(try Self.fuzz([.objectiveC], rounds: 120, seed: 391) > 500) }

    @Test func kotlinAndJava() throws {
        #expect(try Self.fuzz([.kotlin, .java], rounds: 80, seed: 392) > 500)
    }

    @Test func xmlPropertyLists() throws { #expect(try Self.fuzz([.plist], rounds: 40, seed: 393) > 500) }

    @Test func binaryPropertyLists() throws {
        #expect(try Self.fuzz([.plist], rounds: 40, seed: 394, binaryPlists: true) > 500)
    }

    @Test func projectFiles() throws { #expect(try Self.fuzz([.pbxproj], rounds: 80, seed: 395) > 150) }

    @Test func manifestsAndGradle() throws {
        #expect(try Self.fuzz([.androidManifest, .gradle], rounds: 40, seed: 396) > 300)
    }
}
