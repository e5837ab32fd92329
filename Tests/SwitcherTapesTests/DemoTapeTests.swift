import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import Testing

/// The tapes shipped in `Tapes/`: one per article, a tour, iPad, Android and the baseline.
@Suite struct DemoTapeTests {
    static let names = [
        "000-privacy-window.tape", "001-blur-and-redact.tape", "002-modal-cover.tape",
        "003-sleeping-beauty.tape", "004-fade-race.tape", "tour.tape", "ipad-windows.tape", "android.tape",
        "android-gesture.tape",
        "host-pitfall.tape",
        "leak.tape", "stage.tape", "talk.tape", "compare-covers.tape",
    ]

    static func url(_ name: String) -> URL { Repository.tapes.appendingPathComponent(name) }

    static func strategies(of tape: Tape) -> Set<String> {
        var ids: Set<String> = [tape.settings.strategy.id]
        ids.formUnion(tape.settings.compare)
        for step in tape.steps {
            if case .set(.strategy(let id)) = step.action { ids.insert(id) }
        }
        return ids
    }

    @Test func everyDemoTapeIsThere() {
        let shipped = contents(of: Repository.tapes).filter {
            $0.hasSuffix(".tape")
        }
        #expect(shipped == Self.names.sorted())
    }

    static func tape(_ name: String) throws -> Tape {
        try TapeParser(catalog: ShippedAssets.catalog).parse(contentsOf: url(name), file: "Tapes/\(name)")
    }

    /// The tour shows every strategy iOS has; with Android's (android.tape), the demo tapes use
    /// them all.
    @Test func theTapesShowEveryStrategy() throws {
        let all = Set(Strategies.ids)
        let used = try Self.names.reduce(into: Set<String>()) {
            $0.formUnion(Self.strategies(of: try Self.tape($1)))
        }
        #expect(used == all)
        let android = Set(Strategies.all.filter { !$0.applies(to: .iphone) && $0.id != "none" }.map(\.id))
        #expect(Self.strategies(of: try Self.tape("tour.tape")) == all.subtracting(android))
        #expect(Self.strategies(of: try Self.tape("android.tape")).isSuperset(of: android))
    }

    /// Every demo tape checks something, runs headless against the real strategies, and all
    /// its expectations hold: what each tape says of its article is what the emulator does.
    @Test(arguments: names)
    func passesCheck(_ name: String) throws {
        let tape = try Self.tape(name)
        #expect(tape.expectationCount >= 9)
        #expect(tape.virtualDuration > .seconds(4))
        let player = try tape.run(catalog: ShippedAssets.catalog)
        try player.play(size: player.frameSize, frameRate: tape.settings.frameRate) { _, _ in }
        #expect(player.results.count == Self.checks(in: tape))
        #expect(player.failures.map(\.description) == [])
    }

    /// How many `Expect` results a tape gives: one per line, or in a comparison one per
    /// column the line is checked in.
    static func checks(in tape: Tape) -> Int {
        let columns = tape.compares ? CompareColumn.columns(for: tape.settings) : []
        return tape.steps.reduce(0) { count, step in
            switch step.action {
            case .expect: return count + max(1, columns.count)
            case .expectIn(let names, _): return count + columns.filter { $0.matches(any: names) }.count
            default: return count
            }
        }
    }
}
