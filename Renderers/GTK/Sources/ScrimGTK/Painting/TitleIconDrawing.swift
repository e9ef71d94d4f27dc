@_spi(Renderer) import ScrimCore

/// Paints an alert's title icon (MDC's `titleIcon`) at the leading edge of its row: the
/// picture when it loads, else the glyph, else the accessibility label, in the tint or
/// the title's colour.
@MainActor
enum TitleIconDrawing {
  static func paint(_ state: ModalLayerState, on canvas: Canvas) {
    guard let row = state.layout.titleIcon, let image = state.layout.titleIconImage else {
      return
    }
    let side = min(row.width, row.height)
    let box = Rect(x: row.x, y: row.y, width: side, height: side)
    if canvas.drawPicture(image, in: box, alignment: .leading) { return }
    guard let text = image.text else { return }
    let color = image.tintColor ?? state.style.title.color
    canvas.drawText(
      text, in: image.glyph == nil ? row : box,
      style: ResolvedTextStyle(color: color, style: TextStyle(weight: .bold), role: .headline6))
  }
}
