// Compiled with _XOPEN_SOURCE_EXTENDED and NCURSES_WIDECHAR (Package.swift), which declare
// the wide-character curses API on Linux and macOS alike.

#include "shim.h"

#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

// glibc declares wcwidth only under _XOPEN_SOURCE; the declaration is the same everywhere.
extern int wcwidth(wchar_t c);

static void avoid_broken_repeat(void);

// MARK: - Globals and macros

WINDOW *switcher_stdscr(void) { return stdscr; }
int switcher_lines(void) { return getmaxy(stdscr); }
int switcher_cols(void) { return getmaxx(stdscr); }
int switcher_colors(void) { return COLORS; }
int switcher_ok(void) { return OK; }
int switcher_wcwidth(wchar_t c) { return wcwidth(c); }

int switcher_color_pairs(void) {
#if defined(NCURSES_EXT_COLORS) && NCURSES_EXT_COLORS
    return COLOR_PAIRS;
#else
    return COLOR_PAIRS < 256 ? COLOR_PAIRS : 256;
#endif
}

int switcher_can_address_cursor(void) {
    char *cup = tigetstr((NCURSES_CONST char *)"cup");
    return cup != NULL && cup != (char *)-1;
}

attr_t switcher_a_normal(void) { return A_NORMAL; }
attr_t switcher_a_bold(void) { return A_BOLD; }
attr_t switcher_a_dim(void) { return A_DIM; }
attr_t switcher_a_underline(void) { return A_UNDERLINE; }
attr_t switcher_a_reverse(void) { return A_REVERSE; }

attr_t switcher_a_italic(void) {
#ifdef A_ITALIC
    return A_ITALIC;
#else
    return A_NORMAL;
#endif
}

mmask_t switcher_button1_pressed(void) { return BUTTON1_PRESSED; }
mmask_t switcher_button1_clicked(void) { return BUTTON1_CLICKED; }

int switcher_add_cell(WINDOW *window, const wchar_t *text, attr_t attributes, short pair) {
    cchar_t cell;
    memset(&cell, 0, sizeof cell);
    if (setcchar(&cell, text, attributes, pair, NULL) != OK) return ERR;
    return wadd_wch(window, &cell);
}

const char *switcher_codeset(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset == NULL ? "" : codeset;
}

// MARK: - Size

/// The most cells curses may take; set by switcher_newterm.
static int limit_lines = 0;
static int limit_columns = 0;

/// A SIGWINCH arrived; the next read resizes curses.
static volatile sig_atomic_t resize_pending = 0;

/// The terminal's size as the system reports it; 0 when it does not.
static int terminal_size(int *lines, int *columns) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return 0;
    *lines = size.ws_row;
    *columns = size.ws_col;
    return 1;
}

/// LINES or COLUMNS as set in the environment; 0 when unset or not a number.
static int environment_size(const char *name) {
    const char *value = getenv(name);
    return value == NULL ? 0 : atoi(value);
}

/// Sets `name` to `value`; returns a copy of its previous value (NULL: it was unset).
static char *override_environment(const char *name, int value) {
    const char *previous = getenv(name);
    char *saved = previous == NULL ? NULL : strdup(previous);
    char text[16];
    snprintf(text, sizeof text, "%d", value);
    setenv(name, text, 1);
    return saved;
}

/// Puts back what `override_environment` returned, and frees it.
static void restore_environment(const char *name, char *saved) {
    if (saved != NULL) {
        setenv(name, saved, 1);
    } else {
        unsetenv(name);
    }
    free(saved);
}

SCREEN *switcher_newterm(const char *type, int max_lines, int max_columns) {
    limit_lines = max_lines;
    limit_columns = max_columns;
    // Curses takes LINES and COLUMNS from the environment over the terminal's own size
    // (resizeterm(3X)): set them, only for newterm, where the terminal is larger.
    int lines = 0, columns = 0;
    terminal_size(&lines, &columns);
    if (environment_size("LINES") > 0) lines = environment_size("LINES");
    if (environment_size("COLUMNS") > 0) columns = environment_size("COLUMNS");
    int cap_lines = lines > max_lines, cap_columns = columns > max_columns;
    char *saved_lines = cap_lines ? override_environment("LINES", max_lines) : NULL;
    char *saved_columns = cap_columns ? override_environment("COLUMNS", max_columns) : NULL;
    resize_pending = 0;
    // NCURSES_CONST is empty in older ncurses (the macOS SDK's): the casts only drop const.
    SCREEN *screen = newterm((NCURSES_CONST char *)type, stdout, stdin);
    if (cap_lines) restore_environment("LINES", saved_lines);
    if (cap_columns) restore_environment("COLUMNS", saved_columns);
    if (screen != NULL) avoid_broken_repeat();
    return screen;
}

/// After a SIGWINCH: the terminal's new size, capped, handed to curses; resizeterm queues
/// KEY_RESIZE for the next read. Returns whether it did.
static int apply_pending_resize(void) {
    if (!resize_pending) return 0;
    resize_pending = 0;
    int lines = 0, columns = 0;
    if (!terminal_size(&lines, &columns)) return 0;
    if (limit_lines > 0 && lines > limit_lines) lines = limit_lines;
    if (limit_columns > 0 && columns > limit_columns) columns = limit_columns;
    return resizeterm(lines, columns) == OK;
}

int switcher_read_character(WINDOW *window, int milliseconds, uint32_t *character) {
    wint_t value = 0;
    apply_pending_resize();
    wtimeout(window, milliseconds);
    int status = wget_wch(window, &value);
    if (status == ERR && apply_pending_resize()) {
        // The resize interrupted the wait: its KEY_RESIZE is queued now.
        wtimeout(window, 0);
        status = wget_wch(window, &value);
    }
    *character = (uint32_t)value;
    return status;
}

// MARK: - Signals

/// The number of the first terminating signal received, 0 while none.
static volatile sig_atomic_t pending_signal = 0;

/// The terminal modes from before curses started, and the escape sequences that undo what
/// curses set up; used only where endwin() may not be called (signal handlers, crashes).
static struct termios saved_termios;
static volatile sig_atomic_t saved_termios_valid = 0;
static char reset_sequence[512];
static volatile sig_atomic_t reset_sequence_length = 0;
static volatile sig_atomic_t curses_active = 0;

/// What each signal did before it was watched, and whether it is watched now.
static struct sigaction previous_actions[NSIG];
static volatile sig_atomic_t watched[NSIG];

/// Puts the terminal back with async-signal-safe calls only (tcsetattr, write).
static void emergency_restore(void) {
    if (!curses_active) return;
    curses_active = 0;
    if (reset_sequence_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, reset_sequence, (size_t)reset_sequence_length);
        (void)ignored;
    }
    if (saved_termios_valid) tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
}

/// Terminating signals only record themselves; the run loop restores the terminal and
/// leaves. A blocked wget_wch returns ERR (EINTR) because the handler is installed without
/// SA_RESTART. A second signal while the first is still pending means the loop is stuck:
/// restore the terminal here and exit.
static void on_terminating_signal(int sig) {
    if (pending_signal != 0) {
        emergency_restore();
        _exit(128 + sig);
    }
    pending_signal = sig;
}

static void on_resize_signal(int sig) {
    (void)sig;
    resize_pending = 1;
}

/// The signals a user or the system sends to stop a program. They are watched over any
/// handler (the Swift runtime's backtracer takes SIGQUIT), though not when ignored (nohup).
static const int stop_signals[] = {SIGHUP, SIGINT, SIGQUIT, SIGTERM};

/// The other signals whose default action ends the process without a fault: watched only
/// while nothing handles them, since then they do not end the program.
static const int terminating_signals[] = {
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
#if defined(__linux__)
    SIGIO, SIGPWR,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#endif
};

static const int crash_signals[] = {
    SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGSYS,
#ifdef SIGEMT
    SIGEMT,
#endif
};

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

/// Over what `watch` installs its handler: the default action only, or that and an ignored
/// signal, or that and another handler.
enum { over_default = 0, over_ignored = 1, over_handler = 2 };

/// Installs `handler` for `sig` as `over` allows; remembers the previous action for unwatch.
static void watch(int sig, void (*handler)(int), int over) {
    if (sig <= 0 || sig >= NSIG || watched[sig]) return;
    struct sigaction current;
    if (sigaction(sig, NULL, &current) != 0) return;
    int is_ignored = !(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN;
    int is_default = !(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_DFL;
    int handled = !is_ignored && !is_default;
    if (!is_default && !(is_ignored && over == over_ignored) && !(handled && over == over_handler)) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: the blocking read must be interrupted
    if (sigaction(sig, &action, &previous_actions[sig]) == 0) watched[sig] = 1;
}

static void unwatch(int sig) {
    if (sig <= 0 || sig >= NSIG || !watched[sig]) return;
    sigaction(sig, &previous_actions[sig], NULL);
    watched[sig] = 0;
}

/// The live terminal's signals, unblocked: a process started from a thread that blocks
/// signals inherits that mask, and would then neither see a resize nor restore the
/// terminal on SIGTERM.
static void unblock_terminal_signals(void) {
    sigset_t set;
    sigemptyset(&set);
    for (size_t i = 0; i < COUNT(stop_signals); i++) sigaddset(&set, stop_signals[i]);
    for (size_t i = 0; i < COUNT(terminating_signals); i++) sigaddset(&set, terminating_signals[i]);
    sigaddset(&set, SIGWINCH);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

void switcher_watch_terminating_signals(void) {
    unblock_terminal_signals();
    pending_signal = 0;
    for (size_t i = 0; i < COUNT(stop_signals); i++) {
        watch(stop_signals[i], on_terminating_signal, over_handler);
    }
    for (size_t i = 0; i < COUNT(terminating_signals); i++) {
        watch(terminating_signals[i], on_terminating_signal, over_default);
    }
#if defined(__linux__)
    // Real-time signals end the process by default too.
    for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++) watch(sig, on_terminating_signal, over_default);
#endif
    watch(SIGPIPE, SIG_IGN, over_default);
    // Curses would resize itself to any size; the handler leaves that to the next read.
    watch(SIGWINCH, on_resize_signal, over_ignored);
}

void switcher_unwatch_terminating_signals(void) {
    for (int sig = 1; sig < NSIG; sig++) {
        int is_crash = 0;
        for (size_t i = 0; i < COUNT(crash_signals); i++) is_crash |= crash_signals[i] == sig;
        if (!is_crash) unwatch(sig);
    }
}

int switcher_take_pending_signal(void) {
    int sig = pending_signal;
    pending_signal = 0;
    return sig;
}

/// On a crash (a fault, a Swift trap, abort) restore the terminal, then hand the signal on
/// to whoever handled it before (the default action or Swift's backtracer). A fault
/// raised by the CPU recurs when the handler returns, now reaching the previous action;
/// a signal sent by kill() or raise() is raised again.
static void on_crash_signal(int sig, siginfo_t *info, void *context) {
    (void)context;
    emergency_restore();
    if (sig > 0 && sig < NSIG) {
        sigaction(sig, &previous_actions[sig], NULL);
        watched[sig] = 0;
    }
    if (info == NULL || info->si_code <= 0 || sig == SIGABRT) {
        raise(sig);
        // The previous handler returned (Swift's backtracer does, expecting the fault to
        // recur): end the process with the default action.
        signal(sig, SIG_DFL);
        raise(sig);
    }
}

static void watch_crash(int sig) {
    if (sig <= 0 || sig >= NSIG || watched[sig]) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_crash_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;
    if (sigaction(sig, &action, &previous_actions[sig]) == 0) watched[sig] = 1;
}

void switcher_set_curses_active(int active) { curses_active = active; }
int switcher_is_curses_active(void) { return curses_active; }

/// Turns software flow control off while the lab runs, so Ctrl-S reaches it as a key
/// instead of freezing its output until Ctrl-Q (cbreak() leaves IXON on), and makes that
/// curses' program mode. endwin() gives back the modes from before curses started, IXON
/// with them, and so does the crash path (saved_termios).
void switcher_disable_flow_control(void) {
    struct termios modes;
    if (tcgetattr(STDIN_FILENO, &modes) != 0) return;
    modes.c_iflag &= ~(tcflag_t)(IXON | IXOFF);
    if (tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0) def_prog_mode();
}

void switcher_save_terminal_modes(void) {
    saved_termios_valid = tcgetattr(STDIN_FILENO, &saved_termios) == 0;
}

static void append_capability(const char *name) {
    char *value = tigetstr((NCURSES_CONST char *)name);
    if (value == NULL || value == (char *)-1) return;
    size_t used = (size_t)reset_sequence_length;
    size_t length = strlen(value);
    if (used + length >= sizeof reset_sequence) return;
    memcpy(reset_sequence + used, value, length);
    reset_sequence_length = (sig_atomic_t)(used + length);
}

/// The emergency reset: mouse reporting off (every mode curses may have set: SGR coordinates
/// ?1006, which xterm's XM capability turns on with ?1000, and the button and motion modes
/// ?1002 and ?1003), attributes off, cursor visible, keypad off, alternate screen left.
static void prepare_emergency_restore(void) {
    static const char mouse_off[] = "\033[?1006l\033[?1003l\033[?1002l\033[?1000l";
    reset_sequence_length = 0;
    char *kmous = tigetstr((NCURSES_CONST char *)"kmous");
    if (kmous != NULL && kmous != (char *)-1) {
        memcpy(reset_sequence, mouse_off, sizeof mouse_off - 1);
        reset_sequence_length = sizeof mouse_off - 1;
    }
    append_capability("sgr0");
    append_capability("cnorm");
    append_capability("rmkx");
    append_capability("rmcup");
}

/// An exit hook: if the process exits while curses is up, leave curses properly.
static void endwin_at_exit(void) {
    if (curses_active && !isendwin()) {
        curses_active = 0;
        endwin();
    }
}

void switcher_guard_crashes(void) {
    static int exit_hook_registered = 0;
    prepare_emergency_restore();
    for (size_t i = 0; i < COUNT(crash_signals); i++) watch_crash(crash_signals[i]);
    if (!exit_hook_registered) {
        exit_hook_registered = atexit(endwin_at_exit) == 0;
    }
}

void switcher_unguard_crashes(void) {
    for (size_t i = 0; i < COUNT(crash_signals); i++) unwatch(crash_signals[i]);
}

// MARK: - Older ncurses

// Last in the file: <term.h> defines macros named after every capability (lines, columns…).
#if defined(__APPLE__)
#include <term.h>
#else
#include <ncursesw/term.h>
#endif

/// ncurses before 2017-07-29 (the macOS SDK has 5.7 of 2008) writes a run of one non-ASCII
/// character with the terminal's `rep` capability as that character's first byte only, so
/// box lines vanish; terminfo entries since then (xterm-256color's among them) have `rep`.
static void avoid_broken_repeat(void) {
#if NCURSES_VERSION_PATCH < 20170729
    if (cur_term != NULL) repeat_char = NULL;
#endif
}
