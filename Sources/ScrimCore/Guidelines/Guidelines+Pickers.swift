/// The rules for date and time pickers: a picker a screen reader cannot name is a value
/// without a question, and a calendar whose names are not a year's months and a week's
/// days falls back to English where they run short.
extension Guidelines {
  /// A warning for each picker without a title, and for a date picker whose month or
  /// weekday names are not 12 and 7.
  @MainActor
  static func pickerRules(_ modal: any Modal) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for (index, control) in modal.controls.enumerated() {
      let title: String
      switch control {
      case .datePicker(let picker):
        title = picker.title
        if picker.monthNames.count != 12 || picker.weekdayNames.count != 7 {
          found.append(
            Diagnostic(
              rule: "date-picker.names", severity: .warning,
              message: "The date picker at control \(index + 1) has "
                + "\(picker.monthNames.count) month names and \(picker.weekdayNames.count) "
                + "weekday names.",
              fixIt: "Give 12 month names from January and 7 weekday names from Sunday; "
                + "the missing ones show in English."))
        }
      case .timePicker(let picker):
        title = picker.title
      default:
        continue
      }
      guard title.isBlank else { continue }
      found.append(
        Diagnostic(
          rule: "picker.no-label", severity: .warning,
          message: "The picker at control \(index + 1) has no title.",
          fixIt: "Name what the date or time is for (\"Due date\", \"Alarm\"): a screen "
            + "reader and line mode ask it by that name."))
    }
    return found
  }
}
