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
      canvas.fill(frame, color: style.title.color, alpha: 0.12, radius: radius)
      // Around a button; inside a sheet's row, which fills the sheet's width.
      let grow = alignment == .center ? 3 : 0
      let ring = Rect(
        x: frame.x - grow, y: frame.y - grow, width: frame.width + 2 * grow,
        height: frame.height + 2 * grow)
      canvas.stroke(ring, color: focusColor, width: 2, radius: radius + Double(grow))
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
