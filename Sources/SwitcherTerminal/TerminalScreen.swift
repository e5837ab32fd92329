import CNcursesw
import Foundation
import SwitcherCore
import SwitcherUI

/// The curses adapter: starts and restores the terminal, draws the presenter's updates,
/// reads input. Everything curses happens here, on the one thread that runs the live loop.
final class TerminalScreen: LiveScreen {
    let colorMode: ColorMode
    /// False under a non-UTF-8 locale: glyphs go through `GlyphFallback`.
    let unicode: Bool
    private(set) var size: Size

    private var screen: OpaquePointer?
    /// stdscr, of whatever type the platform's curses gives it: a typed pointer where WINDOW
    /// is a complete struct (Linux), an opaque one where it is not (macOS). Set after newterm.
    private let window = switcher_stdscr()
    private var pairs: ColorPairTable
    /// Set by a resize: curses has resized its screen, so the next frame is painted whole.
    private var needsRepaint = false
    private var styleCache: [CellStyle: (attributes: attr_t, pair: Int16)] = [:]
    private var glyphCache: [Character: [wchar_t]] = [:]

    /// Takes over the terminal, or throws when there is none or curses does not know it.
    static func start(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> TerminalScreen
    {
        guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "stdin") }
        guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "stdout") }
        guard let type = environment["TERM"], !type.isEmpty else { throw TerminalError.noTerminalType }

        let unicode = chooseLocale(environment)
        switcher_save_terminal_modes()
        TerminalSignals.watchTerminating()
        let most = LabLayout.maximumSize
        guard let screen = type.withCString({ switcher_newterm($0, Int32(most.height), Int32(most.width)) })
        else {
            TerminalSignals.unwatchTerminating()
            throw TerminalError.unknownTerminal(type: type)
        }
        switcher_set_curses_active(1)
        guard switcher_can_address_cursor() != 0 else {
            switcher_set_curses_active(0)
            endwin()
            delscreen(screen)
            TerminalSignals.unwatchTerminating()
            throw TerminalError.cannotAddressCursor(type: type)
        }
        TerminalSignals.guardCrashes()
        return TerminalScreen(screen: screen, unicode: unicode, environment: environment)
    }

    private init(screen: OpaquePointer, unicode: Bool, environment: [String: String]) {
        self.screen = screen
        self.unicode = unicode
        cbreak()  // not raw(): Ctrl-C must still raise SIGINT
        switcher_disable_flow_control()  // nor the terminal's flow control: Ctrl-S must not freeze the lab
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        leaveok(window, true)
        curs_set(0)
        mouseinterval(0)  // report presses at once instead of waiting to build clicks
        _ = mousemask(switcher_button1_pressed() | switcher_button1_clicked(), nil)
        if environment["ESCDELAY"] == nil { set_escdelay(25) }

        let hasColors = has_colors()
        let noColor = environment["NO_COLOR"]
        if hasColors && (noColor ?? "").isEmpty { start_color() }
        colorMode = ColorMode.decide(
            hasColors: hasColors, colors: Int(switcher_colors()),
            colorPairs: Int(switcher_color_pairs()), noColor: noColor)
        // init_pair takes a short; pair 0 is the terminal's default.
        let capacity = colorMode == .none ? 0 : min(Int(switcher_color_pairs()), Int(Int16.max)) - 1
        pairs = ColorPairTable(capacity: capacity, mode: colorMode)
        size = Size(width: Int(switcher_cols()), height: Int(switcher_lines()))
    }

    /// `setlocale(LC_ALL, "")`, as curses needs for wide characters. When the environment
    /// asks for UTF-8 but that locale is not installed, C.UTF-8 (always present in glibc;
    /// macOS calls it UTF-8) stands in for the character type. Returns whether output may
    /// use Unicode.
    private static func chooseLocale(_ environment: [String: String]) -> Bool {
        setlocale(LC_ALL, "")
        if localeIsUTF8 { return true }
        if GlyphFallback.environmentWantsUTF8(environment),
            setlocale(LC_CTYPE, "C.UTF-8") ?? setlocale(LC_CTYPE, "UTF-8") != nil
        {
            return localeIsUTF8
        }
        return false
    }

    private static var localeIsUTF8: Bool {
        GlyphFallback.isUTF8(codeset: String(cString: switcher_codeset()))
    }

    /// Gives the terminal back: `endwin`, `delscreen`, signal handlers to their defaults.
    /// Safe to call more than once.
    func stop() {
        guard let screen else { return }
        self.screen = nil
        TerminalSignals.unguardCrashes()
        if switcher_is_curses_active() != 0 {
            switcher_set_curses_active(0)
            endwin()
        }
        delscreen(screen)
        fflush(nil)
        TerminalSignals.unwatchTerminating()
    }

    deinit { stop() }

    /// Re-reads the size after KEY_RESIZE (curses has resized its screen already); the
    /// next frame repaints everything.
    func noteResize() {
        size = Size(width: Int(switcher_cols()), height: Int(switcher_lines()))
        needsRepaint = true
    }

    // MARK: - Drawing

    /// Draws the update's frame at the top left. Only the cells the presenter found changed
    /// are handed to curses; the first frame, a size change and a resize repaint the whole
    /// screen. One `doupdate` per frame.
    func show(_ update: FrameUpdate) {
        let canvas = update.frame
        let repaint = needsRepaint || update.previous == nil || update.isResize
        needsRepaint = false
        if repaint {
            werase(window)
            clearok(window, true)
        }
        let rows = min(canvas.height, size.height)
        let columns = min(canvas.width, size.width)
        let runs = repaint ? Self.everyRow(of: canvas) : update.changes
        for run in runs where run.y < rows {
            let end = min(run.columns.upperBound, columns)
            guard run.columns.lowerBound < end else { continue }
            wmove(window, Int32(run.y), Int32(run.columns.lowerBound))
            for x in run.columns.lowerBound..<end {
                put(canvas[x, run.y])
            }
        }
        wnoutrefresh(window)
        doupdate()
    }

    private static func everyRow(of canvas: Canvas) -> [CellRun] {
        guard canvas.width > 0 else { return [] }
        return (0..<canvas.height).map { CellRun(y: $0, columns: 0..<canvas.width) }
    }

    private func put(_ original: Cell) {
        var cell = unicode ? original : GlyphFallback.asciiCell(original)
        // Without colours to show a blend (NO_COLOR, 8 colours), a glyph shows only where the
        // model counts it legible, so the picture agrees with the count (MODEL §19).
        if colorMode == .none || colorMode == .ansi8, !cell.showsOnlyBackground,
            !Legibility.default.isLegible(cell.foreground, on: cell.background)
        {
            cell.scalar = " "
        }
        let (attributes, pair) = style(for: cell)
        let text = wideText(cell.glyph)
        text.withUnsafeBufferPointer { _ = switcher_add_cell(window, $0.baseAddress, attributes, pair) }
    }

    private func style(for cell: Cell) -> (attr_t, Int16) {
        let style = CellStyle.resolve(cell, mode: colorMode)
        if let cached = styleCache[style] { return cached }
        var attributes = switcher_a_normal()
        if style.attributes.contains(.bold) { attributes |= switcher_a_bold() }
        if style.attributes.contains(.dim) { attributes |= switcher_a_dim() }
        if style.attributes.contains(.underline) { attributes |= switcher_a_underline() }
        if style.attributes.contains(.reverse) { attributes |= switcher_a_reverse() }
        if style.attributes.contains(.italic) { attributes |= switcher_a_italic() }
        var number: Int16 = 0
        if let fg = style.foreground, let bg = style.background {
            switch pairs.pair(for: ColorPair(foreground: fg, background: bg)) {
            case .use(let n):
                number = Int16(n)
            case .allocate(let n):
                init_pair(Int16(n), Int16(fg), Int16(bg))
                number = Int16(n)
            }
        }
        styleCache[style] = (attributes, number)
        return (attributes, number)
    }

    /// The code points for a glyph, zero-terminated: a base character and at most four
    /// combining marks. A glyph that is not exactly one column wide (an emoji, a CJK
    /// character) would shift the rest of the row, so it becomes `?`.
    private func wideText(_ glyph: Character) -> [wchar_t] {
        if let cached = glyphCache[glyph] { return cached }
        let safe = GlyphFallback.sanitized(glyph)
        var scalars = safe.unicodeScalars.prefix(5).map { wchar_t(bitPattern: $0.value) }
        let oneColumn =
            switcher_wcwidth(scalars[0]) == 1 && scalars.dropFirst().allSatisfy { switcher_wcwidth($0) == 0 }
        if !oneColumn { scalars = [wchar_t(UInt8(ascii: "?"))] }
        scalars.append(0)
        glyphCache[glyph] = scalars
        return scalars
    }

    // MARK: - Input

    /// Waits for input at most `milliseconds` (negative: until there is some), as the UI's
    /// `Key` (`KeyDecoder`); `.unknown` for input it has no key for.
    func read(timeoutMilliseconds milliseconds: Int32) -> ScreenInput {
        let input = rawInput(timeoutMilliseconds: milliseconds)
        guard input != .nothing else { return .nothing }
        return KeyDecoder.key(for: input).map(ScreenInput.key) ?? .unknown
    }

    /// Waits for input at most `milliseconds` (negative: until there is some). Returns
    /// `.nothing` on a timeout, an interrupting signal, or an event the UI does not use.
    private func rawInput(timeoutMilliseconds milliseconds: Int32) -> RawInput {
        var character: UInt32 = 0
        let status = switcher_read_character(window, milliseconds, &character)
        if status == KEY_CODE_YES {
            let code = Int32(bitPattern: character)
            guard code == KEY_MOUSE else { return .keyCode(code) }
            var event = MEVENT()
            guard getmouse(&event) == switcher_ok() else { return .nothing }
            let buttons = switcher_button1_pressed() | switcher_button1_clicked()
            guard event.bstate & buttons != 0 else { return .nothing }
            return .click(Point(x: Int(event.x), y: Int(event.y)))
        }
        if status == switcher_ok() { return .character(character) }
        return .nothing
    }
}
