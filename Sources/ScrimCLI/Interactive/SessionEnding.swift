import ScrimCore

/// How a command's modal or message ended on a renderer's stage, as its endings recorded
/// it, and the outcome that follows.
///
/// `CommandModel.show(on:endingIn:)` hands the stage completions that record here; the
/// session records `--timeout` with `timeOut()` and, once its loop is over, asks for
/// `outcome(of:otherwise:)`, giving the reason for an ending only the renderer knows (Ctrl-C,
/// a closed window).
///
///     let ending = SessionEnding { [weak app] in app?.stop() }
///     try model.show(on: app.stage, endingIn: ending)
///     _ = try await app.run()
///     return ending.outcome(of: model, otherwise: .programmatic)
@MainActor
package final class SessionEnding {
  /// How the modal was dismissed, once it was.
  package private(set) var result: DismissResult?
  /// Why the snackbar or banner ended, once it did.
  package private(set) var messageEnd: MessageEndReason?
  /// Whether `--timeout` passed before anything else ended.
  package private(set) var timedOut = false
  /// Runs after each ending is recorded: a loop that waits for a call to stop is told here.
  private let onEnd: @MainActor () -> Void

  /// Makes an empty record.
  ///
  /// - Parameter onEnd: Runs after each ending is recorded; a loop that checks the record
  ///   itself passes nothing.
  package init(onEnd: @escaping @MainActor () -> Void = {}) {
    self.onEnd = onEnd
  }

  /// Whether the modal or message has ended by itself.
  package var hasEnded: Bool { result != nil || messageEnd != nil }

  /// Records how the modal was dismissed.
  package func record(_ result: DismissResult) {
    self.result = result
    onEnd()
  }

  /// Records why the snackbar or banner ended.
  package func record(_ reason: MessageEndReason) {
    messageEnd = reason
    onEnd()
  }

  /// Records that `--timeout` passed, unless the modal or message already ended: an answer
  /// given in time is the answer, however late the loop notices it.
  package func timeOut() {
    guard !hasEnded else { return }
    timedOut = true
    onEnd()
  }

  /// The outcome: the time-out, then the modal's result, then the message's end, and
  /// otherwise `reason`, which only the renderer knows.
  ///
  /// A time-out that counted comes first: the run was already ending when the last event
  /// before the stop ended the content as well.
  package func outcome(of model: CommandModel, otherwise reason: CommandOutcome.Reason)
    -> CommandOutcome
  {
    if timedOut { return model.outcome(.timeout) }
    if let result { return model.outcome(for: result) }
    if let messageEnd { return model.outcome(for: messageEnd) }
    return model.outcome(reason)
  }
}
