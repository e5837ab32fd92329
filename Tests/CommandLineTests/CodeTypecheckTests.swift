import Foundation
import SwitcherCode
import SwitcherCore
import SwitcherTestSupport
import Testing

/// Every Swift file `switcherlab code` prints, typechecked with `swiftc -typecheck` against
/// declaration-only stand-ins for UIKit, SwiftUI and Core Image (Fixtures/SDKStandIns, built
/// as modules of those names). The configurations come from the catalog
/// (`StrategyCode.configurations`); the hosted macOS job checks the same against the real
/// iOS SDK (scripts/typecheck-code).
@Suite struct CodeTypecheckTests {
    static let standIns = Repository.root.appendingPathComponent(
        "Tests/CommandLineTests/Fixtures/SDKStandIns")

    /// The stand-in modules, Core Image first: UIKit imports it.
    static let modules = ["CoreImage", "SwiftUI", "UIKit"]

    /// The deployment targets checked: every one `code --ios` offers. 13 has no SwiftUI scene
    /// phase, 14 is the first with it, 15 the last before `overlay(alignment:content:)`, 16 the
    /// last before the two-argument `onChange`, 17 deprecated the one-argument form and
    /// `UIGraphicsBeginImageContext`, and 18, 26 and 27 are the later releases.
    static let targets = IOSVersion.released

    @Test(arguments: targets)
    func everyPrintedSwiftConfigurationTypechecks(ios: Int) throws {
        let swiftc = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        let version = try #require(IOSVersion(ios))
        let all = StrategyCode.configurations(languages: [.swift]).map { request in
            var request = request
            request.ios = version
            return request
        }
        // What the target cannot have is refused, not printed: SwiftUI's App before iOS 14.
        let configurations = all.filter { (try? StrategyCode.files(for: $0)) != nil }
        let refused = all.filter { (try? StrategyCode.files(for: $0)) == nil }
        #expect(refused.allSatisfy { $0.host == .swiftUIScene || $0.host == .swiftUIApp }, "\(refused)")
        #expect(refused.isEmpty == (ios >= 14), "\(refused.count) refused at iOS \(ios)")
        // Each strategy with Swift code, each of its hosts.
        #expect(configurations.count >= 60)
        try withTemporaryDirectory { directory in
            let sdk = directory.appendingPathComponent("sdk")
            try FileManager.default.createDirectory(at: sdk, withIntermediateDirectories: true)
            try Self.emitStandIns(Self.modules, into: sdk, swiftc: swiftc, ios: ios)
            var folders: [URL] = []
            for (index, request) in configurations.enumerated() {
                let folder = directory.appendingPathComponent("\(index)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for file in try StrategyCode.files(for: request) {
                    #expect(file.name.hasSuffix(".swift"), "\(request): \(file.name)")
                    try file.text.write(
                        to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
                }
                folders.append(folder)
            }
            let found = folders
            let failures = Self.inParallel(found.indices) { index -> String? in
                let files = contents(of: found[index]).map { found[index].appendingPathComponent($0).path }
                let arguments = ["-typecheck", "-parse-as-library", "-I", sdk.path] + files
                guard let run = try? Subprocess.run(swiftc, arguments) else {
                    return "\(configurations[index]): cannot run swiftc"
                }
                // A warning (a deprecation at this target) fails as an error would.
                return run.status == 0 && !run.error.contains("warning:")
                    ? nil : "switcherlab code \(configurations[index]):\n\(run.error)"
            }
            for failure in failures.compactMap({ $0 }) { Issue.record(Comment(rawValue: failure)) }
            print(
                "CodeTypecheckTests: \(configurations.count) Swift configurations typechecked at iOS \(ios)")
        }
    }

    /// The stand-ins know availability: the article's `UIGraphicsBeginImageContext` is clean
    /// for iOS 16 and a deprecation warning for iOS 17, and the two-argument `onChange` is
    /// missing before iOS 17.
    @Test func theStandInsWarnOfWhatIsDeprecatedAndLackWhatIsNewer() throws {
        let swiftc = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        let blur = try StrategyCode.text(
            for: CodeRequest(strategy: "blurred-snapshot", host: .sceneDelegate, ios: IOSVersion(16)!))
        #expect(blur.contains("UIGraphicsBeginImageContext"))
        let swiftUI = try StrategyCode.files(
            for: CodeRequest(strategy: "scenephase-overlay", host: .swiftUIScene)
        ).map(\.text).joined(separator: "\n")
        #expect(swiftUI.contains("{ _, phase in"))
        func typecheck(_ text: String, _ module: [String], ios: Int) throws -> Subprocess.Result {
            try withTemporaryDirectory { directory in
                try Self.emitStandIns(module, into: directory, swiftc: swiftc, ios: ios)
                let file = directory.appendingPathComponent("Code.swift")
                try text.write(to: file, atomically: true, encoding: .utf8)
                return try Subprocess.run(
                    swiftc, ["-typecheck", "-parse-as-library", "-I", directory.path, file.path])
            }
        }
        let at16 = try typecheck(blur, ["CoreImage", "UIKit"], ios: 16)
        #expect(at16.status == 0 && !at16.error.contains("warning:"), "\(at16.error)")
        let at17 = try typecheck(blur, ["CoreImage", "UIKit"], ios: 17)
        #expect(at17.error.contains("warning: 'UIGraphicsBeginImageContext' is deprecated"), "\(at17.error)")
        let before17 = try typecheck(swiftUI, ["SwiftUI"], ios: 16)
        #expect(before17.status != 0, "the two-argument onChange is not in iOS 16")
    }

    /// The stand-ins catch what the real SDK would: a misspelt member fails.
    @Test func aMisspeltMemberFailsTheTypecheck() throws {
        let swiftc = try #require(Subprocess.find("swiftc"), "swiftc is not on PATH")
        try withTemporaryDirectory { directory in
            try Self.emitStandIns(["CoreImage", "UIKit"], into: directory, swiftc: swiftc)
            let text = try StrategyCode.text(
                for: CodeRequest(strategy: "privacy-window", host: .sceneDelegate)
            )
            .replacingOccurrences(of: "windowLevel = .alert + 1", with: "windowLevel = .alertt + 1")
            let file = directory.appendingPathComponent("SceneDelegate.swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            let run = try Subprocess.run(
                swiftc, ["-typecheck", "-parse-as-library", "-I", directory.path, file.path])
            #expect(run.status != 0)
            #expect(run.error.contains("alertt"))
        }
    }

    /// Builds each stand-in as a module of its name in `directory`, in order (UIKit imports
    /// Core Image).
    static func emitStandIns(
        _ modules: [String], into directory: URL, swiftc: String, ios: Int = IOSVersion.current.major
    ) throws {
        // IOS15 stands for "iOS 15 or later", and so on for every release up to the target.
        let conditions = IOSVersion.released.filter { $0 <= ios }.flatMap { ["-D", "IOS\($0)"] }
        for module in modules {
            let run = try Subprocess.run(
                swiftc,
                [
                    "-emit-module", "-parse-as-library", "-module-name", module, "-I", directory.path,
                    "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                    Self.standIns.appendingPathComponent("\(module).swift").path,
                ] + conditions)
            try #require(run.status == 0, "the \(module) stand-in: \(run.error)")
        }
    }

    /// `body` for each of `indices`, on as many threads as the machine has cores.
    static func inParallel<T: Sendable>(_ indices: Range<Int>, _ body: @Sendable @escaping (Int) -> T) -> [T]
    {
        let results = LockedArray<T?>(count: indices.count)
        let next = LockedArray<Int>(count: 1)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, indices.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: indices.count) {
                results.set(index, body(indices.lowerBound + index))
            }
        }
        return results.values.map { $0! }
    }
}

/// An array behind a lock, for `inParallel`.
final class LockedArray<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [T?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) { lock.withLock { storage[index] = value } }

    var values: [T] { lock.withLock { storage.map { $0! } } }

    /// A counter in the first slot: the next index below `limit`, or nil when all are taken.
    func take(below limit: Int) -> Int? where T == Int {
        lock.withLock {
            let value = storage[0] ?? 0
            guard value < limit else { return nil }
            storage[0] = value + 1
            return value
        }
    }
}
