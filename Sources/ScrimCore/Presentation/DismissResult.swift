/// Why a modal went away.
public enum DismissReason: Hashable, Sendable, CaseIterable {
  /// The user chose an action that is not Cancel.
  case action
  /// The user chose the Cancel action's button.
  case cancel
  /// The user pressed Esc or made the screen reader's escape gesture.
  case escape
  /// The user tapped or clicked the scrim.
  case backgroundTap
  /// The app dismissed it with `Presenter.dismiss(_:)` or `dismissAll()`.
  case programmatic
  /// Another modal was presented in its place with `replacingActive: true`.
  case replaced
  /// The task awaiting `present(_:)` was cancelled; no action's handler ran.
  case taskCancelled
}

/// How a presentation ended: the action chosen, if any, and why.
///
/// Every presentation ends with exactly one result.
public struct DismissResult: Equatable, Sendable {
  /// The action whose handler ran, or nil when none did.
  public let action: AlertAction?
  /// Why the modal went away.
  public let reason: DismissReason
  /// The item the keyboard was on in each choice list as the modal began to leave, by
  /// control index; empty for a modal that never showed.
  ///
  /// The highlight is the stage's, not the list's, so this is the only place it outlives
  /// the showing: a command that answers with the row the user was on reads it here.
  public internal(set) var highlights: [Int: Int] = [:]

  /// Makes a result.
  public init(action: AlertAction?, reason: DismissReason) {
    self.action = action
    self.reason = reason
  }

  /// Whether the user backed out: Cancel, Esc or a background tap.
  public var isCancellation: Bool {
    reason == .cancel || reason == .escape || reason == .backgroundTap
  }

  /// Results are equal when their reasons match and they name the same action object.
  public static func == (lhs: DismissResult, rhs: DismissResult) -> Bool {
    lhs.action === rhs.action && lhs.reason == rhs.reason
  }
}
