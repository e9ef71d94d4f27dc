@_spi(Renderer) import ScrimCore
import Testing

/// Date and time pickers the same on every renderer.
///
/// The same keys give the same date, time, month shown and ending, so their rules are the
/// core's. Shared with the GTK renderer's
/// tests, as `StageScenarios` is.
@MainActor
enum PickerScenarios {
  /// Material's date picker: arrows across a month's end, Page Down a month on, a click
  /// on the picker keeps its day, Return chooses OK.
  static func datePicker(_ driver: any StageDriver) throws {
    let log = driver.transcript
    guard let start = CalendarDate(year: 2026, month: 1, day: 30) else {
      Issue.record("no such day")
      return
    }
    let picker = DatePicker(title: "Due", date: start)
    let dialog = Dialog(title: "Schedule")
    dialog.addControl(.datePicker(picker))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.note("cancel") })
    let ok = AlertAction(title: "OK") { _ in log.note("ok") }
    dialog.addAction(ok)
    dialog.preferredAction = ok
    try driver.stage.present(dialog)
    try driver.advance(by: .milliseconds(200))
    #expect(driver.stage.focus == .control(0), "the picker has focus first")
    #expect(driver.shows("January") && driver.shows("2026"))
    try driver.press(.right)
    try driver.press(.right)
    #expect(picker.date.description == "2026-02-01")
    #expect(driver.shows("February"))
    try driver.press(.pageDown)
    try driver.press(.down)
    #expect(picker.date.description == "2026-03-08")
    #expect(driver.shows("March"))
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(200))
    #expect(log.notes == ["ok"])
    #expect(picker.date.description == "2026-03-08")
  }

  /// Material's time input: Up and Down step a field and wrap without carrying, Right
  /// moves to the next field, Return chooses OK.
  static func timePicker(_ driver: any StageDriver) throws {
    let log = driver.transcript
    let picker = TimePicker(title: "Alarm", hour: 23, minute: 59, second: 0)
    let dialog = Dialog(title: "Wake me")
    dialog.addControl(.timePicker(picker))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.note("cancel") })
    let ok = AlertAction(title: "OK") { _ in log.note("ok") }
    dialog.addAction(ok)
    dialog.preferredAction = ok
    try driver.stage.present(dialog)
    try driver.advance(by: .milliseconds(200))
    #expect(driver.stage.focus == .control(0), "the picker has focus first")
    #expect(driver.shows("23") && driver.shows("59"))
    try driver.press(.up)
    try driver.press(.right)
    try driver.press(.up)
    #expect(picker.valueText == "00:00:00")
    try driver.press(.down)
    #expect(driver.shows("59"))
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(200))
    #expect(log.notes == ["ok"])
    #expect(picker.valueText == "00:59:00")
  }
}
