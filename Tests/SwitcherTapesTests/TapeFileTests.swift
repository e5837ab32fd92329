import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import Testing

/// Reading a tape file: the size limit is checked before the file is read, a byte order
/// mark is not text, and any bytes at all give a tape or a located error.
@Suite struct TapeFileTests {
    static let fixtures = Repository.root.appendingPathComponent("Tests/SwitcherTapesTests/Fixtures")

    func parseFile(_ url: URL, name: String) -> Result<Tape, TapeError> {
        Result(catching: { () throws(TapeError) -> Tape in
            try TapeParser(catalog: ShippedAssets.catalog).parse(contentsOf: url, file: name)
        })
    }

    func error(_ url: URL, name: String) -> String? {
        if case .failure(let error) = parseFile(url, name: name) { return error.description }
        return nil
    }

    /// The input that found it: a 3 GB sparse file took 3 GB of memory and 17 s to refuse.
    @Test func aHugeSparseTapeIsRefusedWithoutBeingRead() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("big.tape")
            try makeSparseFile(url, size: 3 << 30)
            let before = peakResidentBytes()
            let start = ContinuousClock.now
            #expect(error(url, name: "big.tape") == "big.tape: larger than 1 MiB: not a tape")
            #expect(ContinuousClock.now - start < .seconds(2))
            #expect(peakResidentBytes() - before < 1 << 30, "the tape was not read into memory")
        }
    }

    @Test func anEndlessTapeIsRefused() throws {
        let zero = URL(fileURLWithPath: "/dev/zero")
        try #require(FileManager.default.fileExists(atPath: zero.path))
        #expect(error(zero, name: "/dev/zero") == "/dev/zero: larger than 1 MiB: not a tape")
    }

    @Test func aTapeJustUnderTheLimitIsRead() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("long.tape")
            let line = "# " + String(repeating: "x", count: 97) + "\n"  // 100 bytes
            try String(repeating: line, count: TapeParser.maximumFileSize / 100).write(
                to: url, atomically: true, encoding: .utf8)
            #expect(error(url, name: "long.tape") == nil)
            try
                (String(repeating: line, count: TapeParser.maximumFileSize / 100)
                + String(repeating: line, count: 1))
                .write(to: url, atomically: true, encoding: .utf8)
            #expect(error(url, name: "long.tape") == "long.tape: larger than 1 MiB: not a tape")
        }
    }

    @Test func aDirectoryOrAMissingFileCannotBeRead() throws {
        try withTemporaryDirectory { directory in
            #expect(error(directory, name: "dir.tape") == "dir.tape: cannot read the tape")
            #expect(
                error(directory.appendingPathComponent("missing.tape"), name: "missing.tape")
                    == "missing.tape: cannot read the tape")
        }
    }

    /// Saved by an editor that starts UTF-8 files with a byte order mark (and ends lines with
    /// CRLF): it failed with `unknown command '?#'`.
    @Test func aByteOrderMarkIsNotPartOfTheFirstLine() throws {
        let url = Self.fixtures.appendingPathComponent("bom.tape")
        try #require(try Data(contentsOf: url).starts(with: [0xEF, 0xBB, 0xBF]))
        let tape = try parseFile(url, name: "bom.tape").get()
        #expect(tape.settings.size == Size(width: 80, height: 24))
        #expect(tape.steps.count == 3)
        // A mark anywhere else is still refused, with its line.
        try withTemporaryDirectory { directory in
            let inside = directory.appendingPathComponent("inside.tape")
            try Data("Sleep 1s\n\u{FEFF}Sleep 1s\n".utf8).write(to: inside)
            #expect(error(inside, name: "inside.tape")?.hasPrefix("inside.tape:2: ") == true)
        }
    }

    /// The shipped tapes with random bytes changed, inserted and removed, and random bytes
    /// alone: the parser never crashes, and every failure names the file and a line it has,
    /// on one terminal-safe line.
    @Test(arguments: 0..<4)
    func randomTapesGiveATapeOrALocatedError(_ seed: UInt64) throws {
        let tapes = try FileManager.default.contentsOfDirectory(
            at: Repository.root.appendingPathComponent("Tapes"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "tape" }.sorted { $0.path < $1.path }
        try #require(!tapes.isEmpty)
        let originals = try tapes.map { try Data(contentsOf: $0) }
        var random = ByteFuzzer(
            seed: seed,
            interesting: Array("\n\r\"# \t0123456789xmsS".utf8) + [
                0x1B, 0xE2, 0x94, 0xEF, 0xBB, 0xBF, 0xC0, 0xFF,
            ],
            interestingOneIn: 2)
        var parsed = 0
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("fuzz.tape")
            for round in 0..<240 {
                let data =
                    round % 4 == 0
                    ? Data((0..<random.next(below: 300)).map { _ in random.byte() })
                    : random.mutate(
                        originals[random.next(below: originals.count)], edits: 1 + random.next(below: 6))
                try data.write(to: url)
                let lineCount = data.split(separator: 0x0A, omittingEmptySubsequences: false).count
                switch parseFile(url, name: "fuzz.tape") {
                case .success: parsed += 1
                case .failure(let error):
                    #expect(error.file == "fuzz.tape")
                    #expect((0...lineCount).contains(error.line), "\(error)")
                    #expect(!error.description.contains("\n"))
                    #expect(
                        error.description.unicodeScalars.allSatisfy { !TerminalSafeText.isControl($0) },
                        "\(error.description.debugDescription)")
                }
            }
        }
        #expect(parsed > 0, "some changes leave a valid tape (a comment, a number)")
    }
}
