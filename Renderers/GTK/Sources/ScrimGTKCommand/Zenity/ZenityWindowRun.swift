import ScrimCLI
import ScrimCore
import ScrimGTK

/// One zenity box in its window: the window session shows the modal, and this run adds
/// what zenity's boxes do while they show: `--timeout` as the session's time limit, a
/// progress box's stdin.
@MainActor
final class ZenityWindowRun {
  let shown: ZenityShownBox
  let clock: any Clock<Duration>
  /// Where a progress box reads its lines.
  let input: Int32
  let onShow: (@MainActor (GTKApp) -> Void)?
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
    let shell = SessionShell(
      renderer: renderer, asking: QuestionName(front: "zenity", kind: request.box.rawValue))
    try model.show(on: shell.stage, endingIn: shell.ending)
    // On the stage's clock, as every timer of a session: a test moves a manual clock.
    shell.limit(to: request.timeout.flatMap { $0 > 0 ? .seconds($0) : nil })
    let end = try await shell.run(closesModal: true)
    shown.keyboardRow = end.highlights[0]
    watch?.stop()
    return shown.ending(for: model.outcome(for: end).reason)
  }

  /// The window is on screen: focus takes its place, and the input is read.
  private func started(on app: GTKApp) {
    let shown = self.shown
    let request = shown.request
    app.setNeedsDisplay()
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
          app.setNeedsDisplay()
        },
        onEnd: {
          guard Self.isShowing(shown, on: app) else { return }
          if shown.inputEnded() {
            Self.end(shown, on: app)
            return
          }
          app.setNeedsDisplay()
        })
    }
    onShow?(app)
  }

  /// Whether the box is still up: input that comes as the window closes is not applied.
  private static func isShowing(_ shown: ZenityShownBox, on app: GTKApp) -> Bool {
    app.presenter.activeModal === shown.modal
  }

  /// Ends the box from outside: the modal leaves the stage, the window's loop ends.
  private static func end(_ shown: ZenityShownBox, on app: GTKApp) {
    app.stage.dismiss(shown.modal)
    app.setNeedsDisplay()
  }
}
