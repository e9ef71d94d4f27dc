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
  ///   - role: The title's type role: Button, or Subtitle 1 in action-sheet rows.
  static func paint(
    _ button: ButtonFrame, style: ResolvedButtonStyle, isFocused: Bool, radius: Double,
    focusColor: Color, alignment: Canvas.Alignment = .center, role: FontRole = .button,
    on canvas: Canvas
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
    // A centred title keeps the button's 8 pt padding; a row's title starts at its frame.
    var box = frame
    if alignment == .center {
      box.x += 8
      box.width -= 16
    }
    canvas.drawText(button.title, in: box, role: role, style: style.title, alignment: alignment)
  }
}
