/// Where a visible message is in its life on screen.
public enum MessagePhase: Hashable, Sendable {
  /// The entry transition is running; the timer has not started.
  case entering
  /// Fully on screen; the timer runs unless something holds it.
  case shown
  /// The exit transition is running; the message has already ended, or was pushed back.
  case exiting
}
