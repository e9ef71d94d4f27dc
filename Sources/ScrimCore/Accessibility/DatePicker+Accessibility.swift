extension DatePicker {
  /// The full English names of the weekdays, Sunday first, for the spoken date.
  private static let spokenWeekdays = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  /// The date in words, as a screen reader speaks it: "Tuesday 7 July 1981".
  public var spokenDate: String { spoken(date) }

  /// `day` in words, with this picker's month names.
  func spoken(_ day: CalendarDate) -> String {
    let month = Self.name(monthNames, day.month - 1, Self.englishMonths)
    return "\(Self.spokenWeekdays[day.weekday]) \(day.day) \(month) \(day.year)"
  }

  /// Its node: the date in ISO 8601 as its value (what a screen reader sets and line mode
  /// asks), the date in words as its hint.
  func accessibilityNode(isFocused: Bool, target: StageTarget?) -> AccessibilityNode {
    AccessibilityNode(
      role: .datePicker, label: title, value: valueText, hint: spokenDate, isFocused: isFocused,
      target: target)
  }
}
