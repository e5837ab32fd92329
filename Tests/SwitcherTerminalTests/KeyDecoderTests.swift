import SwitcherCore
import SwitcherUI
import Testing

@testable import SwitcherTerminal

/// Key codes as ncurses defines them (curses.h), so the test needs no terminal.
private enum Curses {
    static let down: Int32 = 0o402
    static let up: Int32 = 0o403
    static let left: Int32 = 0o404
    static let right: Int32 = 0o405
    static let backspace: Int32 = 0o407
    static let f0: Int32 = 0o410
    static let enter: Int32 = 0o527
    static let backTab: Int32 = 0o541
    static let resize: Int32 = 0o632
    static let home: Int32 = 0o406
}

@Suite struct KeyDecoderTests {
    @Test func controlCharacters() {
        #expect(KeyDecoder.key(for: .character(9)) == .tab)
        #expect(KeyDecoder.key(for: .character(10)) == .enter)
        #expect(KeyDecoder.key(for: .character(13)) == .enter)
        #expect(KeyDecoder.key(for: .character(27)) == .escape)
        #expect(KeyDecoder.key(for: .character(127)) == .backspace)
        #expect(KeyDecoder.key(for: .character(8)) == .backspace)
        #expect(KeyDecoder.key(for: .character(1)) == nil)  // Ctrl-A
        #expect(KeyDecoder.key(for: .character(0x9B)) == nil)  // C1 CSI
    }

    @Test func printableCharacters() {
        #expect(KeyDecoder.key(for: .character(0x61)) == .character("a"))
        #expect(KeyDecoder.key(for: .character(0x20)) == .character(" "))
        #expect(KeyDecoder.key(for: .character(0x5B)) == .character("["))
        #expect(KeyDecoder.key(for: .character(0xE9)) == .character("é"))
        #expect(KeyDecoder.key(for: .character(0xD800)) == nil)  // not a scalar
    }

    @Test func cursesKeyCodes() {
        #expect(KeyDecoder.key(for: .keyCode(Curses.up)) == .up)
        #expect(KeyDecoder.key(for: .keyCode(Curses.down)) == .down)
        #expect(KeyDecoder.key(for: .keyCode(Curses.left)) == .left)
        #expect(KeyDecoder.key(for: .keyCode(Curses.right)) == .right)
        #expect(KeyDecoder.key(for: .keyCode(Curses.enter)) == .enter)
        #expect(KeyDecoder.key(for: .keyCode(Curses.backTab)) == .backTab)
        #expect(KeyDecoder.key(for: .keyCode(Curses.backspace)) == .backspace)
        #expect(KeyDecoder.key(for: .keyCode(Curses.resize)) == .resize)
        #expect(KeyDecoder.key(for: .keyCode(Curses.f0 + 1)) == .function(1))
        #expect(KeyDecoder.key(for: .keyCode(Curses.f0 + 12)) == .function(12))
        #expect(KeyDecoder.key(for: .keyCode(Curses.f0 + 13)) == nil)
        #expect(KeyDecoder.key(for: .keyCode(Curses.f0)) == nil)
        #expect(KeyDecoder.key(for: .keyCode(Curses.home)) == nil)
    }

    @Test func clicksAndNothing() {
        #expect(KeyDecoder.key(for: .click(Point(x: 3, y: 4))) == .click(Point(x: 3, y: 4)))
        #expect(KeyDecoder.key(for: .nothing) == nil)
    }
}
