@_spi(Renderer) import ScrimCore

/// Paints Material's contained, outlined and text buttons from the core's frame and
/// resolved style, with the focus state: a 12% state layer in the title's colour and a
/// 2 pt ring in the focus colour, so focus never rests on colour alone.
@MainActor
enum ButtonDrawing {
  /// Paints `button` on `canvas`.
  ///
  /// - Parameters:
  ///   - alignment: Centred in dialogs; leading in action-sheet rows.
  ///   - padding: The room the layout gave the title on each side of a centred title
  ///     (`LayoutMetrics.buttonPadding`, or `snackbarButtonPadding` for a snackbar's).
  static func paint(
    _ button: ButtonFrame, style: ResolvedButtonStyle, isFocused: Bool, radius: Double,
    focusColor: Color, alignment: Canvas.Alignment = .center, padding: Int, on canvas: Canvas
  ) {
    let frame = button.frame
    switch style.kind {
    case .contained:
      if style.castsShadow { canvas.shadow(of: frame, elevation: 2, radius: radius) }
      if let fill = style.fillColor { canvas.fill(frame, color: fill, radius: radius) }
    case .outlined:
      if let border = style.borderColor {
        canvas.stroke(frame, color: border, width: 1, radius: radius)
      }
    case .text:
      break
    }
    if isFocused {
      // Around a button; across a sheet's row, into the sheet's side padding.
      let (dx, dy) = alignment == .center ? (3, 3) : (12, -2)
      let ring = Rect(
        x: frame.x - dx, y: frame.y - dy, width: frame.width + 2 * dx,
        height: frame.height + 2 * dy)
      canvas.fill(ring, color: style.title.color, alpha: 0.12, radius: radius + 3)
      canvas.stroke(ring, color: focusColor, width: 2, radius: radius + 3)
    }
    // A centred title keeps the button's padding; a row's title starts at its frame.
    var box = frame
    if alignment == .center {
      box.x += padding
      box.width = max(0, box.width - 2 * padding)
    }
    canvas.drawText(button.title, in: box, style: style.title, alignment: alignment)
  }
}
