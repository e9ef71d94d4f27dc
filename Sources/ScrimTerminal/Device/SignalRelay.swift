import ScrimSystem

// Signal handlers may only call async-signal-safe functions (write, tcsetattr, signal,
// raise) and read plain memory, so the state they need lives in C-style globals that
// are written only while the relay is not armed.

nonisolated(unsafe) private var relayTerminal: Int32 = -1
nonisolated(unsafe) private var relayPipe: Int32 = -1
nonisolated(unsafe) private var relayArmed = false
nonisolated(unsafe) private var relayCooked = termios()
nonisolated(unsafe) private var relayRaw = termios()
nonisolated(unsafe) private var relayEnter = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
nonisolated(unsafe) private var relayExit = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
nonisolated(unsafe) private var relayAtExitRegistered = false

private let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

/// Restores the terminal from signal handlers and `exit`, and relays resize and
/// continue signals to the input thread through a pipe.
///
/// What each signal does while armed:
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT: restore the terminal, then die of the same
///   signal, so the shell sees the usual status (130, 143, 129, 131).
/// - SIGTSTP (Ctrl-Z): restore the terminal, then stop.
/// - SIGCONT: re-enter raw mode and the modes, and ask for a full repaint ("C").
/// - SIGWINCH: ask for a re-layout ("W").
enum SignalRelay {
  /// Arms the relay for one terminal; only one can be armed per process.
  static func arm(
    terminal: Int32, pipe: Int32, cooked: termios, raw: termios, enter: String, exit: String
  ) {
    relayTerminal = terminal
    relayPipe = pipe
    relayCooked = cooked
    relayRaw = raw
    relayEnter = copy(enter)
    relayExit = copy(exit)
    relayArmed = true
    if !relayAtExitRegistered {
      relayAtExitRegistered = true
      atexit { restoreTerminal() }
    }
    for signal in terminatingSignals { _ = installHandler(signal, onTerminatingSignal) }
    _ = installHandler(SIGTSTP, onStop)
    _ = installHandler(SIGCONT, onContinue)
    _ = installHandler(SIGWINCH, onResize)
  }

  /// Restores the terminal and puts the default signal actions back.
  static func disarm() {
    restoreTerminal()
    relayArmed = false
    for signal in terminatingSignals + [SIGTSTP, SIGCONT, SIGWINCH] {
      _ = installHandler(signal, SIG_DFL)
    }
  }

  private static func copy(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
    let bytes = Array(text.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
  }
}

/// Installs a handler, discarding the platform-specific return type.
private func installHandler(
  _ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?
) -> (@convention(c) (Int32) -> Void)? {
  signal(number, handler)
}

private func restoreTerminal() {
  guard relayArmed, relayTerminal >= 0 else { return }
  // Cooked mode first: whoever sees the exit sequence may rely on it being in effect.
  _ = tcsetattr(relayTerminal, TCSANOW, &relayCooked)
  if let base = relayExit.baseAddress, relayExit.count > 0 {
    _ = write(relayTerminal, base, relayExit.count)
  }
}

private func onTerminatingSignal(_ number: Int32) {
  restoreTerminal()
  relayArmed = false
  _ = signal(number, SIG_DFL)
  _ = raise(number)
}

private func onStop(_ number: Int32) {
  restoreTerminal()
  _ = signal(SIGTSTP, SIG_DFL)
  _ = raise(SIGTSTP)
}

private func onContinue(_ number: Int32) {
  _ = signal(SIGTSTP, onStop)
  guard relayArmed, relayTerminal >= 0 else { return }
  _ = tcsetattr(relayTerminal, TCSANOW, &relayRaw)
  if let base = relayEnter.baseAddress, relayEnter.count > 0 {
    _ = write(relayTerminal, base, relayEnter.count)
  }
  notify(UInt8(ascii: "C"))
}

private func onResize(_ number: Int32) {
  notify(UInt8(ascii: "W"))
}

private func notify(_ byte: UInt8) {
  guard relayPipe >= 0 else { return }
  var byte = byte
  _ = write(relayPipe, &byte, 1)
}
