@_spi(Renderer) import ScrimCore
import ScrimSystem
import ScrimTerminal

/// One run of a modal or message on a terminal: the app, how it ends, and the outcome.
@MainActor
final class Session {
  let model: CommandModel
  let device: any TerminalDevice
  let environment: CommandEnvironment
  private var app: TerminalApp?
  private var result: DismissResult?
  private var messageEnd: MessageEndReason?
  private var timedOut = false

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
    self.app = app
    try show(on: app, scheme: scheme)
    let timer = invocation.options.timeout.map { timeout in
      Task { [weak self] in
        try? await Task.sleep(for: timeout)
        self?.timeOut()
      }
    }
    defer { timer?.cancel() }
    let ending = try await TerminalRunner.ending {
      () async throws(TerminalError) -> TerminalApp.Ending in try await app.run()
    }
    return outcome(ending)
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

  /// Puts the content on the app, with endings that stop it.
  private func show(on app: TerminalApp, scheme: ContainerScheme) throws(CommandFailure) {
    switch model.content {
    case .modal(let modal):
      model.anchorSheet(in: device.size)
      do {
        try app.present(modal) { [weak self] result in
          self?.result = result
          self?.app?.stop()
        }
      } catch {
        throw CommandFailure(message: error.description, exitStatus: ExitCode.usage)
      }
    case .snackbar(var message):
      message.focusOnShow = true
      message.completion = stopping(after: message.completion)
      if case .snackbar(let spec) = model.invocation.content {
        app.snackbarPosition = spec.position == .top ? .top : .bottom
      }
      app.show(message)
    case .banner(var banner):
      banner.focusOnShow = true
      banner.completion = stopping(after: banner.completion)
      do {
        try app.show(banner)
      } catch {
        throw CommandFailure(message: error.description, exitStatus: ExitCode.usage)
      }
    case .catalog:
      break
    }
  }

  /// A message's completion that runs the model's own (which records the outcome), then
  /// ends the app.
  private func stopping(after recorded: (@MainActor (MessageEndReason) -> Void)?)
    -> @MainActor (MessageEndReason) -> Void
  {
    { [weak self] reason in
      recorded?(reason)
      self?.messageEnd = reason
      self?.app?.stop()
    }
  }

  /// Dismisses whatever shows when `--timeout` passes.
  private func timeOut() {
    guard let app, result == nil, messageEnd == nil else { return }
    timedOut = true
    app.stop()
  }

  private func outcome(_ ending: TerminalApp.Ending) -> CommandOutcome {
    if timedOut { return model.outcome(.timeout) }
    if let result { return model.outcome(for: result) }
    if let messageEnd { return model.outcome(for: messageEnd) }
    switch ending {
    case .interrupted: return model.outcome(.interrupted(signal: SIGINT))
    case .deviceClosed: return model.outcome(.interrupted(signal: SIGHUP))
    case .stopped: return model.outcome(.programmatic)
    }
  }
}
