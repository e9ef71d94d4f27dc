import ScrimCLI
import ScrimCore
import ScrimGTK

/// One zenity box in its window: the window is the renderer, sized as zenity sizes it,
/// and the box runs in the same `ZenitySession` as on a terminal (its `--timeout`, a
/// progress box's stdin, how it ended).
@MainActor
final class ZenityWindowRun {
  let shown: ShownBox<ZenityRequest>
  let clock: any Clock<Duration>
  /// Where a progress box reads its lines.
  let input: Int32
  let onShow: (@MainActor (GTKApp) -> Void)?

  init(
    shown: ShownBox<ZenityRequest>, clock: any Clock<Duration>, input: Int32,
    onShow: (@MainActor (GTKApp) -> Void)?
  ) {
    self.shown = shown
    self.clock = clock
    self.input = input
    self.onShow = onShow
  }

  /// Shows the box until it ends, then says how.
  func run() async throws(CommandFailure) -> BoxEnding {
    let request = shown.request
    let fitting = WindowSize.fitting(CommandModel(showing: shown.modal).content, scheme: .light)
    let size = Size(
      width: request.width.flatMap { $0 > 0 ? $0 : nil } ?? fitting.width,
      height: request.height.flatMap { $0 > 0 ? $0 : nil } ?? fitting.height)
    let renderer = WindowRenderer(
      title: shown.windowTitle ?? "", size: size, scheme: .light, reducesMotion: true,
      clock: clock, onShow: onShow)
    let session = ZenitySession(shown: shown, renderer: renderer, input: input)
    return try await session.run()
  }
}
