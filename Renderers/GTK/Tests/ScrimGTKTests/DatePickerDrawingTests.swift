import CGTK
@_spi(Renderer) import ScrimCore
import Testing

/// A date picker in a window: the month and year, the weekdays, the days, the picked one
/// on an accent circle that the keys and a click move.
@MainActor
@Suite struct DatePickerDrawingTests {
  @Test("the picked day is on an accent circle; Right and a click on a day move it")
  func datePicker() throws {
    let driver = try GTKDriver(scheme: Theme.light.scheme)
    let start = try #require(CalendarDate(year: 1981, month: 7, day: 7))
    let picker = DatePicker(title: "Due", date: start)
    let dialog = Dialog(title: "Schedule")
    dialog.addControl(.datePicker(picker))
    dialog.addAction(AlertAction(title: "OK", emphasis: .high))
    dialog.applyTheme(withScheme: Theme.light.scheme)
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(400))
    let (item, element) = try layout(driver)
    let accent = Pixel(Theme.light.scheme.colorScheme.primary)
    // Left of the digits, inside the circle: the accent where the day is picked.
    func spot(_ day: Int) throws -> (x: Int, y: Int) {
      let cell = try #require(element.cell(of: day))
      return (
        item.x + element.gridX + cell.column * element.cellWidth + element.cellWidth / 4,
        item.y + (2 + cell.week) * element.rowHeight + element.rowHeight / 2
      )
    }
    let (before, _) = try driver.photograph()
    #expect(driver.shows("July") && driver.shows("1981") && driver.shows("Tue"))
    let seventh = try spot(7)
    let eighth = try spot(8)
    #expect(before[seventh.x, seventh.y].distance(to: accent) <= 8, "the 7th on the circle")
    #expect(before[eighth.x, eighth.y].distance(to: accent) > 8)
    try driver.sendKey(.right)
    try driver.advance(by: .milliseconds(100))
    let (after, _) = try driver.photograph()
    #expect(picker.date.day == 8)
    #expect(after[eighth.x, eighth.y].distance(to: accent) <= 8, "the circle moved")
    let late = try spot(24)
    try driver.sendPointer(.press, x: late.x, y: late.y)
    try driver.sendPointer(.release, x: late.x, y: late.y)
    #expect(picker.date.day == 24)
  }

  private func layout(_ driver: GTKDriver) throws -> (Rect, DatePickerElement) {
    for case .modal(let state) in driver.stage.scene().layers {
      let item = try #require(state.layout.items.first { $0.index == 0 })
      if case .datePicker(let element)? = state.control(0) { return (item.frame, element) }
    }
    throw DatePickerDrawingError()
  }
}

private struct DatePickerDrawingError: Error {}
