import ScrimCore
import ScrimTerminal
import ScrimTesting

/// A 200×60 host of text, as a log viewer or editor fills the terminal.
@MainActor
final class BenchmarkTextWall: TerminalHost {
  var revision = 0

  func paint(into screen: inout Screen, context: PaintContext) {
    let style = CellStyle(foreground: Color(hex: 0xD0D0D0), background: Color(hex: 0x1E1E1E))
    screen.fill(Rect(size: screen.size), with: .blank(style))
    let line = String(repeating: "lorem ipsum dolor sit amet 草稿 ", count: 8)
    for row in 0..<screen.height {
      screen.write("\(row) \(line)", x: 0, y: row, style: style, measurer: context.measurer)
    }
  }

  func handle(_ event: InputEvent, in app: TerminalApp) {}
}

extension TerminalApp {
  /// Starts the app, presents `modal` and lets its entry transition finish on `clock`, so
  /// that a benchmark measures the steady state.
  ///
  /// - Returns: Whether it started; a failure is printed.
  func startShowing(_ modal: any Modal, clock: ManualClock) -> Bool {
    do {
      _ = try start()
      try present(modal, replacingActive: false)
      tick()
      try draw()
    } catch {
      print("could not start: \(error)")
      return false
    }
    clock.advance(by: .seconds(1))
    tick()
    try? draw()
    return true
  }
}
