import ScrimCore
import ScrimTerminal

extension VirtualTerminal {
  /// Moves down a row, scrolling everything up a row at the bottom, as LF and an
  /// automatic wrap do; the new row takes the current background (xterm's BCE).
  mutating func lineFeed() {
    guard cursorY == screen.height - 1 else {
      cursorY += 1
      return
    }
    screen = Self.copy(
      of: screen, size: screen.size, rowsUp: 1,
      fill: .blank(CellStyle(background: style.background)))
  }

  /// Erases from the cursor to the end of the screen (ED 0).
  mutating func eraseBelow() {
    let blank = Cell.blank(CellStyle(background: style.background))
    screen.fill(
      Rect(x: cursorX, y: cursorY, width: screen.width - cursorX, height: 1), with: blank)
    screen.fill(
      Rect(x: 0, y: cursorY + 1, width: screen.width, height: screen.height - cursorY - 1),
      with: blank)
  }

  /// DECSC: remembers the cursor and the style.
  mutating func saveCursor() {
    savedCursor = (cursorX, cursorY, style)
  }

  /// DECRC: puts back the cursor and the style DECSC saved, or the home position.
  mutating func restoreCursor() {
    let saved = savedCursor ?? (0, 0, .plain)
    cursorX = min(saved.x, screen.width - 1)
    cursorY = min(saved.y, screen.height - 1)
    style = saved.style
  }

  /// Switches a DEC private mode; 1049 saves the cursor and swaps in a cleared alternate
  /// screen, and back.
  mutating func setMode(_ mode: Int, on: Bool) {
    switch mode {
    case 25:
      isCursorVisible = on
    case 1049 where on && mainScreen == nil:
      mainScreen = (screen, cursorX, cursorY, style)
      screen = Screen(width: screen.width, height: screen.height)
      enabledModes.insert(mode)
    case 1049 where !on:
      if let main = mainScreen {
        // The main screen keeps its contents but takes the size the terminal has now.
        let current = screen.size
        screen = main.screen
        resizeScreen(to: current)
        cursorX = min(main.x, current.width - 1)
        cursorY = min(main.y, current.height - 1)
        style = main.style
        mainScreen = nil
      }
      enabledModes.remove(mode)
    default:
      if on { enabledModes.insert(mode) } else { enabledModes.remove(mode) }
    }
  }

  /// Whether the alternate screen shows.
  public var isOnAlternateScreen: Bool { mainScreen != nil }

  /// Changes the size, as a terminal window's resize does: what fits stays where it is,
  /// the rest is cut off, and the cursor stays inside.
  ///
  /// The program is told separately (SIGWINCH) and is expected to repaint.
  public mutating func resize(width: Int, height: Int) {
    resizeScreen(to: Size(width: max(1, width), height: max(1, height)))
    cursorX = min(cursorX, screen.width - 1)
    cursorY = min(cursorY, screen.height - 1)
    if var main = mainScreen {
      let current = screen.size
      swap(&screen, &main.screen)
      resizeScreen(to: current)
      swap(&screen, &main.screen)
      mainScreen = main
    }
  }

  private mutating func resizeScreen(to size: Size) {
    guard size != screen.size else { return }
    screen = Self.copy(of: screen, size: size, rowsUp: 0, fill: .blank)
  }

  /// A screen of `size` holding `source`'s cells moved up `rowsUp` rows, the rest `fill`.
  private static func copy(of source: Screen, size: Size, rowsUp: Int, fill: Cell) -> Screen {
    var copy = Screen(width: size.width, height: size.height, fill: fill)
    for y in 0..<min(size.height, source.height - rowsUp) {
      for x in 0..<min(size.width, source.width) {
        guard let cell = source[x, y + rowsUp], !cell.isContinuation,
          x + Int(cell.width) <= size.width
        else { continue }
        _ = copy.put(cell.grapheme, width: Int(cell.width), x: x, y: y, style: cell.style)
      }
    }
    return copy
  }
}
