import ScrimCore

/// How a session's content ended, resolved once from everything that could end it: the
/// reason in the command's terms and the action that ended a modal, if one did.
///
/// The scrim command's outcome and the drop-in's box ending are both read from it.
@MainActor
package struct SessionEnd {
  /// Why it ended.
  package var reason: CommandOutcome.Reason
  /// The action that ended a modal, as the stage reported it (so it is right even if its
  /// handler has not run yet).
  package var action: AlertAction?
  /// The row the keyboard was on in each of a modal's choice lists as it ended, by control
  /// index: the stage's last UI state, which leaves with the showing.
  package var highlights: [Int: Int]

  /// Makes an ending.
  package init(
    reason: CommandOutcome.Reason, action: AlertAction? = nil, highlights: [Int: Int] = [:]
  ) {
    self.reason = reason
    self.action = action
    self.highlights = highlights
  }
}
