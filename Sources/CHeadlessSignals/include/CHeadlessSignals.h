#ifndef SWITCHERLAB_HEADLESS_SIGNALS_H
#define SWITCHERLAB_HEADLESS_SIGNALS_H

/// The stop signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) of the headless commands, handled from
/// before `main`: a constructor installs the handler as the program is loaded, so a signal in
/// the first instant is never lost. See HeadlessSignals.swift.

/// Installs the handler of each stop signal that is not ignored (nohup, a background job) and
/// unblocks them. Idempotent: the constructor calls it, and `main` again.
void switcher_headless_install(void);

/// From now on a stop signal is only noted (1), or ends the process at once (0).
void switcher_headless_set_noting(int noting);

/// The first stop signal noted since the program started, 0 for none.
int switcher_headless_pending(void);

#endif
