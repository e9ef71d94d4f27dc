/// A date picker as it shows, in the layout's units: its item's rows are the header
/// (month and year), the weekday names, then a row a week, each `rowHeight` high; the
/// grid's seven columns start `gridX` from the item's left edge, `cellWidth` apart.
@_spi(Renderer) public struct DatePickerElement: Hashable, Sendable {
  /// What the layout measured: names, weeks and the cell's natural width.
  public var content: DatePickerContent
  /// The picked day of the shown month.
  public var selectedDay: Int
  /// Today's day, when today falls in the shown month.
  public var today: Int?
  /// The part the keys move while the picker has focus; nil when it has none.
  public var focusedPart: DatePicker.Part?
  /// The focused day of the shown month, apart from the picked one (the `.gtk` key
  /// convention's), while the picker has focus; nil when it has none or it is a day of the
  /// months around.
  public var focusedDay: Int?
  /// Where the grid's first column starts, from the item's left edge.
  public var gridX: Int
  /// How far apart the columns are.
  public var cellWidth: Int
  /// How tall each row is.
  public var rowHeight: Int
  /// How wide the month's name is in the header, which starts at `gridX`.
  public var monthWidth: Int
  /// Where the year starts in the header, from the item's left edge: after the month's
  /// name and a space.
  public var yearX: Int
  /// How wide the year is.
  public var yearWidth: Int

  /// Makes a date picker's element, its header measured as one cell a character.
  public init(
    content: DatePickerContent, selectedDay: Int, today: Int?, focusedPart: DatePicker.Part?,
    gridX: Int, cellWidth: Int, rowHeight: Int
  ) {
    let month = content.month.count
    self.init(
      content: content, selectedDay: selectedDay, today: today, focusedPart: focusedPart,
      gridX: gridX, cellWidth: cellWidth, rowHeight: rowHeight,
      header: (month, gridX + month + 1, content.year.count))
  }

  /// Makes a date picker's element with its header as measured: the month's width, where
  /// the year starts (from the item's left edge) and its width.
  public init(
    content: DatePickerContent, selectedDay: Int, today: Int?, focusedPart: DatePicker.Part?,
    gridX: Int, cellWidth: Int, rowHeight: Int,
    header: (monthWidth: Int, yearX: Int, yearWidth: Int)
  ) {
    self.content = content
    self.selectedDay = selectedDay
    self.today = today
    self.focusedPart = focusedPart
    self.gridX = gridX
    self.cellWidth = cellWidth
    self.rowHeight = rowHeight
    monthWidth = header.monthWidth
    yearX = header.yearX
    yearWidth = header.yearWidth
  }

  /// The row and column of `day` in the grid (row 0 is the first week), if it shows.
  public func cell(of day: Int) -> (week: Int, column: Int)? {
    for (week, days) in content.weeks.enumerated() {
      if let column = days.firstIndex(of: day) { return (week, column) }
    }
    return nil
  }
}

extension Stage {
  /// The element of the date picker at `index`, in its item `frame`, its header measured
  /// in `font`.
  func datePickerElement(
    _ picker: DatePicker, at index: Int, frame: Rect?, content: ModalContent, font: TextFont
  ) -> DatePickerElement {
    let measured: DatePickerContent
    if content.items.indices.contains(index), case .datePicker(let shown) = content.items[index] {
      measured = shown
    } else {
      measured = picker.content(measurer: measurer)
    }
    let width = frame?.width ?? 0
    let (gridX, cell) = measured.grid(width: width)
    let today = picker.today.flatMap {
      $0.year == picker.date.year && $0.month == picker.date.month ? $0.day : nil
    }
    let text = measurer.measurer(for: font)
    let monthWidth = text.width(of: measured.month)
    var element = DatePickerElement(
      content: measured, selectedDay: picker.date.day, today: today,
      focusedPart: presenter.focus == .control(index)
        ? presenter.datePart(ofControl: index, picker) : nil, gridX: gridX,
      cellWidth: cell, rowHeight: max(1, (frame?.height ?? 0) / max(1, measured.rowCount)),
      header: (
        monthWidth, gridX + monthWidth + text.width(of: " "), text.width(of: measured.year)
      ))
    if presenter.focus == .control(index), picker.keyConvention == .gtk,
      let cell = presenter.focusedDayCell(ofControl: index)
    {
      let focused = picker.gtkDate(ofCell: cell)
      let shown = focused.year == picker.date.year && focused.month == picker.date.month
      element.focusedDay = shown ? focused.day : nil
    }
    return element
  }
}
