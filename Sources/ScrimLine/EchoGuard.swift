import ScrimSystem

/// Turns echo off on a terminal while a secret is typed, and back on afterwards.
///
/// When the input is not a terminal (a pipe, a file) there is no echo to turn off, and the
/// guard does nothing.
package final class EchoGuard {
  private let descriptor: Int32
  private var saved: termios?

  package init(_ descriptor: Int32) {
    self.descriptor = descriptor
    guard isatty(descriptor) == 1 else { return }
    var attributes = termios()
    guard tcgetattr(descriptor, &attributes) == 0 else { return }
    saved = attributes
    // Canonical mode stays on, so the line is still edited and ended by the terminal.
    attributes.c_lflag &= ~tcflag_t(ECHO)
    if tcsetattr(descriptor, TCSANOW, &attributes) != 0 { saved = nil }
  }

  /// Whether echo was turned off.
  package var isActive: Bool { saved != nil }

  /// Puts echo back; safe to call more than once.
  package func restore() {
    guard var attributes = saved else { return }
    _ = tcsetattr(descriptor, TCSANOW, &attributes)
    saved = nil
  }

  deinit { restore() }
}
