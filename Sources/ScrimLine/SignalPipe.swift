import ScrimSystem

// A signal handler may only call async-signal-safe functions such as write, so it reports
// the signal through a pipe that the line reader polls beside stdin (the self-pipe trick):
// no signal between a check and a wait can be missed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

private let reportedSignals: [Int32] = [SIGINT, SIGHUP, SIGTERM, SIGQUIT]

private func reportSignal(_ number: Int32) {
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(signalPipeWriteEnd, &byte, 1)
}

/// Turns SIGINT, SIGHUP, SIGTERM and SIGQUIT into bytes on a pipe, so accessible mode can
/// end with an outcome (and echo restored) instead of dying mid-prompt.
///
/// Only one may be installed per process; `uninstall()` puts the default actions back.
package final class SignalPipe {
  /// The end `poll()` watches.
  package let readEnd: Int32
  private let writeEnd: Int32

  /// Installs the handlers, or returns nil when no pipe can be made.
  package init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    readEnd = ends[0]
    writeEnd = ends[1]
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    signalPipeWriteEnd = writeEnd
    for number in reportedSignals { _ = signal(number, reportSignal) }
  }

  /// The next signal reported, or nil when none is waiting.
  package func take() -> Int32? {
    var byte: UInt8 = 0
    return read(readEnd, &byte, 1) == 1 ? Int32(byte) : nil
  }

  /// Puts the default signal actions back and closes the pipe.
  package func uninstall() {
    for number in reportedSignals { _ = signal(number, SIG_DFL) }
    signalPipeWriteEnd = -1
    close(readEnd)
    close(writeEnd)
  }
}
