import Foundation
import SwitcherScan
import Testing

/// The line edits `scan --fix` prints: those between two texts make the one from the other,
/// and an added block sits below the lines it could sit above.
@Suite struct UnifiedDiffTests {
    /// A small generator: the same texts on every run.
    struct Lines: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    @Test func theEditsBetweenTwoTextsMakeOneFromTheOther() {
        var random = Lines(state: 42)
        let words = ["{", "}", "", "a()", "b()", "    }", "func f() {"]
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                words.randomElement(using: &random)!
            }
            var new = old
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                if !new.isEmpty, Bool.random(using: &random) {
                    new.remove(at: Int.random(in: 0..<new.count, using: &random))
                } else {
                    new.insert(
                        words.randomElement(using: &random)!,
                        at: Int.random(in: 0...new.count, using: &random))
                }
            }
            #expect(LineEdits.between(old, new).apply(to: old) == new, "\(old) → \(new)")
            // Past the bound, the middle is replaced whole: still the same text.
            #expect(LineEdits.between(old, new, cells: 0).apply(to: old) == new)
        }
    }

    @Test func anAddedMethodGoesAfterTheClosingBraceItCouldStandBefore() {
        let old = ["class A {", "    func f() {", "    }", "}"]
        let new = ["class A {", "    func f() {", "    }", "", "    func g() {", "    }", "}"]
        let diff = LineEdits.between(old, new).diff(path: "A.swift", lines: old)
        #expect(diff.contains("     func f() {\n     }\n+\n+    func g() {\n+    }\n }"), "\(diff)")
    }

    @Test func bracesInStringsAndCommentsDoNotCount() {
        #expect(ScanFix.braces(in: #"    let marker = "{" // }"#) == (0, 0))
        #expect(ScanFix.braces(in: #"    } else { print("\"}") }"#) == (1, 2))
        let lines = ["class A {", #"    let open = "{""#, "    func f() {}", "}", "class B {", "}"]
        #expect(ScanFix.body(of: 1, in: lines) == 1...4)
    }

    @Test func aNewFileIsMadeFromNothing() {
        #expect(
            LineEdits.newFile(path: "App/Cover.swift", lines: ["import UIKit", ""])
                == "--- /dev/null\n+++ b/App/Cover.swift\n@@ -0,0 +1,2 @@\n+import UIKit\n+\n")
    }
}
