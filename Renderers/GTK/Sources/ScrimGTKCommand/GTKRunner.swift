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
/// SIGINT ends the run with its outcome, as Ctrl-C does in the terminal. The drop-in's
/// boxes (`scrim-gtk whiptail ARGS`) get a window each too.
@MainActor
package struct GTKRunner: InteractiveRunner {
  /// Called once the window is on screen (mapped), with the app showing the model: tests
  /// drive the window from here.
  package var onShow: (@MainActor (GTKApp) -> Void)?
  /// The clock of transitions, message timers, `--timeout` and a pause's countdown; tests
  /// pass a manual one.
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
    try WindowRenderer.startGTK()
    if case .catalog = model.content {
      let catalog = CatalogWindow(theme: model.invocation.options.theme, clock: clock)
      let ending = catalog.run(onShow: onShow)
      return ending == .interrupted(SIGINT)
        ? model.outcome(.interrupted(signal: SIGINT)) : model.outcome(.action)
    }
    let scheme = model.invocation.options.theme?.containerScheme ?? .light
    var isModal = false
    if case .modal = model.content { isModal = true }
    // A modal alone in its window has nothing to fade over: the answer is back as soon as
    // the key is pressed. Messages slide unless the desktop turned animations off.
    let renderer = WindowRenderer(
      title: Self.title(of: model), size: WindowSize.fitting(model.content, scheme: scheme),
      scheme: scheme, reducesMotion: isModal ? true : nil, clock: clock, onShow: onShow)
    return try await CommandSession.run(model, on: renderer)
  }

  /// A window for each of the drop-in's boxes, on this runner's clock.
  package var boxWindow: CompatWindowOpener? {
    let clock = clock
    let onShow = onShow
    return { dialog, backtitle throws(CommandFailure) in
      try WindowRenderer.startGTK()
      let title = dialog.title.flatMap { $0.isEmpty ? nil : $0 } ?? backtitle ?? "scrim"
      return WindowRenderer(
        title: title, size: WindowSize.fitting(dialog), scheme: .light, reducesMotion: true,
        clock: clock, onShow: onShow)
    }
  }

  /// The window's title: the modal's, which window lists and screen readers show, else
  /// the command's.
  private static func title(of model: CommandModel) -> String {
    if case .modal(let modal) = model.content, let title = modal.title, !title.isEmpty {
      return title
    }
    return "scrim \(model.invocation.subcommand)"
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
