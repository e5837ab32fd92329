import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

@Suite struct TokenizerTests {
    func texts(_ source: String, _ dialect: Dialect) -> [String] {
        TokenStream(source, dialect: dialect).tokens.map(\.text)
    }

    @Test func stringsCommentsAndCharactersAreOneTokenOrNone() {
        let kotlin = """
            /* a /* nested */ comment */ val s = "a \\" ${x.map { "}" }} b" // tail
            val raw = \"\"\"line "one"
            line ${'$'}two\"\"\"
            val c = '}'
            """
        #expect(
            texts(kotlin, .kotlin) == [
                "val", "s", "=", #""a \" ${x.map { "}" }} b""#, "val", "raw", "=",
                "\"\"\"line \"one\"\nline ${'$'}two\"\"\"", "val", "c", "=", "'}'",
            ])
        let objc = """
            #import <UIKit/UIKit.h>
            NSString *s = @"}{"; // }
            [a b:1.5e-3];
            """
        #expect(
            texts(objc, .objectiveC) == [
                "NSString", "*", "s", "=", "@\"}{\"", ";", "[", "a", "b", ":", "1.5e-3", "]", ";",
            ])
    }

    @Test func linesCountThroughMultiLineTokens() {
        let stream = TokenStream("a\n/* x\n y */ b \"\"\"\n\n\"\"\" c\nd", dialect: .kotlin)
        #expect(stream.tokens.map(\.line) == [1, 3, 3, 5, 6])
    }

    @Test func twoCharacterPunctuationAndPartners() {
        let stream = TokenStream("if (a >= 33) { b?.c() } ]", dialect: .java)
        #expect(stream.tokens.map(\.text).contains(">="))
        #expect(stream.tokens.map(\.text).contains("?."))
        #expect(stream.close(1) == 5)  // ( … )
        #expect(stream.close(6) == 12)  // { … }
        #expect(stream.partner[13] == -1)  // a stray ] is left alone
    }

    @Test func unterminatedInputEndsWithoutLooping() {
        for source in [
            "\"abc", "/* never closed", "'", "\"\"\"open", "a ${ \"", "@\"", "#define X \\", "{{{(((",
        ] {
            let stream = TokenStream(source + "\nnext", dialect: .kotlin)
            #expect(stream.count < 20, "\(source)")
            let objc = TokenStream(source, dialect: .objectiveC)
            for index in objc.tokens.indices where ["(", "[", "{"].contains(objc[index].text) {
                #expect(objc.close(index) >= index)
            }
        }
    }

    @Test func numbersTheReadersUse() {
        let stream = TokenStream("0.3 300L 0.5f 1_000 0x10 1e999", dialect: .kotlin)
        #expect(stream.tokens.map(\.number) == [0.3, 300, 0.5, 1000, 16, .infinity])
        #expect(wholeNumber(.infinity) == nil)
        #expect(wholeNumber(1234) == 1234)
    }

    /// Random edits of the fixture sources, and invalid UTF-8, through every token reader: none
    /// traps or hangs, and every fact's line is a line of the file.
    @Test func fuzzedSourcesNeverTrap() throws {
        let root = Repository.root.appendingPathComponent("Tests/Fixtures/scan")
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted().compactMap {
            path -> (String, SourceLanguage)? in
            guard let language = SourceLanguage.of(fileName: (path as NSString).lastPathComponent),
                [.objectiveC, .kotlin, .java, .androidManifest, .gradle].contains(language)
            else { return nil }
            return (path, language)
        }
        #expect(files.count >= 12)
        var fuzzer = ByteFuzzer(
            seed: 27, interesting: Array("\"'{}()[]/*\\$@#\n;:^=".utf8) + [0xFF, 0xC3, 0x00],
            interestingOneIn: 3)
        for (path, language) in files {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            guard let reader = Readers.reader(for: language) else { continue }
            for round in 0..<40 {
                let bytes = [UInt8](fuzzer.mutate(data, edits: 1 + round % 12))
                let file = ScannedFile(path: path, language: language, bytes: bytes)
                let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).count
                let reading = reader.read(file)
                for fact in reading.facts {
                    #expect(fact.location.line >= 1 && fact.location.line <= lines, "\(path) round \(round)")
                }
            }
        }
    }

    /// A generated 1 MB Kotlin file of many Activities reads in one pass: the readers are linear.
    @Test func aMegabyteOfKotlinReads() {
        var source = "package big\n\nimport android.view.WindowManager\n\n"
        var classes = 0
        while source.utf8.count < 1_000_000 {
            source += """
                class Screen\(classes)Activity : AppCompatActivity() {
                    private val label = "screen \(classes) ${'$'}{value}"
                    override fun onPause() {
                        super.onPause()
                        helper\(classes)()
                        window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
                    }
                    private fun helper\(classes)() {
                        /* a { brace */ val list = listOf(1, 2, 3).map { it * 2 }
                        handler.post { window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE) }
                    }
                }

                """
            classes += 1
        }
        let file = ScannedFile(path: "Big.kt", language: .kotlin, bytes: Array(source.utf8))
        let reading = AndroidReader(language: .kotlin).read(file)
        #expect(reading.facts.count == classes * 2)
        #expect(reading.facts.filter { $0.deferred == .post }.count == classes)
    }

    /// Deep nesting — classes in classes, brackets in brackets — neither overflows the stack
    /// nor slows the readers: nested classes are read 16 deep, brackets paired in one pass.
    @Test func deepNestingIsBounded() {
        let classes =
            String(repeating: "class A : Activity() {\n", count: 5000)
            + "override fun onPause() { window.addFlags(FLAG_SECURE) }" + String(repeating: "}", count: 5000)
        let kotlin = AndroidReader(language: .kotlin).read(
            ScannedFile(path: "Deep.kt", language: .kotlin, bytes: Array(classes.utf8)))
        #expect(kotlin.facts.isEmpty)  // 5,000 deep: past the bound, unread rather than a crash
        let brackets =
            "@implementation A\n- (void)applicationWillResignActive:(id)a {"
            + String(repeating: "[(", count: 50_000) + "\n@end"
        let objc = ObjectiveCReader().read(
            ScannedFile(path: "Deep.m", language: .objectiveC, bytes: Array(brackets.utf8)))
        #expect(objc.facts.allSatisfy { $0.location.line <= 2 })
    }

    /// An Objective-C file of a megabyte, one delegate with many observers and helpers, reads
    /// in one pass.
    @Test func aMegabyteOfObjectiveCReads() {
        var source = "@implementation AppDelegate\n"
        var count = 0
        while source.utf8.count < 1_000_000 {
            source += """
                - (void)observe\(count) {
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(cover\(count):) name:UIApplicationWillResignActiveNotification object:nil];
                }
                - (void)cover\(count):(NSNotification *)note {
                    UIView *v = [[UIView alloc] init];
                    v.tag = \(count);
                    [self.window addSubview:v];
                }

                """
            count += 1
        }
        source += "@end\n"
        let reading = ObjectiveCReader().read(
            ScannedFile(path: "Big.m", language: .objectiveC, bytes: Array(source.utf8)))
        #expect(reading.facts.count == count)
        #expect(reading.facts.allSatisfy { $0.handler.host == .notificationObserver })
    }

    /// FLAG_SECURE set or cleared on the window's attributes by hand is read as the calls are;
    /// a test of the flag is no action.
    @Test func flagsSetByHand() {
        let source = """
            class A : Activity() {
                override fun onPause() {
                    super.onPause()
                    window.attributes = window.attributes.apply { flags = flags or WindowManager.LayoutParams.FLAG_SECURE }
                    if ((window.attributes.flags and FLAG_SECURE) != 0) { log("secure") }
                }
                override fun onResume() {
                    super.onResume()
                    val params = window.attributes
                    params.flags = params.flags and FLAG_SECURE.inv()
                    window.attributes = params
                }
            }
            """
        let facts = AndroidReader(language: .kotlin).read(
            ScannedFile(path: "A.kt", language: .kotlin, bytes: Array(source.utf8))
        ).facts
        #expect(facts.map(\.action) == [.secureFlag(.add), .secureFlag(.clear)], "\(facts)")
        #expect(facts.map(\.location.line) == [4, 10])
    }

    /// Names read from a file reach the facts without control characters: an identifier may
    /// hold any byte above ASCII, C1 controls among them.
    @Test func namesInFactsAreTerminalSafe() {
        let source =
            "@implementation Evil\u{9B}2J\n- (void)applicationWillResignActive:(id)a {\n"
            + "    [self.window addSubview:cover];\n}\n@end\n"
        let facts = ObjectiveCReader().read(
            ScannedFile(path: "Evil.m", language: .objectiveC, bytes: Array(source.utf8))
        ).facts
        #expect(facts.count == 1)
        for fact in facts {
            let scalars = (fact.handler.owner + fact.handler.callback + fact.text).unicodeScalars
            #expect(!scalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(fact)")
        }
    }
}
