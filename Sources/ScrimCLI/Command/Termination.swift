import ScrimSystem

/// How the `scrim` process ends: an exit status, or dying of the signal that interrupted it.
package struct Termination: Hashable, Sendable {
  /// The exit status.
  package var status: Int32
  /// The signal to die of, so the shell sees a real interruption (bash stops a script
  /// only for a child killed by SIGINT), or nil to exit with `status`.
  package var signal: Int32?

  /// Makes a termination.
  package init(status: Int32, signal: Int32? = nil) {
    self.status = status
    self.signal = signal
  }

  /// Ends the process: raises the signal with its default action, else exits.
  package func endProcess() -> Never {
    if let signal {
      _ = systemSignal(signal, SIG_DFL)
      // The thread that ends the process may block SIGINT, SIGTERM and SIGHUP (Dispatch's
      // worker threads do, and an async main or a timer can run there): raised there the
      // signal would only pend, and the process would exit with `status` instead of dying
      // of it.
      var unblocked = sigset_t()
      sigemptyset(&unblocked)
      sigaddset(&unblocked, signal)
      pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
      _ = raise(signal)
    }
    exit(status)
  }
}

/// `signal(2)`, named apart from `Termination.signal`.
private func systemSignal(
  _ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?
) -> (@convention(c) (Int32) -> Void)? {
  signal(number, handler)
}
