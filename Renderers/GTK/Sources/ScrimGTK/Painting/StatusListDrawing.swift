@_spi(Renderer) import ScrimCore

/// Paints a status list: each row's name, then its state in an outlined Material chip
/// (32 pt high, fully rounded) at the row's end, where the core put both; a chip that is
/// a gauge fills in the accent as far as it is full; a row without a state, none.
@MainActor
enum StatusListDrawing {
  static let chipHeight = 32

  static func paint(
    _ list: StatusListElement, frame: Rect, metrics: LayoutMetrics, style: ResolvedModalStyle,
    on canvas: Canvas
  ) {
    for (row, frames) in zip(list.rows, list.rowFrames(in: frame, metrics: metrics)) {
      canvas.clipped(to: frames.name) {
        canvas.drawText(row.name, in: frames.name, style: style.control)
      }
      // A row without a state has no chip: a blank row, or a task not under way yet.
      guard !row.state.isEmpty else { continue }
      let height = min(chipHeight, frames.chip.height)
      let chip = Rect(
        x: frames.chip.x, y: frames.chip.y + (frames.chip.height - height) / 2,
        width: frames.chip.width, height: height)
      let radius = Double(height) / 2
      if let fraction = row.fraction {
        canvas.fill(chip, color: style.focusIndicatorColor, alpha: 0.12, radius: radius)
        canvas.clipped(
          to: Rect(
            x: chip.x, y: chip.y, width: Int((fraction * Double(chip.width)).rounded()),
            height: chip.height)
        ) {
          canvas.fill(chip, color: style.focusIndicatorColor, alpha: 0.32, radius: radius)
        }
      }
      canvas.stroke(chip, color: style.controlBorderColor, radius: radius)
      let text = Rect(
        x: chip.x + row.stateOffset, y: frames.chip.y,
        width: max(0, chip.maxX - chip.x - row.stateOffset), height: frames.chip.height)
      canvas.drawText(row.state, in: text, style: style.control)
    }
  }
}
