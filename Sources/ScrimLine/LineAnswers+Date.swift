import ScrimCore

extension LineReading {
  /// The prompt for a date picker's date, the form it takes and the date Return keeps,
  /// in numbers and in words: "Due (year-month-day, Return keeps 1981-07-07, Tuesday 7
  /// July 1981): ".
  package static func datePrompt(_ picker: AccessibilityNode) -> String {
    let name = picker.label.isBlank ? roleName(picker.role) : UserText.visible(picker.label)
    let words = picker.hint.map { ", \(UserText.visible($0))" } ?? ""
    return "\(name) (year-month-day, Return keeps \(picker.value ?? "")\(words)): "
  }
}

extension LineAnswers {
  /// A question for a date picker's date: a date written year-month-day, else it asks
  /// again; an empty answer keeps the date.
  package static func date(
    for picker: AccessibilityNode, take: @escaping @MainActor (CalendarDate) -> Void
  ) -> LineQuestion {
    LineQuestion(
      subject: .field(picker), prompt: LineReading.datePrompt(picker),
      invalid: "enter a date as year-month-day, like 2026-12-05"
    ) { text in
      if text.isEmpty { return true }
      guard let date = CalendarDate(iso: text) else { return false }
      take(date)
      return true
    }
  }
}
