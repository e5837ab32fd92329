import Foundation
import SwitcherCore
import SwitcherScan
import Testing

/// Every file scan reads from the tree is a regular file inside it: a FIFO named like a
/// project file does not block, a link to the terminal or out of the tree is not read, and
/// each refusal is named in the report.
@Suite(.timeLimit(.minutes(1))) struct UntrustedFileTests {
    static let settings = "\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n\t\tIPHONEOS_DEPLOYMENT_TARGET = 11.0;\n"

    static func project(_ root: URL, _ name: String) throws -> URL {
        let project = root.appendingPathComponent(name).appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        return project.appendingPathComponent("project.pbxproj")
    }

    @Test func projectFilesThatAreNotRegularFilesInsideTheTreeAreRefusedByName() throws {
        let root = try HostileTreeTests.temporaryTree()
        let outside = try HostileTreeTests.temporaryTree()
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try Self.settings.write(
            to: outside.appendingPathComponent("secret.pbxproj"), atomically: true, encoding: .utf8)
        #expect(mkfifo(try Self.project(root, "Fifo").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: try Self.project(root, "Stdin").path, withDestinationPath: "/dev/stdin")
        try FileManager.default.createSymbolicLink(
            atPath: try Self.project(root, "Outside").path,
            withDestinationPath: outside.appendingPathComponent("secret.pbxproj").path)
        // A link inside the tree is read.
        try Self.settings.write(
            to: root.appendingPathComponent("settings.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: try Self.project(root, "Inside").path, withDestinationPath: "../../settings.txt")

        let reading = try Scanner.read(root)
        #expect(reading.notes.contains("Fifo/App.xcodeproj/project.pbxproj: not read: not a regular file"))
        #expect(
            reading.notes.contains("Stdin/App.xcodeproj/project.pbxproj: not read: links outside the tree"))
        #expect(
            reading.notes.contains("Outside/App.xcodeproj/project.pbxproj: not read: links outside the tree"))
        for name in ["Fifo", "Stdin", "Outside"] {
            let app = try #require(reading.apps.first { $0.root == name })
            #expect(app.appFacts.isEmpty, "\(name)")
        }
        let inside = try #require(reading.apps.first { $0.root == "Inside" })
        #expect(inside.deviceFamilies == [.iPhone, .iPad])
        #expect(inside.deploymentTarget == 11)
    }

    @Test func aReadOnTheDescriptorRefusesWhatIsNoRegularFile() throws {
        let root = try HostileTreeTests.temporaryTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: SizeLimitedFile.Failure.notRegularFile) {
            try SizeLimitedFile.readRegular(fifo, inside: root, limit: 100)
        }
        #expect(throws: SizeLimitedFile.Failure.notRegularFile) {
            try SizeLimitedFile.readRegular(root, inside: root, limit: 100)
        }
        let elsewhere = try HostileTreeTests.temporaryTree()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try Data("x".utf8).write(to: elsewhere.appendingPathComponent("b.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("out").path,
            withDestinationPath: elsewhere.appendingPathComponent("b.txt").path)
        #expect(throws: SizeLimitedFile.Failure.outsideRoot) {
            try SizeLimitedFile.readRegular(root.appendingPathComponent("out"), inside: root, limit: 100)
        }
        #expect(throws: SizeLimitedFile.Failure.outsideRoot) {
            try SizeLimitedFile.readRegular(
                elsewhere.appendingPathComponent("b.txt"), inside: root, limit: 100)
        }
        // With no root, a file the user named: anywhere, but a regular file.
        #expect(
            try SizeLimitedFile.readRegular(root.appendingPathComponent("out"), inside: nil, limit: 100)
                == Data("x".utf8))
        let file = root.appendingPathComponent("a.txt")
        try Data(repeating: 65, count: 101).write(to: file)
        #expect(throws: SizeLimitedFile.Failure.tooLarge) {
            try SizeLimitedFile.readRegular(file, inside: root, limit: 100)
        }
        #expect(try SizeLimitedFile.readRegular(file, inside: root, limit: 101).count == 101)
    }
}
