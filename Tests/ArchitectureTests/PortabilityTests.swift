import Foundation
import SwitcherTestSupport
import Testing

/// The package builds on Linux and macOS. CI runs on Linux, where a glibc-only call compiles
/// and passes, so the sources are read for what would not build on a Mac: a platform module
/// imported or named where it does not exist, a field of one C library's structs, a Linux-only
/// path, a module newer than the platform floor in Package.swift.
@Suite struct PortabilityTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under Sources and Tests, as (path, text).
    static func swiftFiles() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            else {
                continue
            }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                files.append(
                    (folder + "/" + url.path.replacingOccurrences(of: base.path + "/", with: ""), text))
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The macOS version Package.swift declares (13 for `.macOS(.v13)`).
    static func macOSFloor() throws -> Int {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let match = try #require(manifest.firstMatch(of: /\.macOS\(\.v(\d+)/))
        return try #require(Int(match.1))
    }

    @Test func nothingOutsideAGuardNeedsOnePlatform() throws {
        let floor = try Self.macOSFloor()
        var offenders: [String] = []
        for file in try Self.swiftFiles() where !file.path.hasSuffix("PortabilityTests.swift") {
            offenders += PortabilityScan.offenders(in: file.text, path: file.path, macOSFloor: floor)
        }
        #expect(offenders == [], "\(offenders.joined(separator: "\n"))")
    }

    /// Each line that once kept the package from building on macOS is caught, outside a
    /// guard; inside the matching guard, it passes.
    @Test(arguments: [
        ("let descriptor = Glibc.open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)", "Glibc."),
        ("let written = Glibc.write(descriptor, buffer.baseAddress!, count)", "Glibc."),
        ("action.__sigaction_handler.sa_handler = { sig in }", "__sigaction_handler"),
        ("import Synchronization", "Synchronization"),
        ("private static let noted = Atomic<Int32>(0)", "Atomic<"),
        ("let status = try String(contentsOfFile: \"/proc/self/status\")", "/proc"),
        ("let seconds = info.st_mtim.tv_sec", "st_mtim"),
        ("import Glibc", "Glibc"),
        ("action.__sigaction_u.__sa_handler = handler", "__sigaction_u"),
        ("let seconds = info.st_mtimespec.tv_sec", "st_mtimespec"),
        ("let written = Darwin.write(descriptor, bytes, count)", "Darwin."),
    ])
    func aLineForOnePlatformIsCaughtOutsideItsGuard(line: String, found: String) {
        let bare = PortabilityScan.offenders(in: line, path: "x.swift", macOSFloor: 13)
        #expect(bare.count == 1 && bare[0].contains(found), "\(bare)")

        let linux = line.contains("Darwin") || line.contains("__sigaction_u") || line.contains("mtimespec")
        let guarded = """
            #if \(linux ? "canImport(Darwin)" : "canImport(Glibc)")
            \(line)
            #endif
            """
        let allowed = line.contains("Synchronization") || line.contains("Atomic<")
        #expect(
            PortabilityScan.offenders(in: guarded, path: "x.swift", macOSFloor: allowed ? 15 : 13) == [])
    }

    /// The other branch of a guard is not the guarded platform's.
    @Test func theElseBranchIsNotGuarded() {
        let source = """
            #if canImport(Glibc)
            let a = Glibc.write(1, p, 1)
            #elseif canImport(Darwin)
            let b = Glibc.write(1, p, 1)
            #endif
            #if os(Linux)
            let c = info.st_mtim
            #else
            let d = info.st_mtim
            #endif
            """
        let found = PortabilityScan.offenders(in: source, path: "x.swift", macOSFloor: 13)
        #expect(found.count == 2 && found[0].hasPrefix("x.swift:4:") && found[1].hasPrefix("x.swift:9:"))
    }

    /// Comments and strings other than paths are prose: they may name anything.
    @Test func commentsAreNotCode() {
        let source = """
            // glibc's `__sigaction_handler`, Darwin's `__sigaction_u`; Glibc.write
            /// `import Synchronization` would need macOS 15
            """
        #expect(PortabilityScan.offenders(in: source, path: "x.swift", macOSFloor: 13) == [])
    }
}

/// Reads Swift source line by line, keeping the stack of `#if` conditions, and names each
/// use of one platform's API outside a guard for that platform.
enum PortabilityScan {
    enum Platform { case linux, darwin }

    /// (what is used, which platform has it, the pattern that finds it)
    static let rules: [(what: String, platform: Platform, pattern: String)] = [
        ("Glibc.", .linux, #"\bGlibc\."#),
        ("import Glibc", .linux, #"^\s*import\s+Glibc\b"#),
        ("glibc's __sigaction_handler", .linux, #"\b__sigaction_handler\b"#),
        ("glibc's st_mtim/st_atim/st_ctim", .linux, #"\bst_[amc]tim\b"#),
        ("glibc's __val/__fds_bits", .linux, #"\.(__val|__fds_bits)\b"#),
        ("Linux's /proc", .linux, #""/proc"#),
        ("the environ global", .linux, #"\benviron\b"#),
        ("Darwin.", .darwin, #"\bDarwin\."#),
        ("import Darwin", .darwin, #"^\s*import\s+Darwin\b"#),
        ("Darwin's __sigaction_u", .darwin, #"\b__sigaction_u\b"#),
        ("Darwin's st_mtimespec/…", .darwin, #"\bst_[amc]timespec\b"#),
    ]

    static func offenders(in source: String, path: String, macOSFloor: Int) -> [String] {
        // Each open #if: which platform its current branch is known to be, if any.
        var stack: [(condition: String, branch: Platform?)] = []
        var found: [String] = []
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                stack.append((line, platform(of: line)))
                continue
            }
            if line.hasPrefix("#elseif ") {
                if !stack.isEmpty { stack[stack.count - 1].branch = platform(of: line) }
                continue
            }
            if line.hasPrefix("#else") {
                if !stack.isEmpty {
                    // `#if os(Linux) … #else`: the else is every other platform, not a guard.
                    stack[stack.count - 1].branch = nil
                }
                continue
            }
            if line.hasPrefix("#endif") {
                _ = stack.popLast()
                continue
            }
            let code = codePart(of: String(rawLine))
            guard !code.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let guards = Set(stack.compactMap(\.branch))
            for rule in rules where !guards.contains(rule.platform) {
                if code.range(of: rule.pattern, options: .regularExpression) != nil {
                    found.append("\(path):\(index + 1): \(rule.what) outside #if for its platform: \(line)")
                }
            }
            if macOSFloor < 15,
                code.range(
                    of: #"^\s*import\s+Synchronization\b|\b(Atomic|Mutex)<"#, options: .regularExpression)
                    != nil
            {
                found.append(
                    "\(path):\(index + 1): Synchronization needs macOS 15, Package.swift says \(macOSFloor): \(line)"
                )
            }
        }
        return found
    }

    private static func platform(of condition: String) -> Platform? {
        if condition.contains("canImport(Glibc)") || condition.contains("os(Linux)") { return .linux }
        if condition.contains("canImport(Darwin)") || condition.contains("os(macOS)") { return .darwin }
        return nil
    }

    /// The line without its comment; a `//` inside a string literal is kept.
    private static func codePart(of line: String) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") { return "" }
        var inString = false
        var previous: Character = " "
        var result = ""
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                result.removeLast()
                return result
            }
            result.append(character)
            previous = character
        }
        return result
    }
}
