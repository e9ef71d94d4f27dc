import ScrimCore

extension CommandModel {
  /// Puts the content on a renderer's stage, with endings that record into `ending`: the
  /// modal's dismissal, or the snackbar's or banner's end after the model's own completion.
  ///
  /// A message takes focus as it shows, since it is all there is to answer; a snackbar
  /// goes to the edge the command line asked for. The catalog shows nothing here: it
  /// builds its own stage.
  ///
  /// A renderer that redraws after each change to its stage asks for one afterwards.
  ///
  /// - Throws: A usage failure for a modal or banner the stage refuses.
  package func show(on stage: Stage, endingIn ending: SessionEnding) throws(CommandFailure) {
    switch content {
    case .modal(let modal):
      do {
        try stage.present(modal) { result in ending.record(result) }
      } catch {
        throw CommandFailure(message: error.description, exitStatus: ExitCode.usage)
      }
    case .snackbar(var message):
      message.focusOnShow = true
      message.completion = Self.recording(after: message.completion, in: ending)
      if case .snackbar(let spec) = invocation.content {
        stage.snackbarPosition = spec.position
      }
      stage.show(message)
    case .banner(var banner):
      banner.focusOnShow = true
      banner.completion = Self.recording(after: banner.completion, in: ending)
      do {
        try stage.show(banner)
      } catch {
        throw CommandFailure(message: error.description, exitStatus: ExitCode.usage)
      }
    case .catalog:
      break
    }
  }

  /// A message's completion that runs the model's own first, so the outcome the ending
  /// leads to finds the action it recorded.
  private static func recording(
    after recorded: (@MainActor (MessageEndReason) -> Void)?, in ending: SessionEnding
  ) -> @MainActor (MessageEndReason) -> Void {
    { reason in
      recorded?(reason)
      ending.record(reason)
    }
  }
}
