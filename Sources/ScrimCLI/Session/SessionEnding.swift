import ScrimCore

/// How a session's modal or message ended on a renderer's stage, as its completions
/// recorded it: the one recorder of every session (the scrim command's, the drop-in's, in a
/// terminal or a window).
///
/// `CommandModel.show(on:endingIn:)` and the drop-in hand the stage completions that record
/// here; the shell's timers record `timeOut()`; once the loop is over, `end(stop:closesModal:)`
/// resolves it, with the reason for an ending only the renderer knows (Ctrl-C, a closed
/// window).
///
///     let ending = SessionEnding { [weak app] in app?.stop() }
///     try model.show(on: app.stage, endingIn: ending)
///     _ = try await app.run()
///     return model.outcome(for: ending.end(stop: .stopped, closesModal: true))
@MainActor
package final class SessionEnding: LineEnding {
  /// How the modal was dismissed, once it was.
  package private(set) var result: DismissResult?
  /// Why the snackbar or banner ended, once it did.
  package private(set) var messageEnd: MessageEndReason?
  /// Whether the time limit passed before anything else ended.
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

  /// Records that the time limit passed, unless the modal or message already ended: an
  /// answer given in time is the answer, however late the loop notices it.
  package func timeOut() {
    guard !hasEnded else { return }
    timedOut = true
    onEnd()
  }

  /// How the content ended: the time-out, then the modal's result, then the message's end,
  /// and otherwise the renderer's reason for stopping.
  ///
  /// A time-out that counted comes first: the run was already ending when the last event
  /// before the stop ended the content as well.
  ///
  /// - Parameters:
  ///   - stop: Why the renderer's loop ended.
  ///   - closesModal: Whether a closed window is Esc (a modal) rather than a dismissal (a
  ///     message).
  package func end(stop: SessionStop, closesModal: Bool) -> SessionEnd {
    if timedOut { return SessionEnd(reason: .timeout) }
    if let result {
      return SessionEnd(
        reason: CommandModel.reason(for: result.reason), action: result.action,
        highlights: result.highlights)
    }
    if let messageEnd { return SessionEnd(reason: CommandModel.reason(for: messageEnd)) }
    switch stop {
    case .stopped: return SessionEnd(reason: .programmatic)
    case .interrupted(let signal): return SessionEnd(reason: .interrupted(signal: signal))
    case .closed: return SessionEnd(reason: closesModal ? .escape : .dismissed)
    }
  }

  /// The outcome of `model`'s run: `end(stop:closesModal:)` in the command's terms.
  package func outcome(of model: CommandModel, otherwise stop: SessionStop) -> CommandOutcome {
    var closesModal = false
    if case .modal = model.content { closesModal = true }
    return model.outcome(for: end(stop: stop, closesModal: closesModal))
  }
}
