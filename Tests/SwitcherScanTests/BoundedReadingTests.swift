import Foundation
import SwitcherScan
import Testing

/// Sources built to make a reader take exponential time, overflow its stack or walk forever:
/// each is read within its bounds or refused by name, never a crash or a hang. The inputs are
/// generated here, a few kilobytes each.
@Suite(.timeLimit(.minutes(2))) struct BoundedReadingTests {
    static func swift(_ text: String, path: String = "Hostile.swift") -> FileReading {
        SwiftReader().read(ScannedFile(path: path, language: .swift, bytes: Array(text.utf8)))
    }

    static func refused(_ reading: FileReading, _ reason: String) -> Bool {
        reading.facts.isEmpty && reading.problems.contains { $0.hasSuffix("not read: \(reason)") }
    }

    /// Nesting that swift-syntax's lookahead takes exponential time over, or that recurses
    /// past any stack: refused before the parser sees it, or by the tree's depth after.
    @Test(arguments: [
        ("26 brackets", "let x = " + String(repeating: "[", count: 26) + String(repeating: "]", count: 26)),
        ("@a([ nesting", String(repeating: "@a([", count: 38)),
        (
            "1000 brackets",
            "let x = " + String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)
        ),
        (
            "generic",
            "let x: " + String(repeating: "A<", count: 1600) + "B" + String(repeating: ">", count: 1600)
        ),
        ("6000 #if", String(repeating: "#if a\n", count: 6000) + String(repeating: "#endif\n", count: 6000)),
        ("25000 ?.a", "let x = a" + String(repeating: "?.a", count: 25000)),
        ("50000 !", "let x = a" + String(repeating: "!", count: 50000)),
        ("50000 ()", "let x = a" + String(repeating: "()", count: 50000)),
        ("50000 .a", "let x = a" + String(repeating: ".a", count: 50000)),
        ("interpolation", "let x = \"\\(" + String(repeating: "[", count: 40) + "\"\n"),
        // Found by ReaderFuzzTests (scaled run): generic clauses in a row, quadratic in the
        // parser's recovery (3,000 of them took minutes).
        ("generic clauses", "class A {\n var w: W" + String(repeating: "<array>", count: 3000) + "\n}"),
        ("braces", "let x = " + String(repeating: "{", count: 3000) + String(repeating: "}", count: 3000)),
    ])
    func deepNestingIsRefusedByName(_ label: String, _ source: String) {
        let reading = Self.swift(source)
        #expect(Self.refused(reading, "too deeply nested"), "\(label): \(reading.problems)")
        #expect(reading.problems.allSatisfy { $0.hasPrefix("Hostile.swift: ") })
    }

    /// What real code nests stays readable: the bounds are well above it.
    @Test func ordinaryNestingIsRead() {
        let closures = (0..<12).map { _ in "DispatchQueue.main.async {" }.joined(separator: "\n")
        let source = """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let table: [[String: [Int]]] = [["a": [1, 2]], ["b": [3]]]
                let generic: Dictionary<String, Array<Set<Int>>> = [:]
                func sceneWillResignActive(_ scene: UIScene) {
                    if a<b && c>d { print("\\(table.map { "\\($0.count)" })") }
                    \(closures)
                    window?.isHidden = true
                    \(String(repeating: "}", count: 12))
                }
            }
            """
        let reading = Self.swift(source)
        #expect(reading.problems.isEmpty)
        #expect(reading.facts.contains { $0.action == .setsWindowHidden(true, ownWindow: true) })
    }

    /// Thirty helpers that all call each other: each is walked once per handler, not along
    /// every path between them (30⁴ paths before).
    @Test func helpersThatCallEachOtherAreWalkedOnce() {
        var source = """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func sceneWillResignActive(_ scene: UIScene) { h0() }

            """
        for index in 0..<30 {
            let calls = (0..<30).filter { $0 != index }.map { "h\($0)()" }.joined(separator: "; ")
            source += "    func h\(index)() { window?.alpha = 0; \(calls) }\n"
        }
        source += "}\n"
        let reading = Self.swift(source)
        #expect(reading.problems.isEmpty)
        // h0 and the three levels below it: each helper's one alpha, once.
        let alphas = reading.facts.filter {
            if case .setsAlpha = $0.action { true } else { false }
        }
        #expect(alphas.count == 30)
        #expect(Set(alphas.map(\.location.line)).count == 30)
    }

    /// One handler of 8,000 statements (270 KB): each fact's line is read from a table built
    /// once, not by splitting the file again.
    @Test func aHandlerOfEightThousandStatementsReads() {
        var source = """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func sceneWillResignActive(_ scene: UIScene) {

            """
        for index in 0..<8000 { source += "        window?.alpha = 0.\(index % 10) // pad pad\n" }
        source += "    }\n}\n"
        #expect(source.utf8.count > 250_000)
        let reading = Self.swift(source)
        #expect(reading.problems.isEmpty)
        #expect(reading.facts.count == 8000)
        #expect(reading.facts.last?.text.contains("window?.alpha = 0.9") == true)
    }

    /// The handler walk has a budget: past it the file is refused as too large, not read
    /// half.
    @Test func theHandlerWalkHasABudget() {
        var limits = SwiftReader.Limits()
        limits.handlerSteps = 1000
        var source = "class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n"
        source += "func sceneWillResignActive(_ scene: UIScene) {\n"
        source += String(repeating: "window?.alpha = 0\n", count: 500) + "}\n}\n"
        let reading = SwiftReader(limits: limits).read(
            ScannedFile(path: "Big.swift", language: .swift, bytes: Array(source.utf8)))
        #expect(Self.refused(reading, "too large to read in time"))
        #expect(Self.swift(source).facts.count == 500)
    }

    /// Nested blocks in Objective-C, and nested calls in Kotlin and Java, are read in time
    /// linear in the file; past the token readers' nesting bound the file is refused by name.
    @Test func tokenReadersBoundTheirNesting() {
        func objectiveC(_ depth: Int) -> FileReading {
            let open = String(
                repeating: "dispatch_async(dispatch_get_main_queue(), ^{ self.window.hidden = YES;\n",
                count: depth)
            let source =
                "@implementation AppDelegate\n- (void)applicationWillResignActive:(UIApplication *)a {\n"
                + open + String(repeating: "});\n", count: depth) + "}\n@end\n"
            return ObjectiveCReader().read(
                ScannedFile(path: "Deep.m", language: .objectiveC, bytes: Array(source.utf8)))
        }
        let shallow = objectiveC(120)
        #expect(shallow.problems.isEmpty)
        #expect(shallow.facts.count == 120)
        #expect(shallow.facts.allSatisfy { $0.deferred == .mainQueue })
        #expect(Self.refused(objectiveC(5000), "too deeply nested"))
        let kotlin =
            "class A : Activity() {\noverride fun onPause() {\n"
            + String(repeating: "handler.postDelayed({ window.addFlags(FLAG_SECURE)\n", count: 3000)
            + String(repeating: "}, 500)\n", count: 3000) + "}\n}\n"
        let reading = AndroidReader(language: .kotlin).read(
            ScannedFile(path: "Deep.kt", language: .kotlin, bytes: Array(kotlin.utf8)))
        #expect(Self.refused(reading, "too deeply nested"))
    }

    /// Wide rather than deep: thousands of one-line statements that each look back along
    /// their statement stay linear.
    @Test func longStatementsStayLinear() {
        let kotlin =
            "class A : Activity() {\noverride fun onCreate(b: Bundle?) {\nflags = "
            + String(repeating: "flags or FLAG_SECURE or ", count: 10_000) + "0\n}\n}\n"
        let reading = AndroidReader(language: .kotlin).read(
            ScannedFile(path: "Wide.kt", language: .kotlin, bytes: Array(kotlin.utf8)))
        #expect(reading.problems.isEmpty)
        #expect(!reading.facts.isEmpty)
    }
}
