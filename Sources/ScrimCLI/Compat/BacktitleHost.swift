import ScrimCore
import ScrimTerminal

/// The backdrop behind a whiptail or dialog box: the `--backtitle` on the top row, with a
/// rule under it, as both programs draw it.
@MainActor
final class BacktitleHost: TerminalHost {
  let backtitle: String
  let scheme: ContainerScheme

  init(backtitle: String, scheme: ContainerScheme) {
    self.backtitle = backtitle
    self.scheme = scheme
  }

  var revision: Int { 0 }

  func paint(into screen: inout Screen, context: PaintContext) {
    let style = CellStyle(foreground: scheme.colorScheme.onBackground, attributes: .bold)
    screen.write(backtitle, x: 1, y: 0, style: style, measurer: context.measurer)
    guard screen.height > 1 else { return }
    let rule = CellStyle(foreground: scheme.colorScheme.onBackground, attributes: .dim)
    screen.write(
      String(repeating: "─", count: max(0, screen.width - 2)), x: 1, y: 1, style: rule,
      measurer: context.measurer)
  }

  func handle(_ event: InputEvent, in app: TerminalApp) {}
}
