import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherCore

/// Asset files that are too large, or endless, are refused before they are read whole; every
/// byte sequence an asset file may hold gives an asset or a located error.
@Suite struct AssetLimitTests {
    static let shipped = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets", isDirectory: true)

    /// A copy of the shipped assets in a temporary directory, changed by `prepare`.
    func withAssets<T>(_ prepare: (URL) throws -> Void, _ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("switcherlab-limits-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.copyItem(at: Self.shipped, to: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try prepare(directory)
        return try body(directory)
    }

    func loadError(_ directory: URL) -> AssetError? {
        do throws(AssetError) {
            _ = try AssetCatalog.load(from: directory)
            return nil
        } catch {
            return error
        }
    }

    static let threeGigabytes: UInt64 = 3 << 30

    @Test(arguments: ["apps/bank.app", "splash.art"])
    func aHugeSparseAssetIsRefusedWithoutBeingRead(_ file: String) throws {
        let before = peakResidentBytes()
        let start = ContinuousClock.now
        let error = try withAssets({
            try makeSparseFile($0.appendingPathComponent(file), size: Self.threeGigabytes)
        }) {
            loadError($0)
        }
        let elapsed = ContinuousClock.now - start
        #expect(error?.description == "\(file): file is larger than 64 KiB")
        #expect(elapsed < .seconds(2), "refused at once, not after reading 3 GB (\(elapsed))")
        #expect(peakResidentBytes() - before < 1 << 30, "the file was not read into memory")
    }

    /// An endless file (a device, a pipe) says nothing with its size: it is no regular file,
    /// and a link to it leads out of the assets directory; neither is opened for reading.
    @Test func anEndlessAssetIsRefused() throws {
        let zero = URL(fileURLWithPath: "/dev/zero")
        try #require(FileManager.default.fileExists(atPath: zero.path))
        let error = try withAssets({
            let app = $0.appendingPathComponent("apps/bank.app")
            try FileManager.default.removeItem(at: app)
            try FileManager.default.createSymbolicLink(at: app, withDestinationURL: zero)
        }) { loadError($0) }
        #expect(error?.description == "apps/bank.app: links outside the assets directory")
    }

    @Test func aDirectoryInPlaceOfAnAssetCannotBeRead() throws {
        let error = try withAssets({
            try FileManager.default.removeItem(at: $0.appendingPathComponent("splash.art"))
            try FileManager.default.createDirectory(
                at: $0.appendingPathComponent("splash.art"), withIntermediateDirectories: false)
        }) { loadError($0) }
        #expect(error?.description == "splash.art: not a regular file")
    }

    @Test func aFileJustAtTheLimitIsRead() throws {
        try withTemporaryFile(Data(repeating: 0x41, count: 4096)) { url throws in
            #expect(try SizeLimitedFile.read(url, limit: 4096).count == 4096)
            #expect(throws: SizeLimitedFile.Failure.tooLarge) { try SizeLimitedFile.read(url, limit: 4095) }
        }
    }

    // MARK: Fuzz

    /// Random bytes, and the shipped Bank app with random bytes changed, inserted and
    /// removed: the parser never crashes, and every failure names the file and a line the
    /// file has, on one terminal-safe line.
    @Test(arguments: 0..<4)
    func randomAppFilesGiveAnAppOrALocatedError(_ seed: UInt64) throws {
        let bank = try Data(contentsOf: Self.shipped.appendingPathComponent("apps/bank.app"))
        let splash = try Data(contentsOf: Self.shipped.appendingPathComponent("splash.art"))
        var random = ByteFuzzer(
            seed: seed &+ 0x9E37_79B9_7F4A_7C15,
            interesting: [
                0x0A, 0x0D, 0x3A, 0x23, 0x2D, 0x20, 0x09, 0x1B, 0xE2, 0x94, 0x80, 0xEF, 0xBB, 0xBF,
            ],
            interestingOneIn: 3)
        for round in 0..<150 {
            let data: Data
            let base = round.isMultiple(of: 2) ? bank : splash
            switch round % 3 {
            case 0: data = Data((0..<random.next(below: 400)).map { _ in random.byte() })
            default: data = random.mutate(base, edits: 1 + random.next(below: 8))
            }
            let lineCount = data.split(separator: 0x0A, omittingEmptySubsequences: false).count
            let file = round.isMultiple(of: 2) ? "apps/fuzz.app" : "splash.art"
            do throws(AssetError) {
                if round.isMultiple(of: 2) {
                    _ = try AppAsset.parse(data, id: "fuzz", file: file)
                } else {
                    _ = try SplashArt.parse(data, file: file)
                }
            } catch {
                #expect(error.file == file)
                #expect((0...lineCount).contains(error.line), "\(error)")
                #expect(!error.description.contains("\n"))
                #expect(
                    error.description.unicodeScalars.allSatisfy { !TerminalSafeText.isControl($0) },
                    "\(error.description.debugDescription)")
            }
        }
    }
}

/// A temporary file holding `data`, removed when the closure returns.
func withTemporaryFile<T>(_ data: Data, _ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "switcherlab-\(UUID().uuidString)")
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}
