// GTK 3's calendar grid, which the `.gtk` key convention's focused day moves over: six
// weeks from the first weekday before the 1st (a whole week before it when the 1st starts
// a row), so the days of the months around fill it and always show.
extension DatePicker {
  /// How many cells GTK's grid has: six weeks.
  static let gtkCellCount = 42

  /// The date in the first cell of GTK's grid for the shown month.
  var gtkGridStart: CalendarDate {
    let first = date.adding(days: 1 - date.day)
    let lead = ((first.weekday - firstWeekday) % 7 + 7) % 7
    return first.adding(days: -(lead == 0 ? 7 : lead))
  }

  /// The date in `cell` of GTK's grid (0 is the first week's first day).
  func gtkDate(ofCell cell: Int) -> CalendarDate {
    gtkGridStart.adding(days: cell)
  }

  /// The cell the focused day is on after `key`, from `cell` (nil: none yet), as GTK 3
  /// moves it: Left and Right a day, stopping at the grid's ends; Up and Down a week,
  /// stopping at its first and last weeks; the first arrow lands on a corner.
  ///
  /// - Returns: nil for a key that moves no focused day.
  static func gtkFocusedCell(after key: Key, from cell: Int?) -> Int? {
    let last = gtkCellCount - 1
    switch key {
    case .left: return cell.map { max(0, $0 - 1) } ?? last
    case .right: return cell.map { min(last, $0 + 1) } ?? 0
    case .up: return cell.map { $0 >= 7 ? $0 - 7 : $0 } ?? last
    case .down: return cell.map { $0 + 7 <= last ? $0 + 7 : $0 } ?? 0
    default: return nil
    }
  }

  /// Picks the day in `cell` of GTK's grid, which moves to its month when it is one of
  /// the months around, and returns the day's cell in the grid then shown.
  func gtkPick(cell: Int) -> Int {
    date = gtkDate(ofCell: cell)
    return gtkCell(of: date)
  }

  /// The cell of `day` in GTK's grid for the shown month.
  func gtkCell(of day: CalendarDate) -> Int {
    let start = gtkGridStart
    var cell = 0
    var walk = start
    while walk != day, cell < Self.gtkCellCount {
      walk = walk.adding(days: 1)
      cell += 1
    }
    return cell
  }
}
