import ScrimCore

extension CatalogExample {
  /// Material's date and time pickers in a dialog, on a fixed day so that the catalog
  /// looks the same every day it is shown (an app hands in its own today).
  static let datePickerDialog = CatalogExample(
    title: "Date and time pickers",
    summary: "A month's grid (arrows a day or a week, Page Up/Down a month), then a time.",
    content: .modal { scheme, _ in
      let dialog = Dialog(title: "Schedule backup", message: "Run the first backup on:")
      if let day = CalendarDate(year: 2026, month: 12, day: 5) {
        let picker = DatePicker(title: "Start date", date: day.adding(days: 3))
        picker.today = day
        dialog.addControl(.datePicker(picker))
      }
      let time = TimePicker(title: "At", hour: 2, minute: 30)
      time.showsSeconds = false
      dialog.addControl(.timePicker(time))
      dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
      dialog.addAction(AlertAction(title: "Schedule", emphasis: .high))
      dialog.applyTheme(withScheme: scheme)
      return dialog
    })
}
