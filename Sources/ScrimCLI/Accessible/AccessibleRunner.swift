import ScrimCore

/// Runs a command as plain line prompts, for screen readers and dumb terminals (huh's
/// accessible mode): no colour, no cursor movement, no time limit unless `--timeout`.
///
/// The runner is a renderer of a `Stage` in accessibility mode: it reads the stage's
/// accessibility trees (`ModalConversation`, `MessageConversation`) in their reading order,
/// in `LineReading`'s words, hands each answer to the stage as a screen reader's input, and
/// reports the ending the stage decided, recorded as every session records it
/// (`SessionEnding`). So a line-mode user fills in a dialog first, then confirms or cancels,
/// and every ending rule (which handler runs, what Esc does) is the core's.
///
/// An action or option may be answered with its number or its label; an empty answer takes
/// the default shown in the prompt. Invalid answers ask again, at most
/// `maximumInvalidAnswers` times in a row; then, as at the end of input, the modal gets the
/// screen reader's escape. The time limit runs on the stage's clock, as every timer does.
///
///     let outcome = AccessibleRunner(io: StandardLineIO(), timeLimit: nil).run(model)
@MainActor
package struct AccessibleRunner {
  /// Where prompts go and answers come from.
  package let io: any LineIO
  /// How many invalid answers in a row end the run as cancelled, so that endless input
  /// (`yes | scrim alert ...`) cannot keep it asking forever.
  ///
  /// Defaults to 10.
  package var maximumInvalidAnswers: Int
  /// How long the run may take in all, on the stage's clock: a limit of the caller's (the
  /// drop-in's `--timeout`, a pause's seconds), or nil for the command's own `--timeout`.
  package var timeLimit: Duration?
  /// Applies the next update to a progress dialog without actions (its fraction, its
  /// message, or `Presenter.dismiss` when the work is done), waiting for it as it must;
  /// returns false when there will be no more.
  ///
  /// Defaults to nil: a progress dialog is shown as it is, and the run ends.
  package var progressFeed: (@MainActor () -> Bool)?
  /// The program and box asked, as the transcript (`SCRIM_TRANSCRIPT`) names them; nil for
  /// scrim's own command, named by its subcommand.
  package var name: QuestionName?

  /// Makes a runner.
  package init(io: any LineIO, maximumInvalidAnswers: Int = 10, timeLimit: Duration? = nil) {
    self.io = io
    self.maximumInvalidAnswers = max(1, maximumInvalidAnswers)
    self.timeLimit = timeLimit
  }

  /// Asks until the command has an outcome; every action handler and message completion
  /// that should run has run once.
  package func run(_ model: CommandModel) -> CommandOutcome {
    run(model, clock: LineClock())
  }

  /// Asks until the command has an outcome, on a line app's stage whose time is `clock`'s.
  package func run(_ model: CommandModel, clock: some LineTime) -> CommandOutcome {
    let app = LineApp(io: io, clock: clock)
    let stage = app.stage
    let session = session(on: stage, clock: clock)
    let timeLimit = timeLimit ?? model.invocation.options.timeout
    switch model.content {
    case .modal(let modal):
      stage.isAccessibilityModeOn = true
      do {
        try model.show(on: stage, endingIn: session.ending)
      } catch {
        say("scrim: \(error.message)")
        return model.outcome(.programmatic)
      }
      session.limit(to: timeLimit)
      let stop = converse(on: session)
      // Line mode's questions go to the transcript as the session shell's do.
      Transcript.record(
        modal, name: name ?? QuestionName(front: "scrim", kind: model.invocation.subcommand.name),
        result: session.ending.result, timedOut: session.ending.timedOut)
      return session.ending.outcome(of: model, otherwise: stop)
    case .snackbar(let message):
      return MessageLine(app: app, session: session, model: model)
        .run(message, timeLimit: timeLimit)
    case .banner(let banner):
      return MessageLine(app: app, session: session, model: model)
        .run(banner, timeLimit: timeLimit)
    case .catalog:
      return model.outcome(.programmatic)
    }
  }

  /// Runs a modal already built (a gauge, a menu) in line mode on `stage`, and returns how
  /// it ended: nil when input stopped before it did (it then had the screen reader's
  /// escape), or the progress feed ran dry before the app dismissed it.
  ///
  ///     let result = runner.run(dialog, on: stage)
  package func run(_ modal: any Modal, on stage: Stage) -> DismissResult? {
    // A stage of the caller's: its time is moved only by its own clock.
    let session = LineSession(
      io: io, stage: stage, ending: SessionEnding(), advance: { _ in },
      maximumInvalidAnswers: maximumInvalidAnswers)
    stage.isAccessibilityModeOn = true
    do {
      try stage.present(modal) { [ending = session.ending] in ending.record($0) }
    } catch {
      say("scrim: \(error.description)")
      return nil
    }
    session.limit(to: timeLimit)
    guard converse(on: session) == .stopped else { return nil }
    return session.ending.result
  }

  /// The asking of a run on `stage`, whose time is `clock`'s.
  private func session(on stage: Stage, clock: some LineTime) -> LineSession<SessionEnding> {
    LineSession(
      io: io, stage: stage, ending: SessionEnding(), advance: { clock.advance(by: $0) },
      maximumInvalidAnswers: maximumInvalidAnswers)
  }

  /// Reads the stage's modal and asks its questions (or, for a progress dialog without
  /// buttons, follows its progress), and says why the asking stopped.
  private func converse(on session: LineSession<SessionEnding>) -> SessionStop {
    let stage = session.stage
    stage.update()
    guard let tree = ModalConversation.tree(on: stage) else { return .stopped }
    if ModalConversation.isProgress(tree) {
      for node in tree.children where node.role != .progressIndicator { say(node.label) }
      followProgress(on: stage) { session.ending.hasEnded }
      return .stopped
    }
    return session.converse(ModalConversation(stage: stage) { io.write($0) })
  }

  // MARK: - Output

  /// Writes user text made safe, a line of output for each of its lines; nothing for nil
  /// or blank text.
  func say(_ text: String?) {
    guard let text else { return }
    for line in LineReading.spokenLines(text) { io.write(line + "\n") }
  }
}
