import ScrimCore

// Stand-ins until the svg-diff branch lands; deleted at its merge.
extension Screen {
  mutating func copyRows(_ rows: Range<Int>, from other: Screen) {
    guard other.width == width, other.height == height else { return }
    for y in rows where y >= 0 && y < height {
      for x in 0..<width { if let cell = other[x, y] { put(cell, x: x, y: y) } }
    }
  }
  private mutating func put(_ cell: Cell, x: Int, y: Int) {
    restyle(Rect(x: x, y: y, width: 1, height: 1)) { _ in cell.style }
    if cell.width == 0 { return }
    put(cell.grapheme, width: Int(cell.width), x: x, y: y, style: cell.style)
  }
}
extension Renderer {
  mutating func render(
    _ screen: Screen, cursor: ANSIEncoder.CursorPlacement, changedRows: [Range<Int>]?
  ) -> [UInt8] {
    render(screen, cursor: cursor)
  }
}
