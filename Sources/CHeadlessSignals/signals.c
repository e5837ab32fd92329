#include "CHeadlessSignals.h"

#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>

/// The first stop signal noted, 0 for none; whether a command is writing its output.
static volatile sig_atomic_t noted = 0;
static volatile sig_atomic_t noting = 0;

static const int stop_signals[] = {SIGQUIT, SIGINT, SIGTERM, SIGHUP};

/// While a command writes, a signal is noted for it to see between frames (and, the handler
/// having no SA_RESTART, in a blocked write or wait); otherwise nothing is being written and
/// the process ends at once with 128 + the signal's number.
static void on_stop_signal(int sig) {
    if (noting) {
        if (noted == 0) noted = sig;
    } else {
        _exit(128 + sig);
    }
}

void switcher_headless_install(void) {
    sigset_t unblocked;
    sigemptyset(&unblocked);
    for (size_t i = 0; i < sizeof stop_signals / sizeof stop_signals[0]; i++) {
        int sig = stop_signals[i];
        struct sigaction current;
        if (sigaction(sig, NULL, &current) != 0) continue;
        if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = on_stop_signal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = 0;  // no SA_RESTART: a blocked write or wait returns
        sigaction(sig, &action, NULL);
        sigaddset(&unblocked, sig);
    }
    sigprocmask(SIG_UNBLOCK, &unblocked, NULL);
}

void switcher_headless_set_noting(int value) { noting = value ? 1 : 0; }

int switcher_headless_pending(void) { return noted; }

/// Whether a developer asked for Swift's crash reports: SWITCHERLAB_BACKTRACE=1, or Swift's
/// own SWIFT_BACKTRACE set to anything.
static int backtrace_wanted(char **envp) {
    for (char **entry = envp; entry != NULL && *entry != NULL; entry++) {
        if (strcmp(*entry, "SWITCHERLAB_BACKTRACE=1") == 0) return 1;
        if (strncmp(*entry, "SWIFT_BACKTRACE=", 16) == 0) return 1;
    }
    return 0;
}

/// Whether this is a test runner that links the commands (`….xctest`, macOS's `xctest`): its
/// signals stay its own.
static int is_test_runner(char **argv) {
    if (argv == NULL || argv[0] == NULL) return 0;
    const char *name = strrchr(argv[0], '/');
    name = name != NULL ? name + 1 : argv[0];
    size_t length = strlen(name);
    return strcmp(name, "xctest") == 0 || (length > 7 && strcmp(name + length - 7, ".xctest") == 0);
}

static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT};

/// A crash gets the default action (the signal ends the process), with no report: the handler
/// is reset as it is entered and raises the signal again (a fault recurs on return anyway).
static void on_crash_signal(int sig) { raise(sig); }

/// Crash reports are for developers: unless one asked for them, a crash signal gets a handler
/// of the program's own, so Swift's runtime, which installs its backtracer only where it
/// finds the default action, leaves it alone.
static void install_crash_defaults(void) {
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = on_crash_signal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESETHAND | SA_NODEFER;
        sigaction(crash_signals[i], &action, NULL);
    }
}

static void install_early(char **argv, char **envp) {
    if (is_test_runner(argv)) return;
    switcher_headless_install();
    if (!backtrace_wanted(envp)) install_crash_defaults();
}

/// As the program is loaded. On Linux, first of all: from the executable's pre-initialisation
/// array, which runs before any library's initialiser, so Swift's runtime, finding handlers
/// already there, leaves SIGQUIT (and, unless a developer asked for reports, the crash
/// signals) to them instead of taking them for its backtracer (which on SIGQUIT would report
/// a crash and let the run go on). Elsewhere (and again on Linux) as a constructor: after the
/// libraries' initialisers, before any of the program's code.
#if defined(__linux__)
static void install_before_libraries(int argc, char **argv, char **envp) {
    (void)argc;
    install_early(argv, envp);
}
__attribute__((section(".preinit_array"), used)) static void (*const preinit_entry)(int, char **, char **) =
    install_before_libraries;
#endif

__attribute__((constructor)) static void install_at_load(int argc, char **argv, char **envp) {
    (void)argc;
    install_early(argv, envp);
}
