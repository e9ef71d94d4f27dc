/// Why a renderer's loop ended, besides the content's own ending.
package enum SessionStop: Hashable, Sendable {
  /// `stop()` was called.
  case stopped
  /// A signal ended the run (Ctrl-C is SIGINT, a terminal's input ending SIGHUP).
  case interrupted(signal: Int32)
  /// The user closed the window: Esc for a modal, a dismissal for a message.
  case closed
}
