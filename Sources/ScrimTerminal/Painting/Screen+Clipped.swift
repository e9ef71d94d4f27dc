@_spi(Renderer) import ScrimCore

extension Screen {
  /// Writes text on one row, keeping it inside `clip` (columns and rows), so a painter
  /// never spills into its neighbours; a wide character that would straddle the clip's
  /// right edge is left out.
  ///
  /// - Returns: The columns written.
  @discardableResult
  mutating func write(
    _ text: String, x: Int, y: Int, clip: Rect, style: CellStyle, measurer: TerminalTextMeasurer
  ) -> Int {
    guard y >= clip.y, y < clip.maxY else { return 0 }
    var column = x
    for character in TextSanitizer.sanitized(text) {
      let columns = min(2, measurer.width(of: character))
      guard columns > 0 else { continue }
      guard column + columns <= clip.maxX else { break }
      if column >= clip.x { put(String(character), width: columns, x: column, y: y, style: style) }
      column += columns
    }
    return max(0, column - x)
  }
}
