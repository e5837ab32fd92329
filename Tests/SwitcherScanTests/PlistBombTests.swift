import Foundation
import SwitcherScan
import Testing

/// A binary property list whose objects share references expands, read whole, into far more
/// objects than its bytes: an array of N references to one array of N references to one
/// string is N×N strings in 4N bytes. Scan reads property lists with a bound on objects that
/// counts each shared reference as it would expand.
@Suite(.timeLimit(.minutes(1))) struct PlistBombTests {
    /// `bplist00` written by hand (Python's plistlib and Foundation never share references):
    /// a dictionary `{key: A}`, A = N references to B, B = N references to the string "s".
    static func bomb(_ count: Int, key: String = "X") -> [UInt8] {
        func array(_ reference: UInt16) -> [UInt8] {
            [0xAF, 0x11, UInt8(count >> 8), UInt8(count & 0xFF)]
                + (0..<count).flatMap { _ in [UInt8(reference >> 8), UInt8(reference & 0xFF)] }
        }
        let objects: [[UInt8]] = [
            [0xD1, 0, 1, 0, 2], [0x50 | UInt8(key.utf8.count)] + Array(key.utf8), array(3), array(4),
            [0x51, UInt8(ascii: "s")],
        ]
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets {
            bytes += (0..<4).reversed().map { UInt8(truncatingIfNeeded: offset >> ($0 * 8)) }
        }
        func big(_ value: Int) -> [UInt8] {
            (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2] + big(objects.count) + big(0) + big(table)
        return bytes
    }

    static func read(_ bytes: [UInt8]) -> FileReading {
        InfoPlistReader().read(ScannedFile(path: "App/Info.plist", language: .plist, bytes: bytes))
    }

    /// Before: Foundation's reader builds every one of the N×N objects (shown at a size that
    /// stays small). After: scan's reader stops at its bound and names the file.
    @Test func sharedReferencesCountAsTheyExpand() throws {
        let small = Self.bomb(200)
        let whole = try PropertyListSerialization.propertyList(from: Data(small), format: nil)
        let inner = try #require((whole as? [String: Any])?["X"] as? [[Any]])
        #expect(inner.count * inner[0].count == 40_000)

        let bomb = Self.bomb(5000)
        #expect(bomb.count < 21_000)  // 20 KB, 25 million strings when expanded
        let reading = Self.read(bomb)
        #expect(reading.appFacts.isEmpty)
        #expect(
            reading.problems == [
                "App/Info.plist: not read: too large to read in time (too many objects, shared ones counted each time)"
            ])
        // Under a key scan reads, the same.
        #expect(!Self.read(Self.bomb(5000, key: "UIDeviceFamily")).problems.isEmpty)
    }

    /// The reader agrees with Foundation on the plists Xcode writes, binary and XML.
    @Test func binaryAndXMLReadAsFoundationWrites() throws {
        let plist: [String: Any] = [
            "CFBundleDisplayName": "Bänk & Co <1>",
            "UIDeviceFamily": [1, 2],
            "MinimumOSVersion": "16.0",
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [["UISceneDelegateClassName": "A"], ["B": 1.5]]
                ],
            ],
            "Other": Data([1, 2, 3]),
        ]
        for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
            let data = try PropertyListSerialization.data(fromPropertyList: plist, format: format, options: 0)
            let reading = Self.read([UInt8](data))
            #expect(reading.problems.isEmpty, "\(format)")
            let kinds = reading.appFacts.map(\.kind)
            #expect(kinds.contains(.name("Bänk & Co <1>")), "\(format)")
            #expect(kinds.contains(.deviceFamily([.iPhone, .iPad])), "\(format)")
            #expect(kinds.contains(.deploymentTarget("16.0")), "\(format)")
            #expect(kinds.contains(.sceneManifest(scenes: 2, multipleScenes: true)), "\(format)")
        }
    }

    @Test func deepOrBrokenListsAreRefusedByName() {
        let deep =
            "<?xml version=\"1.0\"?><plist><dict><key>A</key>" + String(repeating: "<array>", count: 100_000)
        #expect(Self.read(Array(deep.utf8)).problems == ["App/Info.plist: not read: too deeply nested"])
        #expect(
            Self.read(Array("bplist00garbage".utf8)).problems == [
                "App/Info.plist: not read: not a property list"
            ])
        // Found by ReaderFuzzTests (XML, scaled run): a tag that is only `/` trapped.
        for tag in ["</>", "<//>", "<>", "</", "<"] {
            let text = "<plist><dict><key>a</key>\(tag)</dict></plist>"
            #expect(Self.read(Array(text.utf8)).problems == ["App/Info.plist: not read: not a property list"])
        }
        // A binary list whose one array holds itself.
        let loop: [UInt8] =
            Array("bplist00".utf8) + [0xA1, 0x00] + [0, 0, 0, 8] + [0, 0, 0, 0, 0, 0, 4, 1]
            + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 10]
        #expect(Self.read(loop).problems == ["App/Info.plist: not read: too deeply nested"])
    }
}
