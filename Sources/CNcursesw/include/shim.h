// The bridge between Swift and curses: everything SwitcherTerminal needs that Swift cannot
// call directly, declared with the plain curses types every ncurses has.
//
// Swift cannot import function-like macros (A_*, getmaxyx, mouse masks) and Swift 6 rejects
// C globals (stdscr, COLORS) as shared mutable state, so they are wrapped in functions.
// The wide-character API (cchar_t, wget_wch, setcchar) is used only in shim.c: macOS's
// <curses.h> belongs to the SDK's Darwin module, which is built without
// _XOPEN_SOURCE_EXTENDED, so Swift never sees that API there; shim.c is compiled with it
// (Package.swift) and this header stays the same for both.
//
// Signal and crash handling lives in shim.c too: a signal handler must be async-signal-safe,
// and that is honest only in C.

#ifndef SWITCHERLAB_CNCURSESW_SHIM_H
#define SWITCHERLAB_CNCURSESW_SHIM_H

#include <stdint.h>
#include <wchar.h>

#if defined(__APPLE__)
// The macOS SDK's ncurses; its libncurses is the wide-character build (there is no
// libncursesw). Homebrew's ncurses also installs <curses.h>, found first with -I.
#include <curses.h>
#else
#include <ncursesw/curses.h>
#endif

// MARK: - Globals and macros

WINDOW *switcher_stdscr(void);
int switcher_lines(void);
int switcher_cols(void);
int switcher_colors(void);
/// The colour pairs that can be used: COLOR_PAIRS, at most 256 when the library keeps the
/// pair in the attribute bits (no extended colours, as in the macOS SDK's ncurses 5.7).
int switcher_color_pairs(void);
int switcher_ok(void);
int switcher_wcwidth(wchar_t c);

/// A new screen on stdout/stdin for `type` (NULL: $TERM); NULL when the type is unknown.
/// Curses takes at most `max_lines` × `max_columns` cells of the terminal, now and after
/// every resize: its buffers grow with the size, and a huge terminal would cost gigabytes.
SCREEN *switcher_newterm(const char *type, int max_lines, int max_columns);

/// Whether the current terminal can move the cursor anywhere (`cup`); `dumb` cannot.
int switcher_can_address_cursor(void);

attr_t switcher_a_normal(void);
attr_t switcher_a_bold(void);
attr_t switcher_a_dim(void);
attr_t switcher_a_underline(void);
attr_t switcher_a_reverse(void);
/// A_NORMAL where the library has no italic (ncurses before 6.0).
attr_t switcher_a_italic(void);

mmask_t switcher_button1_pressed(void);
mmask_t switcher_button1_clicked(void);

/// Writes one cell at the cursor: a base character and up to four combining marks,
/// zero-terminated.
int switcher_add_cell(WINDOW *window, const wchar_t *text, attr_t attributes, short pair);

/// Waits for input at most `milliseconds` (negative: until there is some) and stores a
/// character or a key code in `character`. Returns OK (a character), KEY_CODE_YES (a key
/// code) or ERR (a timeout, or a signal interrupted the wait). A terminal resize is handed
/// to curses here, capped as in `switcher_newterm`, and reads as KEY_RESIZE.
int switcher_read_character(WINDOW *window, int milliseconds, uint32_t *character);

/// The character set of the current locale ("UTF-8", "ANSI_X3.4-1968", …).
const char *switcher_codeset(void);

// MARK: - Signals

/// Every signal whose default action ends the process without a crash (SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, …) only records itself, so the run loop can
/// restore the terminal and leave; one the process ignores stays ignored. SIGPIPE is
/// ignored while the terminal is live (a write fails instead). SIGWINCH is taken from
/// curses, so the size can be capped. Call before newterm, which then leaves them alone.
void switcher_watch_terminating_signals(void);
/// Puts back what `switcher_watch_terminating_signals` changed.
void switcher_unwatch_terminating_signals(void);
/// Returns and clears the pending terminating signal (0 when none).
int switcher_take_pending_signal(void);

/// Remembers the terminal modes before curses changes them.
void switcher_save_terminal_modes(void);
/// Software flow control (IXON, IXOFF) off while curses runs: Ctrl-S is a key, not a freeze.
void switcher_disable_flow_control(void);
/// Prepares the escape sequences that undo what curses set up, installs the crash handlers
/// (which restore the terminal, then hand the signal on) and, once, an exit hook. Call after
/// newterm.
void switcher_guard_crashes(void);
void switcher_unguard_crashes(void);

void switcher_set_curses_active(int active);
int switcher_is_curses_active(void);

#endif
