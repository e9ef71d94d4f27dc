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
    var title = style.control
    title.style.weight = .bold
    canvas.drawText(
      lines.first ?? "",
      in: Rect(x: frame.x, y: frame.y, width: frame.width, height: rowHeight), role: .body1,
      style: title)
    let appearance = list.appearance
    let textIndent = appearance.textIndent(metrics: metrics)
    let indicatorWidth = appearance.indicatorWidth(metrics: metrics)
    for (row, (line, shown)) in zip(lines.dropFirst(), appearance.rows).enumerated() {
      let box = Rect(
        x: frame.x, y: frame.y + (row + 1) * rowHeight, width: frame.width, height: rowHeight)
      if shown.emphasis == .shaded {
        canvas.fill(box, color: style.focusIndicatorColor, alpha: 0.12, radius: 4)
      }
      paintMark(shown.mark, row: box, style: style, on: canvas)
      if shown.emphasis == .focusRing {
        ControlDrawing.focusRing(around: box, style: style, on: canvas)
      }
      var label = box
      label.x += textIndent
      label.width = max(0, label.width - textIndent - indicatorWidth)
      paintText(
        line, columns: shown.columns, titleWidth: list.columns?.titleWidth ?? 0, in: label,
        gap: metrics.listColumnGap, style: style, on: canvas)
    }
    let width = metrics.listIndicatorWidth
    let x = frame.maxX - width
    if appearance.hidesRowsAbove {
      canvas.drawText(
        "▲", in: Rect(x: x, y: frame.y + rowHeight, width: width, height: rowHeight),
        role: .body2, style: style.control, alignment: .center)
    }
    if appearance.hidesRowsBelow {
      let y = frame.y + appearance.rows.count * rowHeight
      canvas.drawText(
        "▼", in: Rect(x: x, y: y, width: width, height: rowHeight),
        role: .body2, style: style.control, alignment: .center)
    }
  }

  /// The tag and the detail in two aligned columns, measured in points; a row the core
  /// left as one text is drawn as the layout wrote it.
  private static func paintText(
    _ line: String, columns: ListRowAppearance.Columns?, titleWidth: Int, in box: Rect,
    gap: Int, style: ResolvedModalStyle, on canvas: Canvas
  ) {
    guard let columns else {
      canvas.drawText(line, in: box, role: .body1, style: style.control)
      return
    }
    let tagWidth = min(titleWidth, box.width / 2)
    canvas.drawText(
      columns.title, in: Rect(x: box.x, y: box.y, width: tagWidth, height: box.height),
      role: .body1, style: style.control)
    let detailX = box.x + tagWidth + gap
    canvas.drawText(
      columns.detail,
      in: Rect(x: detailX, y: box.y, width: max(0, box.maxX - detailX), height: box.height),
      role: .body1, style: style.message)
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
        canvas.drawText("✓", in: box, role: .body2, style: check, alignment: .center)
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
