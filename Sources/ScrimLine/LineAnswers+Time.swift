import ScrimCore

extension LineReading {
  /// The prompt for a time picker's time, the form it takes and the time Return keeps:
  /// "Alarm (hours:minutes:seconds, Return keeps 07:30:00): ".
  package static func timePrompt(_ picker: AccessibilityNode) -> String {
    let name = picker.label.isBlank ? roleName(picker.role) : UserText.visible(picker.label)
    return "\(name) (\(timeForm(picker)), Return keeps \(picker.value ?? "")): "
  }

  /// The form a time is asked in: with seconds when the picker shows them.
  static func timeForm(_ picker: AccessibilityNode) -> String {
    hasSeconds(picker) ? "hours:minutes:seconds" : "hours:minutes"
  }

  static func hasSeconds(_ picker: AccessibilityNode) -> Bool {
    (picker.value ?? "").split(separator: ":").count == 3
  }
}

extension LineAnswers {
  /// A question for a time picker's time: hours and minutes (and seconds, where it shows
  /// them) within a day, else it asks again; an empty answer keeps the time.
  package static func time(
    for picker: AccessibilityNode, take: @escaping @MainActor (String) -> Void
  ) -> LineQuestion {
    let seconds = LineReading.hasSeconds(picker)
    return LineQuestion(
      subject: .field(picker), prompt: LineReading.timePrompt(picker),
      invalid:
        "enter a time as \(LineReading.timeForm(picker)), like \(seconds ? "18:30:00" : "18:30")"
    ) { text in
      if text.isEmpty { return true }
      guard TimePicker.parse(text, seconds: seconds) != nil else { return false }
      take(text)
      return true
    }
  }
}
