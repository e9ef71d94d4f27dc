@_spi(Renderer) import ScrimCore

extension ControlPainter {
  /// A linear progress bar on one row: the done part in full blocks, the track in light
  /// shade, so it reads without colour; a determinate one ends with its percentage.
  static func paintProgress(
    _ progress: ProgressIndicator, frame: Rect, clip: Rect, style: ResolvedModalStyle,
    phase: Double?, into screen: inout Screen, context: PaintContext
  ) {
    let container = style.containerColor
    let fill = CellStyle(foreground: style.focusIndicatorColor, background: container)
    let track = CellStyle(foreground: style.controlBorderColor, background: container)
    let percentage = progress.percentage.map { "\($0)%" }
    let (width, done) = progressBar(progress, width: frame.width, phase: phase)
    for column in 0..<width
    where clip.intersects(Rect(x: frame.x + column, y: frame.y, width: 1, height: 1)) {
      let isDone = done.contains(column)
      screen.put(
        isDone ? "█" : "░", width: 1, x: frame.x + column, y: frame.y,
        style: isDone ? fill : track)
    }
    if let percentage {
      let label = CellStyle(style.control, on: container)
      let text = String(repeating: " ", count: max(0, 4 - percentage.count)) + percentage
      screen.write(
        text, x: frame.x + width + 1, y: frame.y, clip: clip, style: label,
        measurer: context.measurer)
    }
  }

  /// The bar of `progress` in a row `frameWidth` cells wide: its length, without the
  /// percentage that a determinate one ends with, and its filled cells (the done part, or
  /// the moving segment at `phase`).
  ///
  /// The app hashes the filled cells, not the phase, so a modal whose bar did not move a
  /// cell is not repainted.
  static func progressBar(_ progress: ProgressIndicator, width frameWidth: Int, phase: Double?)
    -> (width: Int, done: Range<Int>)
  {
    let width = max(0, frameWidth - (progress.percentage == nil ? 0 : 5))
    if let fraction = progress.fraction {
      return (width, 0..<Int((fraction * Double(width)).rounded()))
    }
    return (width, ProgressIndicator.indeterminateSegment(width: width, phase: phase))
  }
}
