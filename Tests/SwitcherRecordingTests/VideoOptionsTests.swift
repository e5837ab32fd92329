import SwitcherCore
import Testing

@testable import SwitcherRecording

/// How a GIF or an MP4 fits a slide: the font size that fills it, whole-pixel cells, and the
/// page the frame is centred on.
@Suite struct VideoOptionsTests {
    /// The largest size that fits, taken down to a multiple of 5 (whole-pixel cells).
    @Test func theTextFillsTheSlideInWholePixelCells() {
        let slide = VideoOptions()
        #expect(slide.size == Size(width: 1920, height: 1080))
        #expect(slide.fontSize(columns: 100, rows: 30) == 25)
        #expect(slide.fontSize(columns: 120, rows: 40) == 20)
        var small = VideoOptions()
        small.size = Size(width: 640, height: 360)
        #expect(small.fontSize(columns: 100, rows: 30) == 7)
        var given = VideoOptions()
        given.fontSize = 13
        #expect(given.fontSize(columns: 100, rows: 30) == 13)
    }

    /// The page fills the size with whole cells, the frame centred on it.
    @Test func theFrameIsCentredOnAPageOfWholeCells() {
        let page = VideoOptions().page(columns: 100, rows: 30)
        #expect(page.columns == 125 && page.rows == 35, "\(page)")
        #expect(page.origin == Point(x: 12, y: 2))
        // agg's picture of the page: 0.6 em a column and 1.4 em of margin; a row and a row's margin.
        #expect(Double(page.columns) * 15 + 35 <= 1920 && Double(page.rows + 1) * 30 <= 1080)
    }

    @Test func aSizeIsWrittenAsWidthByHeightInPixels() {
        #expect(PixelSize.written("1920x1080") == Size(width: 1920, height: 1080))
        for bad in ["1920", "1920x", "x1080", "1920X1080", "10x10", "99999x1080", "-1x5", "1e3x500"] {
            #expect(PixelSize.written(bad) == nil, "\(bad)")
        }
    }

    /// A light video maps the lab's chrome to the light page, as the SVG's light theme does.
    @Test func theLightThemeMapsTheLabsColours() {
        var frame = Canvas(
            width: 2, height: 1, filling: Cell(foreground: RGB(229, 229, 234), background: RGB(18, 18, 22)))
        frame[1, 0] = Cell("x", foreground: .black, background: .white)
        let light = VideoTheme.light.colored(frame)
        #expect(light[0, 0].background == SVGTheme.light(RGB(18, 18, 22)))
        #expect(light[1, 0] == frame[1, 0])
        #expect(VideoTheme.dark.colored(frame) == frame)
        #expect(VideoTheme.light.agg.hasPrefix("fafafc,1c1c20,"))
    }
}
