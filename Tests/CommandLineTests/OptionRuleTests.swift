import Foundation
import SwitcherTestSupport
import Testing

/// One rule per option, for every command: an option given twice that does not add up is an
/// error; an option for another output or device is refused with the reason; a file path
/// ending in `/`, or any empty path, is refused. Each in one line, exit 2, nothing written.
@Suite struct OptionRuleTests {
    static let tape = Repository.root.appendingPathComponent("Tapes/leak.tape").path

    static let refused: [(arguments: [String], message: String)] = [
        // Given twice.
        (
            [
                "audit", "--sweep", "lockToBackground=0ms..100ms:50ms", "--sweep",
                "lockToBackground=0ms..200ms:50ms",
            ],
            "switcherlab: --sweep given twice (it takes one value)"
        ),
        (
            ["audit", "--timing", "lockToBackground=1s", "--timing", "lockToBackground=2s"],
            "switcherlab: --timing lockToBackground given twice"
        ),
        (["audit", "--json", "--json"], "switcherlab: --json given twice"),
        (
            ["audit", "--event", "lock", "--event", "home", "--event", "lock"],
            "switcherlab: --event lock given twice"
        ),
        (["audit", "--device", "iphone", "--device=ipad"], "switcherlab: --device given twice"),
        (["record", tape, "-o", "a.cast", "--output", "b.cast"], "switcherlab: --output given twice"),
        (["--strategy", "none", "--strategy", "hide-window"], "switcherlab: --strategy given twice"),
        // For another output.
        (
            ["record", tape, "-o", "x.cast", "--theme", "light"],
            "switcherlab: --theme is for SVG output, a GIF, an MP4 or a PNG, not a cast (-o FILE.svg)"
        ),
        (
            ["record", tape, "-o", "x.cast", "--no-images"],
            "switcherlab: --no-images is for SVG output, not a cast"
        ),
        (
            ["record", tape, "-o", "x.cast", "--no-loop"],
            "switcherlab: --no-loop is for an animated SVG or a GIF, not a cast"
        ),
        (
            ["render", tape, "--at", "1s", "--theme", "light"],
            "switcherlab: --theme is for SVG output, a GIF, an MP4 or a PNG, not text output (-o FILE.svg or --format svg)"
        ),
        (
            ["render", tape, "--frames", "f", "--format", "svg", "--color"],
            "switcherlab: --color is for text frames, not SVG output"
        ),
        (
            ["compare", "none,color-overlay", "home", "--theme", "dark"],
            "switcherlab: --theme is for SVG output, a GIF, an MP4 or a PNG, not text output"
        ),
        (
            ["compare", "none,color-overlay", "home", "-o", "x.cast", "--color"],
            "switcherlab: --color is for text frames, not a cast"
        ),
        (
            ["--record", "x.cast", "--theme", "light"],
            "switcherlab: --theme is for SVG output, a GIF, an MP4 or a PNG, not a cast (--record FILE.svg)"
        ),
        // For another device.
        (
            ["audit", "--device", "android", "--host", "scene-delegate"],
            "switcherlab: --host is for iOS devices, not android"
        ),
        (
            ["audit", "--device", "android", "--lifecycle", "app"],
            "switcherlab: --lifecycle is for iOS devices, not android"
        ),
        (
            ["audit", "--device", "android", "--presentation", "full-screen"],
            "switcherlab: --presentation is for iOS devices"
        ),
        (
            ["timeline", "--device", "android", "--lifecycle", "app"],
            "switcherlab: --lifecycle is for iOS devices, not android"
        ),
        (
            ["--device", "android", "--host", "app-delegate"],
            "switcherlab: --host is for iOS devices, not android"
        ),
        // Paths.
        (
            ["render", tape, "--at", "1s", "-o", "x.svg/"],
            "switcherlab: --output 'x.svg/' ends in / and so names a directory"
        ),
        (
            ["record", tape, "-o", "x.cast/"],
            "switcherlab: --output 'x.cast/' ends in / and so names a directory"
        ),
        (["record", tape, "-o", ""], "switcherlab: --output needs a path, not an empty one"),
        (
            ["render", tape, "--frames", ""],
            "switcherlab: --frames needs a path, not an empty one (. is this directory)"
        ),
        (["--record", "x.svg/"], "switcherlab: --record 'x.svg/' ends in / and so names a directory"),
        (["audit", "--assets", ""], "switcherlab: --assets needs a path, not an empty one"),
    ]

    @Test(arguments: refused.indices)
    func eachIsRefusedInOneLine(_ index: Int) throws {
        let (arguments, message) = Self.refused[index]
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(arguments, in: directory)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.error.hasPrefix(message), "\(run.error)")
            #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
            #expect(run.output.isEmpty)
            #expect(contents(of: directory) == [], "nothing written")
        }
    }

    /// What the rules allow still runs: options that add up, a directory path with its `/`,
    /// iOS options when an iOS device is among those run, the SVG options with an SVG.
    @Test func whatTheRulesAllowRuns() throws {
        try withTemporaryDirectory { directory in
            let runs: [[String]] = [
                [
                    "audit", "--device", "iphone", "--strategy", "none", "--event", "lock", "--event", "home",
                    "--timing", "lockToBackground=1s", "--timing", "homeToBackground=1s",
                ],
                ["audit", "--device", "android", "--strategy", "none", "--event", "home"],
                ["render", Self.tape, "--at", "1s", "-o", "still.svg", "--theme", "light", "--no-images"],
                ["render", Self.tape, "--frames", "frames/"],
            ]
            for arguments in runs {
                let run = try Switcherlab.run(arguments, in: directory)
                #expect(run.status == 0, "\(arguments): \(run.error)")
            }
            #expect(contents(of: directory) == ["frames", "still.svg"])
        }
    }
}
