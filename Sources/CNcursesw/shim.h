// The bridge between Swift and ncursesw. Swift cannot import function-like macros
// (A_*, getmaxyx, COLOR_PAIR, mouse masks) and Swift 6 rejects C globals (stdscr, COLORS,
// ESCDELAY) as shared mutable state, so they are wrapped in small inline functions here.
//
// Signal and crash handling lives here too: a signal handler must be async-signal-safe,
// and that is honest only in C. State shared by handlers is declared weak so every Swift
// object file that includes this header links to one copy (a `static` would be copied).
// Each has an initializer: a tentative definition would be imported as a declaration only.

#ifndef SWITCHERLAB_CNCURSESW_SHIM_H
#define SWITCHERLAB_CNCURSESW_SHIM_H

// SwiftPM drops the -D_XOPEN_SOURCE=600 that pkg-config gives; without these the
// wide-character API (cchar_t, wget_wch, setcchar) is not declared.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <ncursesw/curses.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

// MARK: - Globals and macros

static inline WINDOW *switcher_stdscr(void) { return stdscr; }
static inline int switcher_lines(void) { return getmaxy(stdscr); }
static inline int switcher_cols(void) { return getmaxx(stdscr); }
static inline int switcher_colors(void) { return COLORS; }
static inline int switcher_color_pairs(void) { return COLOR_PAIRS; }
static inline int switcher_ok(void) { return OK; }

// glibc declares wcwidth only under _XOPEN_SOURCE, which the Swift importer does not set.
extern int wcwidth(wchar_t c);
static inline int switcher_wcwidth(wchar_t c) { return wcwidth(c); }

/// A new screen on stdout/stdin for `type` (NULL: $TERM); NULL when the type is unknown.
static inline SCREEN *switcher_newterm(const char *type) { return newterm(type, stdout, stdin); }

/// Whether the current terminal can move the cursor anywhere (`cup`); `dumb` cannot.
static inline int switcher_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

static inline attr_t switcher_a_normal(void) { return A_NORMAL; }
static inline attr_t switcher_a_bold(void) { return A_BOLD; }
static inline attr_t switcher_a_dim(void) { return A_DIM; }
static inline attr_t switcher_a_underline(void) { return A_UNDERLINE; }
static inline attr_t switcher_a_reverse(void) { return A_REVERSE; }
static inline attr_t switcher_a_italic(void) { return A_ITALIC; }

static inline mmask_t switcher_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t switcher_button1_clicked(void) { return BUTTON1_CLICKED; }

/// Sets one cell from up to five code points (a base character and combining marks).
static inline int switcher_setcchar(cchar_t *cell, const wchar_t *text, attr_t attrs, short pair) {
    return setcchar(cell, text, attrs, pair, NULL);
}

/// The character set of the current locale ("UTF-8", "ANSI_X3.4-1968", …).
static inline const char *switcher_codeset(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset == NULL ? "" : codeset;
}

// MARK: - Signals

/// The number of the first terminating signal received, 0 while none.
__attribute__((weak)) volatile sig_atomic_t switcher_pending_signal = 0;

/// The terminal modes from before curses started, and the escape sequences that undo what
/// curses set up; used only where endwin() may not be called (signal handlers, crashes).
__attribute__((weak)) struct termios switcher_saved_termios = {0};
__attribute__((weak)) volatile sig_atomic_t switcher_saved_termios_valid = 0;
__attribute__((weak)) char switcher_reset_sequence[512] = {0};
__attribute__((weak)) volatile sig_atomic_t switcher_reset_sequence_length = 0;
__attribute__((weak)) volatile sig_atomic_t switcher_curses_active = 0;
__attribute__((weak)) struct sigaction switcher_previous_actions[65] = {{{0}}};

/// Puts the terminal back with async-signal-safe calls only (tcsetattr, write).
static inline void switcher_emergency_restore(void) {
    if (!switcher_curses_active) return;
    switcher_curses_active = 0;
    if (switcher_reset_sequence_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, switcher_reset_sequence,
                                (size_t)switcher_reset_sequence_length);
        (void)ignored;
    }
    if (switcher_saved_termios_valid) tcsetattr(STDIN_FILENO, TCSANOW, &switcher_saved_termios);
}

/// Terminating signals only record themselves; the run loop restores the terminal and
/// leaves. A blocked wget_wch returns ERR (EINTR) because the handler is installed without
/// SA_RESTART. A second signal while the first is still pending means the loop is stuck:
/// restore the terminal here and exit.
static inline void switcher_on_terminating_signal(int sig) {
    if (switcher_pending_signal != 0) {
        switcher_emergency_restore();
        _exit(128 + sig);
    }
    switcher_pending_signal = sig;
}

/// Returns and clears the pending terminating signal (0 when none).
static inline int switcher_take_pending_signal(void) {
    int sig = switcher_pending_signal;
    switcher_pending_signal = 0;
    return sig;
}

static inline int switcher_watch_terminating_signal(int sig) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = switcher_on_terminating_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: the blocking read must be interrupted
    return sigaction(sig, &action, NULL);
}

static inline void switcher_default_signal(int sig) { signal(sig, SIG_DFL); }

/// Unblocks the signals the live terminal relies on (the terminating ones and SIGWINCH): a
/// process started from a thread that blocks signals inherits that mask, and would then
/// neither see a resize nor restore the terminal on SIGTERM.
static inline void switcher_unblock_terminal_signals(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    sigaddset(&set, SIGQUIT);
    sigaddset(&set, SIGWINCH);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/// On a crash (a fault, a Swift trap, abort) restore the terminal, then hand the signal on
/// to whoever handled it before (the default action or Swift's backtracer). A fault
/// raised by the CPU recurs when the handler returns, now reaching the previous action;
/// a signal sent by kill() or raise() is raised again.
static inline void switcher_on_crash_signal(int sig, siginfo_t *info, void *context) {
    (void)context;
    switcher_emergency_restore();
    if (sig > 0 && sig < 65) sigaction(sig, &switcher_previous_actions[sig], NULL);
    if (info == NULL || info->si_code <= 0 || sig == SIGABRT) {
        raise(sig);
        // The previous handler returned (Swift's backtracer does, expecting the fault to
        // recur): end the process with the default action.
        signal(sig, SIG_DFL);
        raise(sig);
    }
}

static inline int switcher_watch_crash_signal(int sig) {
    if (sig <= 0 || sig >= 65) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = switcher_on_crash_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;
    return sigaction(sig, &action, &switcher_previous_actions[sig]);
}

static inline void switcher_unwatch_crash_signal(int sig) {
    if (sig <= 0 || sig >= 65) return;
    sigaction(sig, &switcher_previous_actions[sig], NULL);
}

static inline void switcher_set_curses_active(int active) { switcher_curses_active = active; }
static inline int switcher_is_curses_active(void) { return switcher_curses_active; }

/// Remembers the terminal modes before curses changes them.
static inline void switcher_save_terminal_modes(void) {
    switcher_saved_termios_valid = tcgetattr(STDIN_FILENO, &switcher_saved_termios) == 0;
}

static inline void switcher_append_capability(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return;
    size_t used = (size_t)switcher_reset_sequence_length;
    size_t length = strlen(value);
    if (used + length >= sizeof switcher_reset_sequence) return;
    memcpy(switcher_reset_sequence + used, value, length);
    switcher_reset_sequence_length = (sig_atomic_t)(used + length);
}

/// Prepares the emergency reset: mouse reporting off, attributes off, cursor visible,
/// keypad off, alternate screen left. Call after newterm.
static inline void switcher_prepare_emergency_restore(void) {
    static const char mouseOff[] = "\033[?1000l";
    switcher_reset_sequence_length = 0;
    if (tigetstr("kmous") != NULL && tigetstr("kmous") != (char *)-1) {
        memcpy(switcher_reset_sequence, mouseOff, sizeof mouseOff - 1);
        switcher_reset_sequence_length = sizeof mouseOff - 1;
    }
    switcher_append_capability("sgr0");
    switcher_append_capability("cnorm");
    switcher_append_capability("rmkx");
    switcher_append_capability("rmcup");
}

/// An atexit hook: if the process exits while curses is up, leave curses properly.
static inline void switcher_endwin_at_exit(void) {
    if (switcher_curses_active && !isendwin()) {
        switcher_curses_active = 0;
        endwin();
    }
}

static inline int switcher_register_endwin_at_exit(void) { return atexit(switcher_endwin_at_exit); }

#endif
