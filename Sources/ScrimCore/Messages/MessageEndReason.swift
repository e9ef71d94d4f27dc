/// Why a snackbar or banner went away.
///
/// Every message shown or queued ends exactly once, with one of these, as
/// `SnackBarClosedReason` (Flutter) and `DISMISS_EVENT_*` (Android) report it. A message
/// pushed back by a `.high` priority one has not ended: it waits at the head of the queue.
public enum MessageEndReason: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The user chose the message's action; its handler ran just before the completion.
  case action
  /// The user tapped the message's body or close button, or pressed Esc.
  case dismissedByUser
  /// Its time ran out.
  case timeout
  /// A newer message of the same category (or one without a category) took its place.
  case replaced
  /// The app dismissed it in code, with `dismiss(_:)` or `dismissAll(category:)`.
  case programmatic

  /// Whether the user caused the ending, MDC's `userInitiated`.
  public var isUserInitiated: Bool { self == .action || self == .dismissedByUser }

  /// The case name, "timeout".
  public var description: String {
    switch self {
    case .action: return "action"
    case .dismissedByUser: return "dismissedByUser"
    case .timeout: return "timeout"
    case .replaced: return "replaced"
    case .programmatic: return "programmatic"
    }
  }
}
