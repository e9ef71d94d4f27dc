@_spi(Renderer) import ScrimCore

/// Paints Material's linear progress indicator: a 4 pt track in the accent at 24%, the
/// filled part the core resolved (done, or the moving segment) in the accent, and a
/// determinate bar's percentage at its end.
@MainActor
enum ProgressDrawing {
  static let trackHeight = 4
  static func paint(
    _ progress: ProgressElement, frame: Rect, style: ResolvedModalStyle, on canvas: Canvas
  ) {
    let width = progress.barWidth
    let y = frame.y + (frame.height - trackHeight) / 2
    let track = Rect(x: frame.x, y: y, width: width, height: trackHeight)
    canvas.fill(track, color: style.focusIndicatorColor, alpha: 0.24, radius: 2)
    let done = progress.filled
    if !done.isEmpty {
      canvas.fill(
        Rect(x: frame.x + done.lowerBound, y: y, width: done.count, height: trackHeight),
        color: style.focusIndicatorColor, radius: 2)
    }
    if let percentage = progress.percentage.map({ "\($0)%" }) {
      let labelWidth = frame.width - width
      canvas.drawText(
        percentage,
        in: Rect(x: frame.x + width + 8, y: frame.y, width: labelWidth - 8, height: frame.height),
        style: style.control.marking(as: .body2))
    }
  }
}
