@_spi(Renderer) import ScrimCore

/// Paints Material's time input: each field's digits in a filled box, the one the keys
/// move tinted and outlined in the accent, colons between them.
@MainActor
enum TimePickerDrawing {
  static func paint(
    _ picker: TimePickerElement, frame: Rect, style: ResolvedModalStyle, on canvas: Canvas
  ) {
    let font = style.control.font
    let digits = Int(canvas.textWidth("00", font: font).rounded(.up))
    let colon = Int(canvas.textWidth(" : ", font: font).rounded(.up))
    let box = digits + 24
    var x = frame.x
    for (index, field) in picker.fields.enumerated() {
      if index > 0 {
        _ = canvas.drawText(
          ":", in: Rect(x: x, y: frame.y, width: colon, height: frame.height),
          style: style.control, alignment: .center)
        x += colon
      }
      let area = Rect(x: x, y: frame.y + 4, width: box, height: max(0, frame.height - 8))
      let focused = index == picker.focusedField
      canvas.fill(
        area, color: focused ? style.focusIndicatorColor : style.controlBorderColor,
        alpha: focused ? 0.12 : 0.08, radius: 4)
      if focused { canvas.stroke(area, color: style.focusIndicatorColor, width: 2, radius: 4) }
      _ = canvas.drawText(field, in: area, style: style.control, alignment: .center)
      x += box
    }
  }
}
