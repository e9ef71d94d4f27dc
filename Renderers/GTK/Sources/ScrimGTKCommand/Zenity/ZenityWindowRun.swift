import CGTK
import ScrimCLI
import ScrimCore
import ScrimGTK

/// One zenity box in its window: the window session shows the modal, and this run adds
/// what zenity's boxes do while they show: `--timeout` on the runner's clock, a progress
/// box's stdin, a checkbox that enables OK.
@MainActor
final class ZenityWindowRun {
  let shown: ZenityShownBox
  let clock: any Clock<Duration>
  /// Where a progress box reads its lines.
  let input: Int32
  let onShow: (@MainActor (GTKApp) -> Void)?
  private var timedOut = false
  private var alarm: ClockAlarm?
  private var watch: StandardInputWatch?
  private var afterInput: AfterInputWatch?

  init(
    shown: ZenityShownBox, clock: any Clock<Duration>, input: Int32,
    onShow: (@MainActor (GTKApp) -> Void)?
  ) {
    self.shown = shown
    self.clock = clock
    self.input = input
    self.onShow = onShow
  }

  /// Shows the box until it ends, then says how.
  func run() throws(CommandFailure) -> ZenityEnding {
    let request = shown.request
    let model = CommandModel(showing: shown.modal)
    let session = WindowSession(model: model, clock: clock) { [weak self] app in
      self?.started(on: app)
    }
    session.windowTitle = shown.windowTitle
    if request.width != nil || request.height != nil {
      let fitting = WindowSize.fitting(model.content, scheme: .light)
      session.windowSize = Size(
        width: request.width.flatMap { $0 > 0 ? $0 : nil } ?? fitting.width,
        height: request.height.flatMap { $0 > 0 ? $0 : nil } ?? fitting.height)
    }
    let outcome = try session.run()
    alarm?.cancel()
    watch?.stop()
    if case .interrupted(let signal) = outcome.reason { return .interrupted(signal) }
    if timedOut { return .timedOut }
    // Esc runs Cancel's handler, but zenity tells it from Cancel (its ESC code).
    if outcome.reason == .escape { return .closed }
    if let chosen = shown.chosen { return .button(chosen) }
    return .closed
  }

  /// The window is on screen: the timer starts, and the input is read.
  private func started(on app: GTKApp) {
    let shown = self.shown
    let request = shown.request
    if let seconds = request.timeout, seconds > 0 {
      alarm = ClockAlarm(clock: clock, after: .seconds(seconds)) { [weak self] in
        guard Self.isShowing(shown, on: app) else { return }
        self?.timedOut = true
        Self.end(shown, on: app)
      }
    }
    if request.box == .progress {
      watch = StandardInputWatch(
        descriptor: input,
        onLines: { lines in
          guard Self.isShowing(shown, on: app) else { return }
          for text in lines {
            guard let line = ZenityProgressLine(text), shown.apply(line) else { continue }
            Self.end(shown, on: app)
            return
          }
          app.setNeedsDisplay()
        },
        onEnd: {
          guard Self.isShowing(shown, on: app) else { return }
          if shown.inputEnded() { Self.end(shown, on: app) }
          app.setNeedsDisplay()
        })
    }
    if shown.checkbox != nil, let root = gtk_widget_get_root(app.widget) {
      afterInput = AfterInputWatch(window: UnsafeMutablePointer(root)) {
        if Self.isShowing(shown, on: app), shown.syncControls() { app.setNeedsDisplay() }
      }
    }
    onShow?(app)
  }

  /// Whether the box is still up: input that comes as the window closes is not applied.
  private static func isShowing(_ shown: ZenityShownBox, on app: GTKApp) -> Bool {
    app.presenter.activeModal === shown.modal
  }

  /// Ends the box from outside: the modal leaves the stage, the window's loop ends.
  private static func end(_ shown: ZenityShownBox, on app: GTKApp) {
    app.presenter.dismiss(shown.modal)
    app.setNeedsDisplay()
  }
}
