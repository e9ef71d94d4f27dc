@_spi(Renderer) import ScrimCore

extension ControlPainter {
  /// A slider on two rows: its title and value, then its track.
  ///
  /// The track is heavy up to the thumb and light after it, so it reads without colour:
  ///
  ///     Volume                  40
  ///     ━━━━━━━━━●──────────────
  ///
  /// - Returns: The thumb's cell, where the cursor goes when it has focus.
  static func paintSlider(
    _ slider: SliderElement, title: String?, frame: Rect, clip: Rect, style: ResolvedModalStyle,
    mark: CellStyle, into screen: inout Screen, context: PaintContext
  ) -> (x: Int, y: Int) {
    let measurer = context.measurer
    let container = style.containerColor
    let label = CellStyle(style.control, on: container)
    screen.write(
      title ?? "", x: frame.x, y: frame.y, clip: clip, style: label, measurer: measurer)
    if let value = slider.valueText {
      let width = measurer.width(of: value)
      screen.write(
        value, x: frame.maxX - width, y: frame.y, clip: clip, style: label, measurer: measurer)
    }
    let fill = CellStyle(foreground: style.focusIndicatorColor, background: container)
    let track = CellStyle(foreground: style.controlBorderColor, background: container)
    let row = frame.y + 1
    for column in 0..<max(0, frame.width)
    where clip.intersects(Rect(x: frame.x + column, y: row, width: 1, height: 1)) {
      let (glyph, cell) =
        column == slider.thumb
        ? ("●", mark) : column < slider.thumb ? ("━", fill) : ("─", track)
      screen.put(glyph, width: 1, x: frame.x + column, y: row, style: cell)
    }
    return (frame.x + slider.thumb, row)
  }
}
