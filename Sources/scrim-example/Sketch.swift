@_spi(Renderer) import ScrimCore

/// Draws a modal's layout as plain text, the way the terminal renderer will place it:
/// the container's outline, title, message and buttons at their frames.
@MainActor
func sketch(_ modal: any Modal, in size: Size) -> [String] {
  let measurer = TerminalTextMeasurer()
  let layout = ModalLayout.make(for: modal.layoutContent(), in: size, measurer: measurer)
  var grid = Array(
    repeating: Array(repeating: Character("·"), count: size.width), count: size.height)
  func put(_ text: String, _ x: Int, _ y: Int) {
    guard y >= 0, y < size.height else { return }
    var column = x
    for character in text where column < size.width {
      if column >= 0 { grid[y][column] = character }
      column += max(1, measurer.width(of: String(character)))
    }
  }
  let frame = layout.frame
  for y in frame.y..<(frame.y + frame.height) {
    put(String(repeating: " ", count: frame.width), frame.x, y)
  }
  if layout.hasBorder, frame.width >= 2, frame.height >= 2 {
    let inner = String(repeating: "─", count: frame.width - 2)
    put("╭" + inner + "╮", frame.x, frame.y)
    put("╰" + inner + "╯", frame.x, frame.y + frame.height - 1)
    for y in (frame.y + 1)..<(frame.y + frame.height - 1) {
      put("│", frame.x, y)
      put("│", frame.x + frame.width - 1, y)
    }
  }
  for block in [layout.title, layout.message].compactMap({ $0 }) {
    for (row, line) in block.lines.enumerated() { put(line, block.frame.x, block.frame.y + row) }
  }
  for item in layout.items {
    for (row, line) in item.lines.enumerated() { put(line, item.frame.x, item.frame.y + row) }
  }
  for button in layout.buttons.buttons {
    put("[" + button.title + "]", button.frame.x, button.frame.y)
  }
  return grid.map { String($0) }
}
