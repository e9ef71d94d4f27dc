@_spi(Renderer) import ScrimCore

extension ControlPainter {
  /// A linear progress bar on one row: the filled part the core resolved in full blocks,
  /// the track in light shade, so it reads without colour; a determinate one ends with its
  /// percentage.
  static func paintProgress(
    _ progress: ProgressElement, frame: Rect, clip: Rect, style: ResolvedModalStyle,
    into screen: inout Screen, context: PaintContext
  ) {
    let container = style.containerColor
    let fill = CellStyle(foreground: style.focusIndicatorColor, background: container)
    let track = CellStyle(foreground: style.controlBorderColor, background: container)
    for column in 0..<max(0, progress.barWidth)
    where clip.intersects(Rect(x: frame.x + column, y: frame.y, width: 1, height: 1)) {
      let isDone = progress.filled.contains(column)
      screen.put(
        isDone ? "█" : "░", width: 1, x: frame.x + column, y: frame.y,
        style: isDone ? fill : track)
    }
    if let percentage = progress.percentage.map({ "\($0)%" }) {
      let label = CellStyle(style.control, on: container)
      let text = String(repeating: " ", count: max(0, 4 - percentage.count)) + percentage
      screen.write(
        text, x: frame.x + progress.barWidth + 1, y: frame.y, clip: clip, style: label,
        measurer: context.measurer)
    }
  }
}
