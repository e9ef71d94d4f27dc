import CGTK
import ScrimCLI
@_spi(Renderer) import ScrimCore
import ScrimGTK

/// One run of a modal or message in its own window: the app, how it ends, and the outcome.
@MainActor
final class WindowSession {
  let model: CommandModel
  let onShow: (@MainActor (GTKApp) -> Void)?
  let clock: any Clock<Duration>
  /// Holds the app for as long as the run lasts.
  private var app: GTKApp?
  private var result: DismissResult?
  private var messageEnd: MessageEndReason?
  private var ending: WindowEnding?
  private var timedOut = false

  init(
    model: CommandModel, clock: any Clock<Duration>, onShow: (@MainActor (GTKApp) -> Void)?
  ) {
    self.model = model
    self.clock = clock
    self.onShow = onShow
  }

  /// Shows the content until it ends, then says how.
  func run() throws(CommandFailure) -> CommandOutcome {
    let invocation = model.invocation
    let scheme = invocation.options.theme?.containerScheme ?? .light
    var isModal = false
    if case .modal = model.content { isModal = true }
    let size = WindowSize.fitting(model.content, scheme: scheme)
    // A modal alone in its window has nothing to fade over: the answer is back as soon as
    // the key is pressed. Messages slide unless the desktop turned animations off.
    let app = GTKApp.make(
      content: nil, clock: clock, size: size, scheme: scheme,
      reducesMotion: isModal ? true : nil, paintsBackground: true)
    self.app = app
    try show(on: app)
    let window = app.makeWindow(title: title)
    gtk_window_set_default_size(window, Int32(size.width), Int32(size.height))
    let events = WindowEvents(window: UnsafeMutableRawPointer(window)) { [weak self] event in
      switch event {
      case .mapped:
        MapReport.printIfAsked()
        self?.onShow?(app)
      case .closeRequested:
        self?.ending = .closed
      }
    }
    let timer = invocation.options.timeout.map { timeout in
      OneShotTimer(after: timeout) { [weak self] in self?.timedOut = true }
    }
    let signals = SignalWatch()
    gtk_window_present(window)
    GTKApp.runLoop { [self] in
      result != nil || messageEnd != nil || timedOut || ending != nil || signals.received != nil
    }
    signals.stop()
    timer?.cancel()
    events.disconnect()
    gtk_window_destroy(window)
    GTKApp.drainEvents()
    if let signal = signals.received, result == nil, messageEnd == nil {
      return model.outcome(.interrupted(signal: signal))
    }
    return outcome()
  }

  /// The window's title: the modal's, which window lists and screen readers show, else
  /// the command's.
  private var title: String {
    if case .modal(let modal) = model.content, let title = modal.title, !title.isEmpty {
      return title
    }
    return "scrim \(model.invocation.subcommand)"
  }

  /// Puts the content on the app, with endings that end the run.
  private func show(on app: GTKApp) throws(CommandFailure) {
    switch model.content {
    case .modal(let modal):
      do {
        try app.present(modal) { [weak self] result in self?.result = result }
      } catch {
        throw CommandFailure(message: error.description, exitStatus: ExitCode.usage)
      }
    case .snackbar(var message):
      message.focusOnShow = true
      let recorded = message.completion
      message.completion = { [weak self] reason in
        recorded?(reason)
        self?.messageEnd = reason
      }
      if case .snackbar(let spec) = model.invocation.content {
        app.stage.snackbarPosition = spec.position == .top ? .top : .bottom
      }
      app.show(message)
    case .banner(var banner):
      banner.focusOnShow = true
      let recorded = banner.completion
      banner.completion = { [weak self] reason in
        recorded?(reason)
        self?.messageEnd = reason
      }
      do {
        try app.show(banner)
      } catch {
        throw CommandFailure(message: error.description, exitStatus: ExitCode.usage)
      }
    case .catalog:
      break
    }
  }

  private func outcome() -> CommandOutcome {
    if timedOut, result == nil, messageEnd == nil { return model.outcome(.timeout) }
    if let result { return model.outcome(for: result) }
    if let messageEnd { return model.outcome(for: messageEnd) }
    // The window closed: Esc for a modal, a dismissal for a message.
    if case .modal = model.content { return model.outcome(.escape) }
    return model.outcome(.dismissed)
  }
}
