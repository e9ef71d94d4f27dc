import ScrimCore

/// The scrim command's content on a renderer, in a terminal or a window: shown on the
/// stage, `--timeout` on the stage's clock, and the outcome of however it ended.
@MainActor
package enum CommandSession {
  /// Shows `model` on `renderer` until it ends, then says how.
  ///
  /// - Throws: A usage failure for a modal or banner the stage refuses, or the renderer's
  ///   failure.
  package static func run(_ model: CommandModel, on renderer: any SessionRenderer)
    async throws(CommandFailure) -> CommandOutcome
  {
    let shell = SessionShell(
      renderer: renderer,
      asking: QuestionName(front: "scrim", kind: model.invocation.subcommand.name))
    try model.show(on: shell.stage, endingIn: shell.ending)
    shell.limit(to: model.invocation.options.timeout)
    var isModal = false
    if case .modal = model.content { isModal = true }
    return model.outcome(for: try await shell.run(closesModal: isModal))
  }
}
