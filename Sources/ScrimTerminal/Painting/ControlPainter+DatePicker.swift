@_spi(Renderer) import ScrimCore

extension ControlPainter {
  /// Paints a date picker in cells.
  ///
  /// The month and year, the weekdays' names, then the month's days right in their cells;
  /// the picked day reversed (so it reads without colour), today underlined, and the part
  /// the keys move (or the focused day, where it has one apart) in the mark's style:
  ///
  ///     July 1981
  ///      Sun Mon Tue Wed Thu Fri Sat
  ///                        1   2   3
  ///        4   5   6  ▌7▐  8   9  10
  ///
  /// - Returns: The cell of the part the keys move, where the cursor goes with focus.
  static func paintDatePicker(
    _ picker: DatePickerElement, frame: Rect, clip: Rect, style: ResolvedModalStyle,
    mark: CellStyle, into screen: inout Screen, context: PaintContext
  ) -> (x: Int, y: Int) {
    let measurer = context.measurer
    let container = style.containerColor
    let label = CellStyle(style.control, on: container)
    let content = picker.content
    let left = frame.x + picker.gridX
    let row = picker.rowHeight
    let yearX = frame.x + picker.yearX
    let month = picker.focusedPart == .month ? mark : label
    let year = picker.focusedPart == .year ? mark : label
    screen.write(content.month, x: left, y: frame.y, clip: clip, style: month, measurer: measurer)
    screen.write(content.year, x: yearX, y: frame.y, clip: clip, style: year, measurer: measurer)
    let cell = picker.cellWidth
    var names = label
    names.attributes.insert(.dim)
    for (column, name) in content.columnNames.enumerated() {
      let shown = measurer.truncate(name, width: max(0, cell - 1))
      let x = left + column * cell + max(0, cell - 1 - measurer.width(of: shown))
      screen.write(shown, x: x, y: frame.y + row, clip: clip, style: names, measurer: measurer)
    }
    var cursor = (x: left, y: frame.y)
    if picker.focusedPart == .year { cursor.x = yearX }
    for (week, days) in content.weeks.enumerated() {
      let y = frame.y + (2 + week) * row
      for (column, day) in days.enumerated() {
        guard let day else { continue }
        let text = String(day)
        let x = left + column * cell + max(0, cell - 1 - measurer.width(of: text))
        var shown = label
        if day == picker.today { shown.attributes.insert(.underline) }
        // A focused day of its own (GTK's) takes the mark; the picked day stays reversed.
        let marked = picker.focusedDay.map { $0 == day } ?? (day == picker.selectedDay)
        if day == picker.selectedDay || marked {
          shown = picker.focusedPart == .day && marked ? mark : label
          if day == picker.selectedDay { shown.attributes.insert(.reverse) }
          if picker.focusedPart == .day && marked { cursor = (x, y) }
        }
        screen.write(text, x: x, y: y, clip: clip, style: shown, measurer: measurer)
      }
    }
    return cursor
  }
}
