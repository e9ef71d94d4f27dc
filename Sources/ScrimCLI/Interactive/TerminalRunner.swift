import ScrimCatalog
import ScrimCore
import ScrimSystem
import ScrimTerminal

/// The full-screen half of `scrim`: shows the model on /dev/tty through a `TerminalApp`
/// and reports how it ended.
///
/// Modals draw on the alternate screen (or inline with `--inline`), snackbars and banners
/// inline below the cursor, erasing themselves when done. Ctrl-C ends with SIGINT's
/// outcome; `--timeout` dismisses whatever shows and ends with `.timeout`.
///
///     let command = ScrimCommand(environment: .current(), interactiveRunner: TerminalRunner())
@MainActor
package struct TerminalRunner: InteractiveRunner {
  /// Opens the terminal; tests pass an in-memory one.
  package var openDevice: @MainActor () throws(TerminalError) -> any TerminalDevice

  /// Makes a runner on the controlling terminal, or on the device `openDevice` gives.
  package init(
    openDevice: @escaping @MainActor () throws(TerminalError) -> any TerminalDevice = {
      try TTY()
    }
  ) {
    self.openDevice = openDevice
  }

  /// Shows the model until it ends.
  package func run(_ model: CommandModel, environment: CommandEnvironment)
    async throws(CommandFailure) -> CommandOutcome
  {
    let device: any TerminalDevice
    do {
      device = try openDevice()
    } catch {
      throw .noTerminal(error.description)
    }
    let theme = model.invocation.options.theme
    if case .catalog = model.content {
      let ending = try await Self.ending { () async throws(TerminalError) -> TerminalApp.Ending in
        try await Catalog.run(
          on: device, clock: ContinuousClock(), environment: environment.terminal,
          theme: theme.map(Self.catalogTheme) ?? 0)
      }
      return ending == .interrupted
        ? model.outcome(.interrupted(signal: SIGINT)) : model.outcome(.action)
    }
    let session = Session(model: model, device: device, environment: environment)
    return try await session.run()
  }

  /// The catalog's index of a theme.
  private static func catalogTheme(_ theme: ThemeName) -> Int {
    switch theme {
    case .light: return 0
    case .dark: return 1
    case .contrast: return 2
    }
  }

  /// Runs `body`, turning terminal errors into a failure to report.
  static func ending(
    _ body: () async throws(TerminalError) -> TerminalApp.Ending
  ) async throws(CommandFailure) -> TerminalApp.Ending {
    do {
      return try await body()
    } catch {
      throw CommandFailure(message: "the terminal failed: \(error)", exitStatus: ExitCode.ioError)
    }
  }
}
