@_spi(Renderer) import ScrimCore

extension ModalPainter {
  /// Paints an alert's title icon at the leading edge of its row: the glyph, else the
  /// accessibility label cut to the row with an ellipsis (a terminal cannot show the
  /// picture, but it can say what the picture is).
  ///
  /// The tint colours it when set; otherwise it takes the title's colour, so it reads as
  /// part of the heading.
  static func paintTitleIcon(
    layout: ModalLayout, style: ResolvedModalStyle, into screen: inout Screen,
    context: PaintContext
  ) {
    guard let row = layout.titleIcon, let image = layout.titleIconImage, let text = image.text
    else { return }
    let container = style.containerColor
    var cellStyle = CellStyle(style.title, on: container)
    if let tint = image.tintColor { cellStyle.foreground = tint.composited(over: container) }
    cellStyle.attributes.insert(.bold)
    let shown = context.measurer.truncate(text, width: row.width)
    screen.write(
      shown, x: row.x, y: row.y, clip: row.intersection(layout.frame), style: cellStyle,
      measurer: context.measurer)
  }
}
