import ScrimCore

extension CatalogExample {
  /// Material's date picker in a dialog, on a fixed day so that the catalog looks the
  /// same every day it is shown (an app hands in its own today).
  static let datePickerDialog = CatalogExample(
    title: "Date picker",
    summary: "A month's grid: arrows move a day or a week, Page Up/Down a month.",
    content: .modal { scheme, _ in
      let dialog = Dialog(title: "Schedule backup", message: "Run the first backup on:")
      if let day = CalendarDate(year: 2026, month: 12, day: 5) {
        let picker = DatePicker(title: "Start date", date: day.adding(days: 3))
        picker.today = day
        dialog.addControl(.datePicker(picker))
      }
      dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
      dialog.addAction(AlertAction(title: "Schedule", emphasis: .high))
      dialog.applyTheme(withScheme: scheme)
      return dialog
    })
}
