import Foundation
import SwitcherTestSupport
import Testing

/// `record -o talk.html`: one self-contained page that plays the recording and stops at each
/// cue. The file is read here; `Tests/Browser/html_page.py` drives it in headless Chromium
/// (Debian's `chromium` through Playwright): no console error, a stop at the first cue with
/// its caption read to a screen reader, on and back with the keys and a click, and a terminal
/// that fits the window.
@Suite struct HTMLPageTests {
    static let talk = Repository.tapes.appendingPathComponent("talk.tape").path
    static let missing = SVGBrowserTests.missing

    @Test func thePageHoldsEverythingItNeeds() throws {
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(["record", Self.talk, "-o", "talk.html"], in: directory)
            #expect(run.status == 0, "\(run.error)")
            let page = try String(contentsOf: directory.appendingPathComponent("talk.html"), encoding: .utf8)
            #expect(page.hasPrefix("<!doctype html>") && page.hasSuffix("</script></body></html>\n"))
            #expect(!page.contains("src=") && !page.contains("href=") && !page.contains("http"))
            #expect(page.components(separatedBy: "<script").count == 2)
            // Five cues, each caption as the screen reader's text, the picture hidden from it.
            let cues = try #require(page.firstMatch(of: #/const CUES=\[([^\]]*)\];/#))
            #expect(cues.1.split(separator: ",").count == 5)
            #expect(
                page.contains("[\"Medical ID holds private data.\"")
                    || page.contains(",\"Medical ID holds private data.\"]"))
            #expect(
                page.contains("role=\"status\" aria-live=\"polite\"") && page.contains("aria-hidden=\"true\"")
            )
            // The same tape, the same bytes.
            let again = try Switcherlab.run(["record", Self.talk, "-o", "again.html"], in: directory)
            #expect(again.status == 0)
            #expect(
                try String(contentsOf: directory.appendingPathComponent("again.html"), encoding: .utf8)
                    == page)
        }
    }

    @Test(
        .enabled(
            if: ToolRequirement.runs(
                missing: missing, installedBySetup: ToolRequirement.setupInstallsBrowsers),
            "\(missing ?? "")"))
    func thePagePlaysInChromium() throws {
        try MissingTool.check(Self.missing)
        let run = try Switcherlab.runScript("Tests/Browser/html_page.py", tape: "talk.tape", ["2"])
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(
            run.output.contains("cue 1: the screen reader reads 'Medical ID holds private data.'"),
            "\(run.output)")
        #expect(run.output.contains("800x600: the terminal fits the window"), "\(run.output)")
        #expect(!run.output.contains("FAIL"), "\(run.output)")
    }

    /// WebKitGTK, Safari's engine, runs the page too: it stops at the first cue, goes on with
    /// → and back with ←, each cue's caption the screen reader's text.
    @Test(
        .enabled(
            if: ToolRequirement.runs(
                missing: SVGBrowserTests.webKitMissing,
                installedBySetup: ToolRequirement.setupInstallsBrowsers),
            "\(SVGBrowserTests.webKitMissing ?? "")"))
    func thePagePlaysInWebKit() throws {
        try MissingTool.check(SVGBrowserTests.webKitMissing)
        let run = try Switcherlab.runScript("Tests/Browser/html_webkit.py", tape: "talk.tape", [])
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(
            run.output.contains("WebKit, cue 2: {'caption': 'Home: iOS takes a snapshot"), "\(run.output)")
        #expect(!run.output.contains("FAIL"), "\(run.output)")
    }
}
