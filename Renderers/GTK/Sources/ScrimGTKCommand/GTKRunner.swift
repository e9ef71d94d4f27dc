import CGTK
import ScrimCLI
import ScrimCore
import ScrimGTK

/// The scrim command's interactive half in a window: what `TerminalRunner` does on a
/// terminal, drawn by `GTKApp` in a GTK window, for scripts started from a desktop.
///
/// Every flag, output and exit code is the scrim command's own (`ScrimCommand` parses,
/// builds the model and prints the outcome); this runner only shows the model and says
/// how it ended. Closing the window is Esc for a modal and a dismissal for a message;
/// SIGINT ends the run with its outcome, as Ctrl-C does in the terminal.
@MainActor
package struct GTKRunner: InteractiveRunner {
  /// Called once the window is on screen (mapped), with the app showing the model: tests
  /// drive the window from here.
  package var onShow: (@MainActor (GTKApp) -> Void)?

  /// Makes a runner.
  package init(onShow: (@MainActor (GTKApp) -> Void)? = nil) {
    self.onShow = onShow
  }

  /// Shows the model in a window until it ends.
  package func run(_ model: CommandModel, environment: CommandEnvironment)
    async throws(CommandFailure) -> CommandOutcome
  {
    guard gtk_init_check() != 0 else {
      throw CommandFailure(
        message: "cannot open a window: no display (DISPLAY or WAYLAND_DISPLAY); use "
          + "--accessible for line prompts on stderr with answers on stdin",
        exitStatus: ExitCode.unavailable)
    }
    if case .catalog = model.content {
      let catalog = CatalogWindow(theme: model.invocation.options.theme)
      let ending = catalog.run(onShow: onShow)
      return ending == .interrupted(SIGINT)
        ? model.outcome(.interrupted(signal: SIGINT)) : model.outcome(.action)
    }
    let session = WindowSession(model: model, onShow: onShow)
    return try session.run()
  }
}
