@_spi(Renderer) import ScrimCore

/// Paints a choice list in points: its title, then the rows of its window, each with a
/// radio button or a check box (none for a menu), its tag and its detail in two columns,
/// the row the keyboard is on shaded, and arrows at the right edge when rows are hidden.
@MainActor
enum ListDrawing {
  static func paint(
    _ list: ChoiceList, lines: [String], columns: ListColumns?, frame: Rect,
    metrics: LayoutMetrics, style: ResolvedModalStyle, isFocused: Bool, on canvas: Canvas
  ) {
    let rowHeight = metrics.controlHeight
    let indent = metrics.controlIndent
    var title = style.control
    title.style.weight = .bold
    canvas.drawText(
      lines.first ?? "",
      in: Rect(x: frame.x, y: frame.y, width: frame.width, height: rowHeight), role: .body1,
      style: title)
    let first = columns?.first ?? list.firstVisibleIndex
    let scrolls = columns?.scrolls ?? false
    // A radio group's mark is its highlight; a menu, radiolist or checklist, or a list too
    // long to see whole, shades the row the keyboard is on (as the terminal reverses it).
    let shadesRow =
      list.selectionMode != .followsFocus || scrolls || !list.showsMarks
    let isActive = list.showsHighlight(isFocused: isFocused)
    let textIndent = list.showsMarks ? indent : 8
    for (row, line) in lines.dropFirst().enumerated() {
      let index = first + row
      let box = Rect(
        x: frame.x, y: frame.y + (row + 1) * rowHeight, width: frame.width, height: rowHeight)
      let isHighlighted = index == list.highlightedIndex
      if shadesRow, isHighlighted, isActive {
        canvas.fill(box, color: style.focusIndicatorColor, alpha: 0.12, radius: 4)
      }
      if list.showsMarks {
        paintMark(list, index: index, row: box, style: style, on: canvas)
      }
      if isHighlighted, isActive, !shadesRow {
        ControlDrawing.focusRing(around: box, style: style, on: canvas)
      }
      var label = box
      label.x += textIndent
      label.width = max(0, label.width - textIndent - (scrolls ? metrics.listIndicatorWidth : 0))
      paintText(
        list, index: index, line: line, columns: columns, row: row, in: label,
        gap: metrics.listColumnGap, style: style, on: canvas)
    }
    if let columns, scrolls {
      let rows = max(0, lines.count - 1)
      let width = metrics.listIndicatorWidth
      let x = frame.maxX - width
      if columns.hides(above: true) {
        canvas.drawText(
          "▲", in: Rect(x: x, y: frame.y + rowHeight, width: width, height: rowHeight),
          role: .body2, style: style.control, alignment: .center)
      }
      if columns.hides(above: false) {
        canvas.drawText(
          "▼", in: Rect(x: x, y: frame.y + rows * rowHeight, width: width, height: rowHeight),
          role: .body2, style: style.control, alignment: .center)
      }
    }
  }

  /// The tag and the detail in two aligned columns, measured in points; a row the core
  /// wrote as one text (no detail, or one column hidden) is drawn as it is.
  private static func paintText(
    _ list: ChoiceList, index: Int, line: String, columns: ListColumns?, row: Int, in box: Rect,
    gap: Int, style: ResolvedModalStyle, on canvas: Canvas
  ) {
    guard let columns, list.showsTitles, list.showsDetails, columns.details.indices.contains(row),
      !columns.details[row].isEmpty, list.items.indices.contains(index)
    else {
      canvas.drawText(line, in: box, role: .body1, style: style.control)
      return
    }
    let tagWidth = min(columns.titleWidth, box.width / 2)
    canvas.drawText(
      list.items[index].title, in: Rect(x: box.x, y: box.y, width: tagWidth, height: box.height),
      role: .body1, style: style.control)
    let detailX = box.x + tagWidth + gap
    canvas.drawText(
      columns.details[row],
      in: Rect(x: detailX, y: box.y, width: max(0, box.maxX - detailX), height: box.height),
      role: .body1, style: style.message)
  }

  /// A radio button, or a check box for a checklist, filled when marked.
  private static func paintMark(
    _ list: ChoiceList, index: Int, row: Rect, style: ResolvedModalStyle, on canvas: Canvas
  ) {
    let marked = list.isMarked(index)
    let color = marked ? style.focusIndicatorColor : style.controlBorderColor
    let centerY = Double(row.y) + Double(row.height) / 2
    if list.selectionMode == .multiple {
      let box = Rect(x: row.x + 3, y: Int(centerY) - 9, width: 18, height: 18)
      if marked {
        canvas.fill(box, color: color, radius: 2)
        var check = style.control
        check.color = style.containerColor
        canvas.drawText("✓", in: box, role: .body2, style: check, alignment: .center)
      } else {
        canvas.stroke(box, color: color, width: 2, radius: 2)
      }
      return
    }
    canvas.circle(
      centerX: Double(row.x) + 12, centerY: centerY, radius: 9, color: color, lineWidth: 2)
    if marked {
      canvas.circle(centerX: Double(row.x) + 12, centerY: centerY, radius: 5, color: color)
    }
  }
}
