@_spi(Renderer) import ScrimCore

/// Paints Material's time input: each field's digits in a filled box, the one the keys
/// move tinted and outlined in the accent, colons between them, where the stage placed
/// them (`TimePickerElement.fieldFrames`, `separatorFrames`).
@MainActor
enum TimePickerDrawing {
  static func paint(
    _ picker: TimePickerElement, frame: Rect, style: ResolvedModalStyle, on canvas: Canvas
  ) {
    for separator in picker.separatorFrames {
      _ = canvas.drawText(
        ":",
        in: Rect(
          x: frame.x + separator.x, y: frame.y + separator.y, width: separator.width,
          height: separator.height), style: style.control, alignment: .center)
    }
    for (index, (field, box)) in zip(picker.fields, picker.fieldFrames).enumerated() {
      let area = Rect(
        x: frame.x + box.x, y: frame.y + box.y + 4, width: box.width,
        height: max(0, box.height - 8))
      let focused = index == picker.focusedField
      canvas.fill(
        area, color: focused ? style.focusIndicatorColor : style.controlBorderColor,
        alpha: focused ? 0.12 : 0.08, radius: 4)
      if focused { canvas.stroke(area, color: style.focusIndicatorColor, width: 2, radius: 4) }
      _ = canvas.drawText(field, in: area, style: style.control, alignment: .center)
    }
  }
}
