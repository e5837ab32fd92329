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

/// As the program is loaded. On Linux, first of all: from the executable's pre-initialisation
/// array, which runs before any library's initialiser, so Swift's runtime, finding a handler
/// already there, leaves SIGQUIT to it instead of taking it for its backtracer (which would
/// report a crash and let the run go on). Elsewhere (and again on Linux) as a constructor:
/// after the libraries' initialisers, before any of the program's code.
#if defined(__linux__)
static void install_before_libraries(int argc, char **argv, char **envp) {
    (void)argc;
    (void)argv;
    (void)envp;
    switcher_headless_install();
}
__attribute__((section(".preinit_array"), used)) static void (*const preinit_entry)(int, char **, char **) =
    install_before_libraries;
#endif

__attribute__((constructor)) static void install_at_load(void) { switcher_headless_install(); }
