import ScrimCLI
import ScrimCore
import ScrimGTK

/// One zenity box in its window: the window session shows the modal, and this run adds
/// what zenity's boxes do while they show: `--timeout` on the stage's clock, a progress
/// box's stdin.
@MainActor
final class ZenityWindowRun {
  let shown: ZenityShownBox
  let clock: any Clock<Duration>
  /// Where a progress box reads its lines.
  let input: Int32
  let onShow: (@MainActor (GTKApp) -> Void)?
  private var timedOut = false
  private var alarm: StageTimerID?
  private var watch: StandardInputWatch?

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
  func run() async throws(CommandFailure) -> ZenityEnding {
    let request = shown.request
    let model = CommandModel(showing: shown.modal)
    let fitting = WindowSize.fitting(model.content, scheme: .light)
    let size = Size(
      width: request.width.flatMap { $0 > 0 ? $0 : nil } ?? fitting.width,
      height: request.height.flatMap { $0 > 0 ? $0 : nil } ?? fitting.height)
    let renderer = WindowRenderer(
      title: shown.windowTitle, size: size, scheme: .light, reducesMotion: true, clock: clock
    ) { [weak self] app in
      self?.started(on: app)
    }
    let shell = SessionShell(renderer: renderer)
    try model.show(on: shell.stage, endingIn: shell.ending)
    let end = try await shell.run(closesModal: true)
    shown.keyboardRow = end.highlights[0]
    let outcome = model.outcome(for: end)
    if let alarm { renderer.stage.cancelTimer(alarm) }
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
    // A form starts on its first field, as zenity's does, not on its first combo (the
    // stage's rule for boxes whose buttons keep their order).
    if request.box == .forms, !shown.modal.controls.isEmpty {
      app.stage.moveFocus(to: .control(0))
      app.setNeedsDisplay()
    }
    if let seconds = request.timeout, seconds > 0 {
      // On the stage's clock, as every timer of a session: a test moves a manual clock.
      alarm = app.stage.schedule(after: .seconds(seconds)) { [weak self] in
        guard Self.isShowing(shown, on: app) else { return }
        self?.timedOut = true
        Self.end(shown, on: app)
      }
      // The loop's next wake-up counts the new timer.
      app.setNeedsDisplay()
    }
    if request.box == .progress {
      watch = StandardInputWatch(
        descriptor: input, isWanted: { Self.isShowing(shown, on: app) },
        onLines: { lines in
          guard Self.isShowing(shown, on: app) else { return }
          for text in lines {
            guard let line = ZenityProgressLine(text) else { continue }
            if shown.apply(line) {
              Self.end(shown, on: app)
              return
            }
          }
          Self.focusOK(shown, on: app)
          app.setNeedsDisplay()
        },
        onEnd: {
          guard Self.isShowing(shown, on: app) else { return }
          if shown.inputEnded() {
            Self.end(shown, on: app)
            return
          }
          Self.focusOK(shown, on: app)
          app.setNeedsDisplay()
        })
    }
    onShow?(app)
  }

  /// Whether the box is still up: input that comes as the window closes is not applied.
  private static func isShowing(_ shown: ZenityShownBox, on app: GTKApp) -> Bool {
    app.presenter.activeModal === shown.modal
  }

  /// Puts focus on OK once it is enabled, as zenity's progress box does at 100% and at the
  /// end of its input, so that Return chooses it.
  private static func focusOK(_ shown: ZenityShownBox, on app: GTKApp) {
    guard let ok = shown.okAction, ok.isEnabled,
      let index = shown.modal.actions.firstIndex(where: { $0 === ok }),
      app.stage.focus != .action(index)
    else { return }
    app.stage.moveFocus(to: .action(index))
  }

  /// Ends the box from outside: the modal leaves the stage, the window's loop ends.
  private static func end(_ shown: ZenityShownBox, on app: GTKApp) {
    app.stage.dismiss(shown.modal)
    app.setNeedsDisplay()
  }
}
