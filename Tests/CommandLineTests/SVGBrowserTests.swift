import Foundation
import SwitcherTestSupport
import Testing

/// The animated SVG in a real browser: `Tests/Browser/svg_frames.py` pauses the animation of
/// a demo tape at several instants in headless Chromium and compares each screenshot, pixel
/// for pixel, with the still `render --at` writes for that instant, and that still with the
/// one drawn without images (`--no-images`). Needs Debian's `chromium`
/// and the Python package `playwright` (`scripts/setup --tests` installs both); skipped
/// without them, except in CI, where they fail.
@Suite("SVG in a browser")
struct SVGBrowserTests {
    static let missing: String? = {
        guard Subprocess.find("chromium") != nil || Subprocess.find("chromium-browser") != nil else {
            return "chromium is not installed (scripts/setup --tests installs it)"
        }
        return Subprocess.missingPython(module: "playwright")
    }()

    @Test(
        "the animation paused at an instant looks exactly like the still of that instant",
        .enabled(
            if: ToolRequirement.runs(
                missing: missing, installedBySetup: ToolRequirement.setupInstallsBrowsers), "\(missing ?? "")"
        ),
        arguments: [
            ("leak.tape", ["0", "0.5", "1.25", "2", "2.9", "3.5"]),
            ("004-fade-race.tape", ["0", "0.5", "1.25", "2", "2.9", "3.5"]),
            // In the fade of Bank's cover, where frames take images.
            ("002-modal-cover.tape", ["1", "4.8", "4.9", "5.0", "5.1"]),
        ])
    func animationMatchesStills(tape: String, instants: [String]) throws {
        try MissingTool.check(Self.missing)
        let run = try Switcherlab.runScript("Tests/Browser/svg_frames.py", tape: tape, instants)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        let last = instants.last!
        #expect(run.output.contains("at \(last) s: animation and still same"), "\(run.output)")
        // The still drawn with images looks exactly like the still drawn with paths alone.
        let line = run.output.split(separator: "\n").first { $0.contains("at \(last) s: still with ") }
        let images = line?.firstMatch(of: #/still with (\d+) images and still of paths same/#).map {
            Int($0.1)!
        }
        #expect((images ?? 0) > 0, "\(run.output)")
    }

    static let webKitMissing: String? = {
        guard Subprocess.find("WebKitWebDriver") != nil else {
            return "WebKitGTK's driver is not installed (scripts/setup --tests installs webkit2gtk-driver)"
        }
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil || Subprocess.find("Xvfb") != nil else {
            return "there is no display and Xvfb is not installed (scripts/setup --tests installs xvfb)"
        }
        return Subprocess.missingPython(module: "selenium")
    }()

    /// WebKit is Safari's engine: where it smoothed the scaled image, the cells would blur.
    @Test(
        "in WebKit, cells drawn by an image look exactly as when drawn by paths",
        .enabled(
            if: ToolRequirement.runs(
                missing: webKitMissing, installedBySetup: ToolRequirement.setupInstallsBrowsers),
            "\(webKitMissing ?? "")"),
        arguments: [("002-modal-cover.tape", ["4.9", "5.1"]), ("001-blur-and-redact.tape", ["6.5"])])
    func imagesInWebKit(tape: String, instants: [String]) throws {
        try MissingTool.check(Self.webKitMissing)
        let run = try Switcherlab.runScript("Tests/Browser/svg_webkit.py", tape: tape, instants)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        for instant in instants {
            let line = run.output.split(separator: "\n").first { $0.contains("at \(instant) s in WebKit") }
            #expect(line?.hasSuffix("images and still of paths same") == true, "\(run.output)")
            #expect(line?.contains("with 0 images") == false, "\(run.output)")
        }
    }

    @Test(
        "the auto theme looks like the light one under a light scheme and the dark one under a dark scheme",
        .enabled(
            if: ToolRequirement.runs(
                missing: missing, installedBySetup: ToolRequirement.setupInstallsBrowsers), "\(missing ?? "")"
        ))
    func themes() throws {
        try MissingTool.check(Self.missing)
        let run = try Switcherlab.runScript("Tests/Browser/svg_themes.py", tape: "leak.tape", ["0.5", "2.9"])
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(
            run.output.contains("at 2.9 s, light scheme: auto animation and light still: same"),
            "\(run.output)")
        #expect(
            run.output.contains("at 2.9 s, dark scheme: auto animation and dark still: same"),
            "\(run.output)")
        #expect(
            run.output.contains("reduced motion: auto animation and the light still of the end"),
            "\(run.output)")
    }
}
