import ScrimCore
import ScrimTerminal
import Testing

/// A date picker in a terminal: the month and year, the weekdays, the month's days, the
/// picked one reversed and today underlined; then a time picker's fields.
@MainActor
@Suite struct DatePickerSnapshotTests {
  /// dialog's calendar as scrim shows it, with the days focused.
  static func dialog(_ scheme: ContainerScheme) -> Dialog {
    let dialog = Dialog(title: "Calendar", message: "Please choose a date")
    if let date = CalendarDate(year: 1981, month: 7, day: 7) {
      let picker = DatePicker(title: "Date", date: date)
      picker.today = CalendarDate(year: 1981, month: 7, day: 20)
      dialog.addControl(.datePicker(picker))
    }
    dialog.addControl(.timePicker(TimePicker(title: "Time", hour: 9, minute: 5, second: 0)))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK", emphasis: .high))
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }

  @Test(arguments: [Look.light, .monochrome])
  func datePicker(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 50, height: 22))
    try stage.app.present(Self.dialog(look.scheme))
    try stage.settle()
    stage.expectSnapshot(named: "date-picker-\(look.rawValue)-50x22")
  }
}
