import ScrimCore

/// A snackbar or banner in line mode, shown on the run's stage with its ending recorded as
/// every session records it, and read from the stage's accessibility tree.
///
/// The screen reader holds the message while it is read (accessibility mode holds its
/// timer). One with buttons then waits for an answer; one without is let go, and its time
/// passes at once on the stage's clock, so its own timer (or the time limit, if that comes
/// first) ends it. A signal ends the run where it is.
@MainActor
struct MessageLine {
  /// The line app whose stage shows the message.
  let app: LineApp
  let session: LineSession<SessionEnding>
  let model: CommandModel

  private var stage: Stage { session.stage }

  func run(_ message: SnackbarMessage, timeLimit: Duration?) -> CommandOutcome {
    var message = message
    message.completion = recording(after: message.completion)
    stage.isAccessibilityModeOn = true
    stage.show(message)
    return converse(timeLimit: timeLimit)
  }

  func run(_ banner: Banner, timeLimit: Duration?) -> CommandOutcome {
    var banner = banner
    banner.completion = recording(after: banner.completion)
    stage.isAccessibilityModeOn = true
    do {
      try stage.show(banner)
    } catch {
      for line in LineReading.spokenLines("scrim: \(error)") { session.io.write(line + "\n") }
      return model.outcome(.programmatic)
    }
    return converse(timeLimit: timeLimit)
  }

  /// Reads the message and asks for an action when it has any, then lets its time pass,
  /// and resolves how it ended.
  private func converse(timeLimit: Duration?) -> CommandOutcome {
    stage.update()
    session.limit(to: timeLimit)
    let stop = session.converse(MessageConversation(stage: stage) { session.io.write($0) })
    if case .interrupted = stop {
      return session.ending.outcome(of: model, otherwise: stop)
    }
    // Once read, the message's time passes at once, as a line app lets it.
    app.letMessageTimeOut { session.ending.hasEnded || session.ending.timedOut }
    return session.ending.outcome(of: model, otherwise: stop)
  }

  /// A completion that runs the message's own, then records the reason.
  private func recording(after completion: (@MainActor (MessageEndReason) -> Void)?)
    -> @MainActor (MessageEndReason) -> Void
  {
    { [ending = session.ending] reason in
      completion?(reason)
      ending.record(reason)
    }
  }
}
