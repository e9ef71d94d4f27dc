@_spi(Renderer) import ScrimCore

/// Paints a text area as a GTK text view in a frame: a faint fill with an outline (the
/// accent, 2 pt, with focus), the rows the core put in view one body line each, and, in
/// an editable one, a 2 pt caret where the core put it.
@MainActor
enum TextAreaDrawing {
  /// Paints `view` in `frame`, its rows in `text`, `lineHeight` apart.
  static func paint(
    _ view: TextAreaView, frame: Rect, text: Rect, lineHeight: Int, style: ResolvedModalStyle,
    isFocused: Bool, on canvas: Canvas
  ) {
    canvas.fill(frame, color: style.control.color, alpha: 0.04, radius: 4)
    canvas.stroke(
      frame, color: isFocused ? style.focusIndicatorColor : style.controlBorderColor,
      width: isFocused ? 2 : 1, radius: 4)
    let height = max(1, lineHeight)
    // The caret is 2 pt wide: the clip leaves it room at the trailing edge.
    let clip = Rect(x: text.x, y: text.y, width: text.width + 2, height: text.height)
    canvas.clipped(to: clip) {
      for (row, line) in view.rows.enumerated() {
        let box = Rect(x: text.x, y: text.y + row * height, width: text.width, height: height)
        canvas.drawText(line, in: box, style: style.control)
      }
      guard isFocused, let caret = view.caret else { return }
      canvas.fill(
        Rect(
          x: text.x + caret.offset, y: text.y + caret.row * height + 2, width: 2,
          height: max(1, height - 4)),
        color: style.focusIndicatorColor)
    }
  }
}
