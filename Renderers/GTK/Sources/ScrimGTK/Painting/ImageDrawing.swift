@_spi(Renderer) import ScrimCore

/// Paints an image control in its box: the picture (a themed icon or a file) fitted and
/// centred; when it is missing or cannot be read, its glyph in its tint, else its label
/// inside a faint outline of the picture's size, so the body keeps its shape and says
/// what is missing.
@MainActor
enum ImageDrawing {
  /// Paints `element` in `box`, with `line` (the glyph or label, cut to the box) as its
  /// stand-in.
  static func paint(
    _ element: ImageElement, line: String?, box: Rect, style: ResolvedModalStyle,
    on canvas: Canvas
  ) {
    if canvas.drawPicture(element.image, in: box, alignment: .center) { return }
    if element.showsLabel {
      canvas.fill(box, color: style.control.color, alpha: 0.04, radius: 4)
      canvas.stroke(box, color: style.controlBorderColor, width: 1, radius: 4)
    }
    guard let line else { return }
    var text = element.showsLabel ? style.placeholder : style.control
    // The glyph in the font the layout measured it in, coloured as the picture would be.
    if !element.showsLabel, let tint = element.image.tintColor { text.color = tint }
    canvas.clipped(to: box) {
      canvas.drawText(line, in: box, style: text, alignment: .center)
    }
  }
}
