@_spi(Renderer) import ScrimCore

extension Screen {
  /// The background of every cell in `rect` (clipped to the grid), row by row: what a
  /// translucent surface painted there next will show through.
  func backgrounds(in rect: Rect) -> [Color?] {
    let area = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
    guard !area.isEmpty else { return [] }
    var colors: [Color?] = []
    colors.reserveCapacity(area.width * area.height)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { colors.append(self[x, y]?.style.background) }
    }
    return colors
  }

  /// Lets what was beneath show through a translucent surface: each cell of `rect` whose
  /// background is `surface` gets `surface` at `opacity` blended over the background the
  /// cell had before (`beneath`, from `backgrounds(in:)`), as the scrim blends the host.
  ///
  /// Cells painted in another colour (a focused button) keep it. The text of what was
  /// beneath is not shown: text through text would be unreadable, so only its colours
  /// are. A cell with the terminal's default background blends over `defaultBackground`,
  /// or stays opaque when that is not known.
  mutating func showThrough(
    _ rect: Rect, beneath: [Color?], surface: Color, opacity: Double,
    defaultBackground: Color?
  ) {
    let area = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
    guard opacity < 1, !area.isEmpty, beneath.count == area.width * area.height else { return }
    let layer = surface.withAlpha(opacity)
    var index = 0
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        defer { index += 1 }
        guard var style = self[x, y]?.style, style.background == surface,
          let under = beneath[index] ?? defaultBackground
        else { continue }
        style.background = layer.composited(over: under)
        restyleCell(x: x, y: y, style)
      }
    }
  }
}
