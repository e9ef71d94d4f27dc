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
  /// The clock of transitions and message timers; tests pass a manual one.
  package var clock: any Clock<Duration>

  /// Makes a runner.
  package init(
    clock: any Clock<Duration> = ContinuousClock(), onShow: (@MainActor (GTKApp) -> Void)? = nil
  ) {
    self.clock = clock
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
    // As started: `scrim-gtk`, or `zenity` through a link of that name.
    let started = ArgumentText.programName().split(separator: "/").last.map(String.init)
    DisplayLoss.exitOnLoss(program: started ?? "scrim-gtk")
    if case .catalog = model.content {
      let catalog = CatalogWindow(theme: model.invocation.options.theme, clock: clock)
      let ending = catalog.run(onShow: onShow)
      return ending == .interrupted(SIGINT)
        ? model.outcome(.interrupted(signal: SIGINT)) : model.outcome(.action)
    }
    let session = WindowSession(model: model, clock: clock, onShow: onShow)
    return try session.run()
  }
}

extension CommandEnvironment {
  /// The environment of `scrim-gtk`: this process's, except that no TERM is needed, since
  /// nothing is drawn on a terminal (started from a desktop, TERM is unset, which would
  /// choose line prompts); `--accessible` still chooses them.
  package static func window() -> CommandEnvironment {
    current { name in
      if name == "TERM" { return "xterm-256color" }
      return getenv(name).map { String(cString: $0) }
    }
  }
}
