/// Where a visible message is in its life on screen.
public enum MessagePhase: Hashable, Sendable {
  /// The entry transition is running; the timer has not started.
  case entering
  /// Fully on screen; the timer runs unless something holds it.
  case shown
  /// The exit transition is running; the message has already ended, or was pushed back.
  case exiting
}

extension MessagePhase {
  /// How far in a message in this phase is: the fraction of its transition done while
  /// entering, 1 when shown, what is left of its exit while exiting.
  ///
  /// - Parameters:
  ///   - elapsed: Time since the phase began.
  ///   - length: The phase's length; zero or less counts as finished.
  func visibility(elapsed: Duration, length: Duration) -> Double {
    let fraction = length <= .zero ? 1 : min(1, max(0, elapsed / length))
    switch self {
    case .entering: return fraction
    case .shown: return 1
    case .exiting: return 1 - fraction
    }
  }
}
