@_spi(Renderer) import ScrimCore
import ScrimSystem
import ScrimTerminal

/// One run of a modal or message on a terminal: the app, how it ends, and the outcome.
@MainActor
final class Session {
  let model: CommandModel
  let device: any TerminalDevice
  let environment: CommandEnvironment

  init(model: CommandModel, device: any TerminalDevice, environment: CommandEnvironment) {
    self.model = model
    self.device = device
    self.environment = environment
  }

  /// Shows the content until it ends, then says how.
  func run() async throws(CommandFailure) -> CommandOutcome {
    let invocation = model.invocation
    let scheme = invocation.options.theme?.containerScheme ?? .light
    let modes = modes(scheme: scheme)
    // A modal over a blank screen has no host to fade over: without its transitions a
    // script's answer is back as soon as the key is pressed. Messages keep their slide.
    var isModal = false
    if case .modal = model.content { isModal = true }
    let app = TerminalApp(
      device: device, host: BlankHost(), clock: ContinuousClock(),
      environment: environment.terminal, modes: modes, scheme: scheme, reducesMotion: isModal)
    // Whatever ends the content, the time-out included, ends the run: nothing else on the
    // screen is left to answer.
    let ending = SessionEnding { [weak app] in app?.stop() }
    // A sheet without `--anchor` rises from this terminal's bottom centre, as `--check` judged.
    model.anchorSheet(in: device.size)
    try model.show(on: app.stage, endingIn: ending)
    // The stage changed behind the app's back: ask for the frame its own calls would have.
    app.setNeedsDisplay()
    let timer = invocation.options.timeout.map { timeout in
      Task { [weak ending] in
        try? await Task.sleep(for: timeout)
        ending?.timeOut()
      }
    }
    defer { timer?.cancel() }
    let stopped = try await TerminalRunner.ending {
      () async throws(TerminalError) -> TerminalApp.Ending in try await app.run()
    }
    return ending.outcome(of: model, otherwise: Self.reason(for: stopped))
  }

  /// Full screen for modals, inline rows for messages or with `--inline`.
  private func modes(scheme: ContainerScheme) -> TerminalModes {
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

  /// Why the run ended when the content did not end it.
  private static func reason(for stopped: TerminalApp.Ending) -> CommandOutcome.Reason {
    switch stopped {
    case .interrupted: return .interrupted(signal: SIGINT)
    case .deviceClosed: return .interrupted(signal: SIGHUP)
    case .stopped: return .programmatic
    }
  }
}
