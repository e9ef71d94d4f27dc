import ScrimCore

/// How a `scrim` run ended: the action chosen, why it ended, and the controls' values;
/// it decides what stdout holds and the exit status.
///
///     let outcome = CommandOutcome(
///       subcommand: .alert, action: ChosenAction(label: "Delete", role: .destructive),
///       reason: .action)
///     outcome.exitStatus  // 0
///     outcome.standardOutput(json: false)  // "Delete\n"
package struct CommandOutcome: Hashable, Sendable {
  /// Why the run ended.
  package enum Reason: Hashable, Sendable {
    /// The user chose an action that is not Cancel (or a message's action).
    case action
    /// The user chose the Cancel action.
    case cancel
    /// The user pressed Esc, or stdin ended in accessible mode.
    case escape
    /// The user clicked outside the modal.
    case backgroundTap
    /// `--timeout` passed, or a message's time ran out.
    case timeout
    /// The user dismissed a snackbar or banner without choosing its action.
    case dismissed
    /// Another modal or message took its place.
    case replaced
    /// The program dismissed it.
    case programmatic
    /// A signal (SIGINT, SIGHUP, SIGTERM) ended the run.
    case interrupted(signal: Int32)

    /// The word printed as `reason` in JSON, such as "background-tap".
    package var name: String {
      switch self {
      case .action: return "action"
      case .cancel: return "cancel"
      case .escape: return "escape"
      case .backgroundTap: return "background-tap"
      case .timeout: return "timeout"
      case .dismissed: return "dismissed"
      case .replaced: return "replaced"
      case .programmatic: return "programmatic"
      case .interrupted: return "interrupted"
      }
    }
  }

  /// The subcommand that ran; messages always exit 0, dialogs print only their fields.
  package var subcommand: Subcommand
  /// The action whose handler ran, or nil.
  package var action: ChosenAction?
  /// Why it ended.
  package var reason: Reason
  /// The controls' values, in command-line order.
  ///
  /// Defaults to none.
  package var fields: [FieldValue]

  /// Makes an outcome.
  package init(
    subcommand: Subcommand, action: ChosenAction? = nil, reason: Reason,
    fields: [FieldValue] = []
  ) {
    self.subcommand = subcommand
    self.action = action
    self.reason = reason
    self.fields = fields
  }
}

/// A control's name and value, printed as `NAME=VALUE`.
package struct FieldValue: Hashable, Sendable {
  /// The name given on the command line.
  package var name: String
  /// The text typed, "on" or "off", or the option chosen.
  package var value: String

  /// Makes a pair.
  package init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
