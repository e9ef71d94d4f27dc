@_spi(Renderer) import ScrimCore

/// Draws layouts as text grids, so tests read like the screen.
///
/// `letters` fills each frame with one letter (ratatui's technique): `.` outside the
/// modal, `+` for its border, space inside, `t` title, `m` message, `i` items, `b`
/// buttons. `text` draws the actual lines and button titles in brackets.
struct LayoutGrid {
  private(set) var rows: [[Character]]

  init(_ size: Size, fill: Character = ".") {
    rows = Array(
      repeating: Array(repeating: fill, count: size.width), count: size.height)
  }

  mutating func fill(_ rect: Rect, with character: Character, clip: Rect? = nil) {
    let area = clip.map { rect.intersection($0) } ?? rect
    for y in area.y..<area.maxY where rows.indices.contains(y) {
      for x in area.x..<area.maxX where rows[y].indices.contains(x) {
        rows[y][x] = character
      }
    }
  }

  mutating func write(_ text: String, at x: Int, _ y: Int, clip: Rect? = nil) {
    guard rows.indices.contains(y) else { return }
    var column = x
    for character in text {
      let cell = Rect(x: column, y: y, width: 1, height: 1)
      if rows[y].indices.contains(column), clip.map({ $0.contains(cell) }) ?? true {
        rows[y][column] = character
      }
      column += 1
    }
  }

  var lines: [String] { rows.map { String($0) } }

  /// The letters picture of a modal layout.
  static func letters(_ layout: ModalLayout, in size: Size) -> [String] {
    var grid = LayoutGrid(size)
    grid.fill(layout.frame, with: layout.hasBorder ? "+" : " ")
    if layout.hasBorder {
      grid.fill(layout.frame.insetBy(horizontal: 1, vertical: 1), with: " ")
    }
    if let title = layout.title { grid.fill(title.frame, with: "t") }
    let viewport = layout.body.viewport
    if let message = layout.message { grid.fill(message.frame, with: "m", clip: viewport) }
    for item in layout.items { grid.fill(item.frame, with: "i", clip: viewport) }
    for button in layout.buttons.buttons {
      grid.fill(button.frame, with: "b", clip: layout.buttons.region.viewport)
    }
    return grid.lines
  }

  /// The text picture of a modal layout, with ASCII-only content assumed one cell a
  /// character.
  static func text(_ layout: ModalLayout, in size: Size) -> [String] {
    var grid = LayoutGrid(size)
    grid.fill(layout.frame, with: layout.hasBorder ? "#" : " ")
    if layout.hasBorder {
      grid.fill(layout.frame.insetBy(horizontal: 1, vertical: 1), with: " ")
    }
    if let title = layout.title {
      for (row, line) in title.lines.enumerated() {
        grid.write(line, at: title.frame.x, title.frame.y + row)
      }
    }
    let viewport = layout.body.viewport
    if let message = layout.message {
      for (row, line) in message.lines.enumerated() {
        grid.write(line, at: message.frame.x, message.frame.y + row, clip: viewport)
      }
    }
    for item in layout.items {
      for (row, line) in item.lines.enumerated() {
        grid.write(line, at: item.frame.x, item.frame.y + row, clip: viewport)
      }
    }
    for button in layout.buttons.buttons {
      let inner = max(0, button.frame.width - 4)
      let label =
        button.frame.width >= 4 ? "[ " + button.title.padding(inner) + " ]" : button.title
      grid.write(label, at: button.frame.x, button.frame.y, clip: layout.buttons.region.viewport)
    }
    return grid.lines
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
