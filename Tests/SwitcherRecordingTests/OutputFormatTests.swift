import SwitcherRecording
import Testing

/// The one table of formats: every command reads a path through it.
@Suite struct OutputFormatTests {
    @Test func namesAndExtensionsAreEachOneFormats() {
        let names = OutputFormat.all.map(\.name)
        let extensions = OutputFormat.all.flatMap(\.extensions)
        #expect(Set(names).count == names.count)
        #expect(Set(extensions).count == extensions.count)
        #expect(OutputFormat.all.allSatisfy { !$0.uses.isEmpty && !$0.extensions.isEmpty })
    }

    /// A format that can be a recording has a writer; no other has one.
    @Test(arguments: OutputFormat.all)
    func aRecordingHasAWriter(_ format: OutputFormat) {
        #expect((format.recording() != nil) == format.uses.contains(.recording))
    }

    @Test func aPathIsReadTheSameWayForEveryUse() throws {
        #expect(OutputFormat.named("a/b.Cast") == .cast)
        #expect(OutputFormat.named("b.svg") == .svg)
        #expect(OutputFormat.named("frame.txt") == .text)
        #expect(OutputFormat.named("b.gif") == .gif)
        #expect(OutputFormat.named("b.png") == .png)
        #expect(OutputFormat.named("b.jpg") == nil)
        for path in ["-", "notes", "/dev/null", ".svg", "dir.svg/notes"] {
            #expect(OutputFormat.named(path) == OutputFormat.withoutExtension, "\(path)")
        }
        #expect(try OutputFormat.forPath("x", use: .recording) == .cast)
        #expect(try OutputFormat.forPath("x.SVG", use: .still) == .svg)
    }

    @Test func aRefusalNamesTheExtensionAndTheOnesWritten() {
        func refusal(_ path: String, _ use: OutputFormat.Use) -> String? {
            do {
                _ = try OutputFormat.forPath(path, use: use)
                return nil
            } catch {
                return error.message("cmd")
            }
        }
        #expect(
            refusal("x.png", .recording)
                == "cmd cannot write .png files (it writes .cast, .svg, .gif, .mp4, .html): 'x.png'")
        #expect(
            refusal("x.txt", .recording)
                == "cmd cannot write .txt files (it writes .cast, .svg, .gif, .mp4, .html): 'x.txt'")
        #expect(refusal("x.gif", .still) == "cmd cannot write .gif files (it writes .svg, .png): 'x.gif'")
        #expect(refusal("x.cast", .still) == "cmd cannot write .cast files (it writes .svg, .png): 'x.cast'")
        #expect(
            refusal("x", .still)
                == "cmd cannot write a cast, which a path without an extension names (it writes .svg, .png): 'x'"
        )
        #expect(
            refusal("x.cast", .frames)
                == "cmd cannot write .cast files (it writes .txt, .svg, .png): 'x.cast'")
    }

    @Test func theHelpListsTheTable() {
        #expect(
            OutputFormat.files(for: .recording)
                == "FILE.cast (asciicast), FILE.svg (animated SVG), FILE.gif (GIF, through agg), FILE.mp4 (MP4, through agg and ffmpeg) or FILE.html (a page that plays, stopping at each cue)"
        )
        #expect(OutputFormat.valueName(for: .recording) == "FILE.cast|FILE.svg|FILE.gif|FILE.mp4|FILE.html")
        #expect(OutputFormat.valueName(for: .still) == "FILE.svg|FILE.png")
        #expect(OutputFormat.formats(for: .frames).map(\.name) == ["text", "svg", "png"])
    }
}
