import ScrimCore

extension CommandModel {
  /// The outcome for a reason, with the recorded action and the controls' current values.
  package func outcome(_ reason: CommandOutcome.Reason) -> CommandOutcome {
    CommandOutcome(
      subcommand: invocation.subcommand, action: chosenAction, reason: reason,
      fields: fieldValues)
  }

  /// The outcome of a session that ended as `end` says.
  ///
  /// The action comes from the ending (so it is right even if its handler has not run yet).
  package func outcome(for end: SessionEnd) -> CommandOutcome {
    var outcome = self.outcome(end.reason)
    if let action = end.action {
      outcome.action = ChosenAction(label: givenLabel(of: action), role: action.style)
    }
    return outcome
  }

  /// The outcome of a presented modal.
  package func outcome(for result: DismissResult) -> CommandOutcome {
    outcome(for: SessionEnd(reason: Self.reason(for: result.reason), action: result.action))
  }

  /// The outcome of a snackbar or banner that ended.
  package func outcome(for reason: MessageEndReason) -> CommandOutcome {
    outcome(Self.reason(for: reason))
  }

  static func reason(for reason: DismissReason) -> CommandOutcome.Reason {
    switch reason {
    case .action: return .action
    case .cancel: return .cancel
    case .escape: return .escape
    case .backgroundTap: return .backgroundTap
    case .programmatic, .taskCancelled: return .programmatic
    case .replaced: return .replaced
    }
  }

  static func reason(for reason: MessageEndReason) -> CommandOutcome.Reason {
    switch reason {
    case .action: return .action
    case .dismissedByUser: return .dismissed
    case .timeout: return .timeout
    case .replaced: return .replaced
    case .programmatic: return .programmatic
    }
  }
}
