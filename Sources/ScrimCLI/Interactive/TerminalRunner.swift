import ScrimCatalog
@_spi(Renderer) import ScrimCore
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
  /// The clock of transitions, message timers and `--timeout`; tests pass a manual one.
  package var clock: any Clock<Duration>

  /// Makes a runner on the controlling terminal, or on the device `openDevice` gives.
  package init(
    clock: any Clock<Duration> = ContinuousClock(),
    openDevice: @escaping @MainActor () throws(TerminalError) -> any TerminalDevice = {
      try TTY()
    }
  ) {
    self.clock = clock
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
    let scheme = theme?.containerScheme ?? .light
    // A modal over a blank screen has no host to fade over: without its transitions a
    // script's answer is back as soon as the key is pressed. Messages keep their slide.
    var isModal = false
    if case .modal = model.content { isModal = true }
    let app = TerminalApp.make(
      device: device, host: BlankHost(), clock: clock, environment: environment.terminal,
      modes: Self.modes(for: model, on: device, scheme: scheme), scheme: scheme,
      reducesMotion: isModal)
    // A sheet without `--anchor` rises from this terminal's bottom centre, as `--check` judged.
    model.anchorSheet(in: device.size)
    return try await CommandSession.run(model, on: TerminalRenderer(app: app, device: device))
  }

  /// Full screen for modals, inline rows for messages or with `--inline`.
  private static func modes(
    for model: CommandModel, on device: any TerminalDevice, scheme: ContainerScheme
  ) -> TerminalModes {
    // A modal alone on the screen has no message to hover: presses and the wheel suffice,
    // and the first frame stays small.
    guard model.invocation.drawsInline else { return TerminalModes(mouseMotion: false) }
    let size = device.size
    let measurer = TerminalTextMeasurer()
    var rows = size.height
    switch model.content {
    case .modal(let modal):
      rows = modal.layout(in: size, measurer: measurer).frame.height + 2
    case .snackbar(let message):
      rows = message.layout(in: size, scheme: scheme, measurer: measurer).frame.height + 2
    case .banner(let banner):
      rows = banner.layout(in: size, scheme: scheme, measurer: measurer).frame.height
    case .catalog:
      break
    }
    // Clicks report screen rows, which an inline region cannot place: keys only.
    return TerminalModes(alternateScreen: false, mouse: false, inlineHeight: min(rows, size.height))
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
