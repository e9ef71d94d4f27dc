@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A date picker driven through the stage: its keys in Material's and dialog's
/// conventions, a click on a day, its grid and its node.
@MainActor
@Suite("a date picker: its keys, its grid, a click and its tree")
struct DatePickerTests {
  private func date(_ year: Int, _ month: Int, _ day: Int) throws -> CalendarDate {
    try #require(CalendarDate(year: year, month: month, day: day))
  }

  /// A dialog with the picker first, then Cancel and OK (preferred), on a stage.
  private func stage(_ picker: DatePicker) throws -> Stage {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 60, height: 24),
      measurer: FixedWidthMeasurer(), reducesMotion: true)
    let dialog = Dialog(title: "Due")
    dialog.addControl(.datePicker(picker))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    dialog.preferredAction = ok
    try stage.present(dialog)
    stage.update()
    return stage
  }

  private func press(_ stage: Stage, _ keys: Key...) {
    for key in keys { stage.handle(.key(key)) }
  }

  private func element(_ stage: Stage) throws -> (DatePickerElement, Rect) {
    for case .modal(let state) in stage.scene().layers {
      let item = try #require(state.layout.items.first { $0.index == 0 })
      if case .datePicker(let element)? = state.control(0) { return (element, item.frame) }
    }
    throw DatePickerTestError()
  }

  @Test("dates count days across months, years, leap years and the epoch")
  func calendarDates() throws {
    #expect(CalendarDate(year: 2001, month: 2, day: 29) == nil)
    #expect(CalendarDate(year: 2000, month: 2, day: 29) != nil)
    #expect(try date(1970, 1, 1).daysSinceEpoch == 0)
    #expect(try date(1970, 1, 1).weekday == 4, "a Thursday")
    #expect(try date(1981, 7, 7).weekday == 2, "a Tuesday")
    #expect(try date(1969, 12, 31).weekday == 3)
    #expect(try date(1999, 12, 31).adding(days: 1) == date(2000, 1, 1))
    #expect(try date(2000, 3, 1).adding(days: -1) == date(2000, 2, 29))
    #expect(try date(2001, 1, 31).adding(months: 1) == date(2001, 2, 28))
    #expect(try date(2001, 1, 15).adding(months: -13) == date(1999, 12, 15))
    #expect(try date(1981, 7, 7).description == "1981-07-07")
    #expect(CalendarDate(iso: "1981-7-7") == (try date(1981, 7, 7)))
    #expect(CalendarDate(iso: "1981-02-30") == nil)
    #expect(CalendarDate(iso: "07/07/1981") == nil)
    for ordinal in [-1_000_000, -1, 0, 59, 11_016, 3_000_000] {
      #expect(CalendarDate(daysSinceEpoch: ordinal).daysSinceEpoch == ordinal)
    }
    // Far past the years a date may fall in: clamped, never a trap.
    #expect(CalendarDate(daysSinceEpoch: Int.max).year == CalendarDate.years.upperBound)
    #expect(try date(1, 1, 1).adding(days: Int.min).year == CalendarDate.years.lowerBound)
  }

  @Test("Material's keys: arrows a day or a week, pages a month, Home and End the month's ends")
  func materialKeys() throws {
    let picker = DatePicker(title: "Due", date: try date(2026, 1, 31))
    let stage = try stage(picker)
    press(stage, .right)
    #expect(picker.date == (try date(2026, 2, 1)))
    press(stage, .up)
    #expect(picker.date == (try date(2026, 1, 25)))
    press(stage, .down, .left)
    #expect(picker.date == (try date(2026, 1, 31)))
    press(stage, .pageDown)
    #expect(picker.date == (try date(2026, 2, 28)), "a shorter month keeps its last day")
    press(stage, .pageUp, .home)
    #expect(picker.date == (try date(2026, 1, 1)))
    press(stage, .end)
    #expect(picker.date == (try date(2026, 1, 31)))
    stage.handle(.text("+"))
    #expect(picker.date == (try date(2026, 1, 31)), "no typed steps in Material's")
    press(stage, .tab)
    #expect(stage.focus == .action(0), "one Tab stop")
  }

  @Test("dialog's keys: focus starts on OK; Tab visits the month, the year, the days")
  func dialogKeys() throws {
    let picker = DatePicker(title: "Date", date: try date(2001, 1, 31))
    picker.keyConvention = .dialog
    let stage = try stage(picker)
    #expect(stage.focus == .action(1))
    press(stage, .tab)
    #expect(stage.focus == .control(0))
    #expect(try element(stage).0.focusedPart == .month)
    press(stage, .down)
    #expect(picker.date == (try date(2001, 3, 3)), "a month on is January's 31 days on")
    press(stage, .up)
    #expect(picker.date == (try date(2001, 2, 3)), "a month back is February's 28 days back")
    press(stage, .tab, .left)
    #expect(try element(stage).0.focusedPart == .year)
    #expect(picker.date == (try date(2000, 2, 3)), "a year back is 2000's 366 days back")
    press(stage, .tab, .pageDown)
    #expect(try element(stage).0.focusedPart == .day)
    #expect(picker.date == (try date(2000, 2, 10)), "a page is a week")
    stage.handle(.text("++-l"))
    #expect(picker.date == (try date(2000, 2, 12)))
    press(stage, .tab)
    #expect(stage.focus == .action(0), "out of the days to the first button")
    press(stage, .backTab)
    #expect(try element(stage).0.focusedPart == .day, "back into the days")
  }

  @Test("the grid starts each week on the first weekday; a click on a day picks it")
  func gridAndClick() throws {
    let picker = DatePicker(title: "Due", date: try date(1981, 7, 7))
    picker.today = try date(1981, 7, 20)
    let stage = try stage(picker)
    #expect(picker.weeks.first == [nil, nil, nil, 1, 2, 3, 4])
    #expect(picker.weeks.count == 5)
    let (element, frame) = try element(stage)
    #expect(element.selectedDay == 7)
    #expect(element.today == 20)
    #expect(element.focusedPart == .day)
    #expect(element.content.header == "July 1981")
    #expect(element.content.columnNames.first == "Sun")
    let cell = try #require(element.cell(of: 24))
    let x = frame.x + element.gridX + cell.column * element.cellWidth + 1
    let y = frame.y + (2 + cell.week) * element.rowHeight
    stage.handle(.pointer(PointerInput(.press, x: x, y: y)))
    stage.handle(.pointer(PointerInput(.release, x: x, y: y)))
    #expect(picker.date == (try date(1981, 7, 24)))
    picker.firstWeekday = 1
    #expect(picker.weeks.first == [nil, nil, 1, 2, 3, 4, 5])
    #expect(picker.columnNames.first == "Mon")
  }

  @Test("its node is a date picker with the ISO date and the date in words; set as ISO")
  func tree() throws {
    let picker = DatePicker(title: "Due", date: try date(1981, 7, 7))
    let stage = try stage(picker)
    let node = try #require(
      stage.accessibilityTrees.first?.children.first { $0.role == .datePicker })
    #expect(node.label == "Due")
    #expect(node.value == "1981-07-07")
    #expect(node.hint == "Tuesday 7 July 1981")
    #expect(node.isFocused)
    stage.handle(.accessibilitySetValue(control: 0, "2024-02-29"))
    #expect(picker.date == (try date(2024, 2, 29)))
    stage.handle(.accessibilitySetValue(control: 0, "tomorrow"))
    #expect(picker.date == (try date(2024, 2, 29)), "no date: kept")
  }
}

private struct DatePickerTestError: Error {}
