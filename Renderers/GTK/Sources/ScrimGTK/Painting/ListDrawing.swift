@_spi(Renderer) import ScrimCore

/// Paints a choice list in points: its title, then the rows of its window as the core's
/// `ListAppearance` has them, each with a radio button or a check box (none for a menu),
/// its tag and its detail in two columns, the row that stands out shaded or ringed, and
/// arrows at the right edge when rows are hidden.
@MainActor
enum ListDrawing {
  static func paint(
    _ list: ListElement, lines: [String], frame: Rect, metrics: LayoutMetrics,
    style: ResolvedModalStyle, on canvas: Canvas
  ) {
    let rowHeight = metrics.controlHeight
    canvas.drawText(
      lines.first ?? "",
      in: Rect(x: frame.x, y: frame.y, width: frame.width, height: rowHeight),
      style: style.listTitle)
    let appearance = list.appearance
    let frames = appearance.rowFrames(in: frame, columns: list.columns, metrics: metrics)
    for (row, (line, shown)) in zip(lines.dropFirst(), appearance.rows).enumerated() {
      let place = frames[row]
      if shown.emphasis == .shaded {
        canvas.fill(place.row, color: style.focusIndicatorColor, alpha: 0.12, radius: 4)
      }
      paintMark(shown.mark, row: place.row, style: style, on: canvas)
      if shown.emphasis == .focusRing {
        ControlDrawing.focusRing(around: place.row, style: style, on: canvas)
      }
      if let columns = shown.columns {
        // The core cut each column's text to its column: they line up as measured.
        canvas.drawText(columns.title, in: place.title, style: style.control)
        canvas.drawText(columns.detail, in: place.detail, style: style.message)
      } else {
        canvas.drawText(line, in: place.text, style: style.control)
      }
    }
    paintRenamingCaret(list, frame: frame, style: style, on: canvas)
    let arrows = appearance.indicatorFrames(in: frame, metrics: metrics)
    for (glyph, place) in [("▲", arrows.above), ("▼", arrows.below)] {
      guard let place else { continue }
      canvas.drawText(
        glyph, in: place, style: style.control.marking(as: .body2), alignment: .center)
    }
  }

  /// A radio button, or a check box, filled when on; nothing for a menu.
  private static func paintMark(
    _ mark: ListRowAppearance.Mark, row: Rect, style: ResolvedModalStyle, on canvas: Canvas
  ) {
    let centerY = Double(row.y) + Double(row.height) / 2
    switch mark {
    case .none:
      return
    case .checkBox(let isOn):
      let color = isOn ? style.focusIndicatorColor : style.controlBorderColor
      let box = Rect(x: row.x + 3, y: Int(centerY) - 9, width: 18, height: 18)
      if isOn {
        canvas.fill(box, color: color, radius: 2)
        var check = style.control
        check.color = style.containerColor
        canvas.drawText("✓", in: box, style: check.marking(as: .body2), alignment: .center)
      } else {
        canvas.stroke(box, color: color, width: 2, radius: 2)
      }
    case .radioButton(let isOn):
      let color = isOn ? style.focusIndicatorColor : style.controlBorderColor
      canvas.circle(
        centerX: Double(row.x) + 12, centerY: centerY, radius: 9, color: color, lineWidth: 2)
      if isOn {
        canvas.circle(centerX: Double(row.x) + 12, centerY: centerY, radius: 5, color: color)
      }
    }
  }
}
