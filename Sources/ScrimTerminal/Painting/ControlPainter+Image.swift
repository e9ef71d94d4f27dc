@_spi(Renderer) import ScrimCore

extension ControlPainter {
  /// An image control, which a terminal cannot draw: its glyph in its tint (the controls'
  /// colour when it has none), or its label between brackets in the placeholder's style,
  /// so it reads as a stand-in for a picture rather than as the body's text.
  ///
  ///                 ⚠                    a glyph, centred in the body
  ///     [Disk usage: 92% full]           a label, when there is no glyph
  static func paintImage(
    _ element: ImageElement, line: String?, box: Rect, clip: Rect, style: ResolvedModalStyle,
    mark: CellStyle, into screen: inout Screen, context: PaintContext
  ) {
    guard let line else { return }
    let container = style.containerColor
    let measurer = context.measurer
    guard element.showsLabel else {
      var glyph = CellStyle(style.control, on: container)
      if let tint = element.image.tintColor { glyph.foreground = tint.composited(over: container) }
      glyph.attributes.insert(.bold)
      screen.write(line, x: box.x, y: box.y, clip: clip, style: glyph, measurer: measurer)
      return
    }
    screen.write("[", x: box.x, y: box.y, clip: clip, style: mark, measurer: measurer)
    screen.write(
      line, x: box.x + 1, y: box.y, clip: clip.intersection(box),
      style: CellStyle(style.placeholder, on: container), measurer: measurer)
    screen.write("]", x: box.maxX - 1, y: box.y, clip: clip, style: mark, measurer: measurer)
  }
}
