import ScrimCore

/// What the handlers the builder attaches have recorded: the action that ran and how a
/// message ended.
///
/// The handlers hold the recorder, not the model, so that the model's modal or message
/// does not keep itself alive through its own handlers.
@MainActor
final class OutcomeRecorder {
  /// The action whose handler ran, if any.
  var chosenAction: ChosenAction?
  /// The reason a snackbar's or banner's completion received, if it ran.
  var messageEndReason: MessageEndReason?
}

/// The label and role of the action whose handler ran.
package struct ChosenAction: Hashable, Sendable {
  /// The button's label.
  package var label: String
  /// What choosing it means; snackbar and banner actions are `.default`.
  package var role: AlertAction.Style

  /// Makes a record of a chosen action.
  package init(label: String, role: AlertAction.Style) {
    self.label = label
    self.role = role
  }
}
