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
  /// The window's title instead of the modal's, or nil (zenity's title for its box).
  var windowTitle: String?
  /// The window's size instead of the content's, or nil (zenity's `--width` and
  /// `--height`).
  var windowSize: Size?
  /// Holds the app for as long as the run lasts.
  private var app: GTKApp?
  /// The run loop checks it itself, so nothing runs when the content ends.
  private let ending = SessionEnding()
  private var windowEnding: WindowEnding?
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
    let size = windowSize ?? WindowSize.fitting(model.content, scheme: scheme)
    // A modal alone in its window has nothing to fade over: the answer is back as soon as
    // the key is pressed. Messages slide unless the desktop turned animations off.
    let app = GTKApp.make(
      content: nil, clock: clock, size: size, scheme: scheme,
      reducesMotion: isModal ? true : nil, paintsBackground: true)
    self.app = app
    try model.show(on: app.stage, endingIn: ending)
    // The stage changed behind the app's back: the announcements, the accessible tree and
    // the next wake-up its own calls would have made.
    app.setNeedsDisplay()
    let window = app.makeWindow(title: windowTitle ?? title)
    gtk_window_set_default_size(window, Int32(size.width), Int32(size.height))
    let events = WindowEvents(window: UnsafeMutableRawPointer(window)) { [weak self] event in
      switch event {
      case .mapped:
        MapReport.printIfAsked()
        self?.onShow?(app)
      case .closeRequested:
        self?.windowEnding = .closed
      }
    }
    let timer = invocation.options.timeout.map { timeout in
      OneShotTimer(after: timeout) { [weak self] in self?.timedOut = true }
    }
    let signals = SignalWatch()
    gtk_window_present(window)
    GTKApp.runLoop { [self] in
      ending.hasEnded || timedOut || windowEnding != nil || signals.received != nil
    }
    signals.stop()
    timer?.cancel()
    events.disconnect()
    gtk_window_destroy(window)
    GTKApp.drainEvents()
    if let signal = signals.received, !ending.hasEnded {
      return model.outcome(.interrupted(signal: signal))
    }
    // Recorded only now, so that an answer in the same turn of the loop as the time-out,
    // or in the events drained after it, is the answer.
    if timedOut { ending.timeOut() }
    // The window closed: Esc for a modal, a dismissal for a message.
    var closed = CommandOutcome.Reason.dismissed
    if case .modal = model.content { closed = .escape }
    return ending.outcome(of: model, otherwise: closed)
  }

  /// The window's title: the modal's, which window lists and screen readers show, else
  /// the command's.
  private var title: String {
    if case .modal(let modal) = model.content, let title = modal.title, !title.isEmpty {
      return title
    }
    return "scrim \(model.invocation.subcommand)"
  }
}
