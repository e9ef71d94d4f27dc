@_spi(Renderer) import ScrimCore

/// Paints Material's linear progress indicator: a 4 pt track in the accent at 24%, the
/// done part (or, indeterminate, the moving segment) in the accent, and a determinate
/// bar's percentage at its end.
@MainActor
enum ProgressDrawing {
  static let trackHeight = 4
  static let labelWidth = 48

  static func paint(
    _ progress: ProgressIndicator, frame: Rect, phase: Double?, style: ResolvedModalStyle,
    on canvas: Canvas
  ) {
    let percentage = progress.percentage.map { "\($0)%" }
    let width = max(0, frame.width - (percentage == nil ? 0 : labelWidth))
    let y = frame.y + (frame.height - trackHeight) / 2
    let track = Rect(x: frame.x, y: y, width: width, height: trackHeight)
    canvas.fill(track, color: style.focusIndicatorColor, alpha: 0.24, radius: 2)
    let done: Range<Int>
    if let fraction = progress.fraction {
      done = 0..<Int((fraction * Double(width)).rounded())
    } else {
      done = ProgressIndicator.indeterminateSegment(width: width, phase: phase)
    }
    if !done.isEmpty {
      canvas.fill(
        Rect(x: frame.x + done.lowerBound, y: y, width: done.count, height: trackHeight),
        color: style.focusIndicatorColor, radius: 2)
    }
    if let percentage {
      canvas.drawText(
        percentage,
        in: Rect(x: frame.x + width + 8, y: frame.y, width: labelWidth - 8, height: frame.height),
        role: .body2, style: style.control)
    }
  }
}
