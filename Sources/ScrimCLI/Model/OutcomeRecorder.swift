import ScrimCore

/// Which action's handler ran.
///
/// The one fact of an ending that only the model's own handlers know: a banner has two
/// actions, and its end reason does not say which. How the modal or message ended is
/// `SessionEnding`'s, the one recorder of every session.
///
/// The handlers hold the recorder, not the model, so that the model's modal or message
/// does not keep itself alive through its own handlers.
@MainActor
final class OutcomeRecorder {
  /// The action whose handler ran, if any.
  var chosenAction: ChosenAction?
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
