@_spi(Renderer) import ScrimCore

/// Paints Material's date picker: the month and year (the part the keys move underlined
/// in the accent), the weekdays' initials in the placeholder's colour, then the month's
/// days centred in their cells; the picked day on a filled accent circle, today ringed,
/// and with focus a halo round the day the keys move.
@MainActor
enum DatePickerDrawing {
  static func paint(
    _ picker: DatePickerElement, frame: Rect, style: ResolvedModalStyle, isFocused: Bool,
    on canvas: Canvas
  ) {
    let content = picker.content
    let row = picker.rowHeight
    let left = frame.x + picker.gridX
    // The header's places are the stage's, measured in the controls' font.
    let monthWidth = picker.monthWidth
    let yearX = frame.x + picker.yearX
    let yearWidth = picker.yearWidth
    _ = canvas.drawText(
      content.month, in: Rect(x: left, y: frame.y, width: monthWidth, height: row),
      style: style.control)
    _ = canvas.drawText(
      content.year, in: Rect(x: yearX, y: frame.y, width: yearWidth, height: row),
      style: style.control)
    if let part = picker.focusedPart, part != .day {
      let x = part == .month ? left : yearX
      let width = part == .month ? monthWidth : yearWidth
      canvas.fill(
        Rect(x: x, y: frame.y + row - 2, width: width, height: 2),
        color: style.focusIndicatorColor)
    }
    let cell = picker.cellWidth
    for (column, name) in content.columnNames.enumerated() {
      _ = canvas.drawText(
        name, in: Rect(x: left + column * cell, y: frame.y + row, width: cell, height: row),
        style: style.placeholder, alignment: .center)
    }
    let radius = Double(min(cell, row)) / 2 - 1
    for (week, days) in content.weeks.enumerated() {
      let y = frame.y + (2 + week) * row
      for (column, day) in days.enumerated() {
        guard let day else { continue }
        let box = Rect(x: left + column * cell, y: y, width: cell, height: row)
        let centerX = Double(box.x) + Double(cell) / 2
        let centerY = Double(y) + Double(row) / 2
        var text = style.control
        // The keys' day has the halo: the focused day where it has one of its own (GTK's).
        let keysDay = picker.focusedDay ?? picker.selectedDay
        if isFocused && picker.focusedPart == .day && day == keysDay {
          canvas.circle(
            centerX: centerX, centerY: centerY, radius: radius + 3,
            color: style.focusIndicatorColor, alpha: 0.24)
        }
        if day == picker.selectedDay {
          canvas.circle(
            centerX: centerX, centerY: centerY, radius: radius, color: style.focusIndicatorColor)
          text.color = style.containerColor
        } else if day == picker.today {
          canvas.circle(
            centerX: centerX, centerY: centerY, radius: radius, color: style.focusIndicatorColor,
            lineWidth: 1)
        }
        _ = canvas.drawText(String(day), in: box, style: text, alignment: .center)
      }
    }
  }
}
