@_spi(Renderer) import ScrimCore

/// Paints Material's slider: its title and value on the first control row, then on the
/// second a 4 pt track, in the accent up to the thumb and at 24% after it, and a 20 pt
/// thumb, ringed when it has focus.
@MainActor
enum SliderDrawing {
  static let trackHeight = 4
  static let thumbRadius = 10.0

  static func paint(
    _ slider: SliderElement, title: String, frame: Rect, style: ResolvedModalStyle,
    isFocused: Bool, on canvas: Canvas
  ) {
    let row = max(1, frame.height / 2)
    let label = Rect(x: frame.x, y: frame.y, width: frame.width, height: row)
    _ = canvas.drawText(title, in: label, style: style.control)
    if let value = slider.valueText {
      let width = Int(canvas.textWidth(value, font: style.control.font).rounded(.up))
      _ = canvas.drawText(
        value, in: Rect(x: frame.maxX - width, y: frame.y, width: width, height: row),
        style: style.control)
    }
    let centerY = frame.y + row + row / 2
    let y = centerY - trackHeight / 2
    canvas.fill(
      Rect(x: frame.x, y: y, width: frame.width, height: trackHeight),
      color: style.focusIndicatorColor, alpha: 0.24, radius: 2)
    canvas.fill(
      Rect(x: frame.x, y: y, width: slider.thumb, height: trackHeight),
      color: style.focusIndicatorColor, radius: 2)
    let thumbX = Double(frame.x + slider.thumb)
    if isFocused {
      canvas.circle(
        centerX: thumbX, centerY: Double(centerY), radius: thumbRadius + 6,
        color: style.focusIndicatorColor, alpha: 0.24)
    }
    canvas.circle(
      centerX: thumbX, centerY: Double(centerY), radius: thumbRadius,
      color: style.focusIndicatorColor)
  }
}
