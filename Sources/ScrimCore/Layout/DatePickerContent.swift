/// A date picker as the layout measures it: its header, its weekday names and the days of
/// the shown month, on rows of `LayoutMetrics.bodyLineHeight`.
@_spi(Renderer) public struct DatePickerContent: Hashable, Sendable {
  /// The shown month's name.
  public var month: String
  /// The shown year.
  public var year: String
  /// The weekdays' names, in column order.
  public var columnNames: [String]
  /// The month's weeks: seven days each, nil outside the month.
  public var weeks: [[Int?]]
  /// How wide a day's cell is at its natural size: the widest name or "00", and a space.
  public var cellWidth: Int

  /// Makes a picker's content.
  public init(
    month: String, year: String, columnNames: [String], weeks: [[Int?]], cellWidth: Int
  ) {
    self.month = month
    self.year = year
    self.columnNames = columnNames
    self.weeks = weeks
    self.cellWidth = cellWidth
  }

  /// The rows: the header, the weekday names, then one a week.
  public var rowCount: Int { 2 + weeks.count }

  /// The header's text: "July 1981".
  public var header: String { "\(month) \(year)" }

  /// Its rows as plain text, one a line, for a renderer that prints lines.
  var lines: [String] {
    [header, columnNames.joined(separator: " ")]
      + weeks.map { week in
        week.map { day in day.map { $0 < 10 ? " \($0)" : String($0) } ?? "  " }
          .joined(separator: " ")
      }
  }

  /// The grid in an item `width` wide: its cells at their natural width, centred, or
  /// narrowed to a seventh of the width when it is narrower.
  public func grid(width: Int) -> (x: Int, cellWidth: Int) {
    let cell = min(cellWidth, max(0, width / 7))
    return (max(0, (width - 7 * cell) / 2), cell)
  }

  /// The day under a point `x` across and on `line` of the picker `width` wide, if any.
  func day(atLine line: Int, x: Int, width: Int) -> Int? {
    let (start, cell) = grid(width: width)
    let week = line - 2
    guard cell > 0, weeks.indices.contains(week), x >= start else { return nil }
    let column = (x - start) / cell
    return column < 7 ? weeks[week][column] : nil
  }

  /// The cell width of a date picker measured by `measurer`.
  static func cellWidth(names: [String], measurer: some TextMeasurer) -> Int {
    let widest = names.reduce(measurer.width(of: "00")) { max($0, measurer.width(of: $1)) }
    return widest + measurer.width(of: " ")
  }
}

extension ModalLayout {
  /// What a point `x` across `line` of a date picker's item touches: a day, or nil when it
  /// is no date picker.
  func datePickerTarget(
    _ item: ItemFrame, line: Int, x: Int, width: Int, in content: ModalContent
  ) -> PointerTarget? {
    guard content.items.indices.contains(item.index),
      case .datePicker(let picker) = content.items[item.index]
    else { return nil }
    guard let day = picker.day(atLine: line, x: x, width: width) else {
      return .control(item.index)
    }
    return .datePickerDay(control: item.index, day: day)
  }
}
