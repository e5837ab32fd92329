import Foundation
import SwitcherTestSupport
import Testing

/// The commands that write SVG, run as a user runs them.
@Suite("SVG on the command line")
struct SVGCommandTests {
    @Test("record, render --at and render --frames write SVG in a theme; other extensions exit 2")
    func commandLine() throws {
        try withTemporaryDirectory { directory in
            let tape = Repository.tapes.appendingPathComponent("leak.tape").path
            let svg = directory.appendingPathComponent("leak.svg").path
            let record = try Switcherlab.run(["record", tape, "-o", svg])
            #expect(record.status == 0, "\(record.error)")
            #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<svg"))

            let gif = directory.appendingPathComponent("leak.png").path
            let refused = try Switcherlab.run(["record", tape, "-o", gif])
            #expect(refused.status == 2)
            #expect(refused.error.contains("it writes .cast, .svg"))
            #expect(!FileManager.default.fileExists(atPath: gif))

            let still = directory.appendingPathComponent("still.svg").path
            let render = try Switcherlab.run(["render", tape, "--at", "2.5s", "-o", still])
            #expect(render.status == 0, "\(render.error)")
            let stillText = try String(contentsOfFile: still, encoding: .utf8)
            #expect(stillText.hasPrefix("<svg") && !stillText.contains("@keyframes"))
            #expect(try Switcherlab.run(["render", tape, "--at", "2.5s", "-o", "x.gif"]).status == 2)

            let frames = directory.appendingPathComponent("frames").path
            let all = try Switcherlab.run([
                "render", tape, "--frames", frames, "--format", "svg", "--theme", "light",
            ])
            #expect(all.status == 0, "\(all.error)")
            let names = try FileManager.default.contentsOfDirectory(atPath: frames)
            #expect(names.contains("000001-0.000s.svg"))
            #expect(names.allSatisfy { $0.hasSuffix(".svg") })
            let first = try String(
                contentsOfFile: frames + "/000001-0.000s.svg", encoding: .utf8)
            #expect(first.contains("{stroke:#fafafc}") && !first.contains("#121216"))

            // --theme: the still in the light theme, the animation in both; not for text.
            let light = directory.appendingPathComponent("light.svg").path
            #expect(
                try Switcherlab.run(["render", tape, "--at", "2.5s", "-o", light, "--theme", "light"]).status
                    == 0)
            #expect(try String(contentsOfFile: light, encoding: .utf8).contains("{stroke:#fafafc}"))
            let auto = directory.appendingPathComponent("auto.svg").path
            #expect(try Switcherlab.run(["record", tape, "-o", auto, "--theme", "auto"]).status == 0)
            #expect(
                try String(contentsOfFile: auto, encoding: .utf8).contains(
                    "@media (prefers-color-scheme:light)"))
            let text = try Switcherlab.run(["render", tape, "--at", "2.5s", "--theme", "light"])
            #expect(text.status == 2 && text.error.contains("--theme is for SVG output"))
            #expect(try Switcherlab.run(["record", tape, "-o", auto, "--theme", "sepia"]).status == 2)
        }
    }

    @Test(
        "docs/leak.svg and docs/compare-covers.svg, shown by the README, are what record makes of their tapes now"
    )
    func readmeRecording() throws {
        let readme = try String(
            contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        for name in ["leak", "compare-covers"] {
            let command = "swift run switcherlab record Tapes/\(name).tape -o docs/\(name).svg --theme auto"
            let committed = try String(
                contentsOf: Repository.root.appendingPathComponent("docs/\(name).svg"), encoding: .utf8)
            try withTemporaryDirectory { directory in
                let fresh = directory.appendingPathComponent("\(name).svg").path
                let record = try Switcherlab.run([
                    "record", Repository.tapes.appendingPathComponent("\(name).tape").path, "-o", fresh,
                    "--theme",
                    "auto",
                ])
                #expect(record.status == 0, "\(record.error)")
                let made = try String(contentsOfFile: fresh, encoding: .utf8)
                #expect(made.contains("@media (prefers-color-scheme:light)"))
                // Compared apart, so that a failure names the command rather than printing both files.
                let current = made == committed
                #expect(current, "docs/\(name).svg is out of date; regenerate it with: \(command)")
            }
            #expect(readme.contains("](docs/\(name).svg)") && readme.contains(command), "\(name)")
        }
    }

    @Test("--no-images draws every cell with paths")
    func noImages() throws {
        try withTemporaryDirectory { directory in
            let tape = Repository.tapes.appendingPathComponent("002-modal-cover.tape").path
            let paths = directory.appendingPathComponent("paths.svg").path
            #expect(try Switcherlab.run(["record", tape, "-o", paths, "--no-images"]).status == 0)
            #expect(!(try String(contentsOfFile: paths, encoding: .utf8)).contains("<image"))
            let still = directory.appendingPathComponent("still.svg").path
            #expect(try Switcherlab.run(["render", tape, "--at", "4.9s", "-o", still]).status == 0)
            #expect(try String(contentsOfFile: still, encoding: .utf8).contains("<image "))
            #expect(
                try Switcherlab.run(["render", tape, "--at", "4.9s", "-o", still, "--no-images"]).status == 0)
            #expect(!(try String(contentsOfFile: still, encoding: .utf8)).contains("<image"))
            let text = try Switcherlab.run(["render", tape, "--at", "4.9s", "--no-images"])
            #expect(text.status == 2 && text.error.contains("--no-images is for SVG output"))
        }
    }
}
