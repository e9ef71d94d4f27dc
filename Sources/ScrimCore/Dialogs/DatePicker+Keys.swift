// The keys a date picker takes, by its convention: the presenter hands them over while
// it has focus, with the part they move, which is the presenter's (one showing's) state.
extension DatePicker {
  /// The Tab stops it has, in order.
  var parts: [Part] { keyConvention == .dialog ? [.month, .year, .day] : [.day] }

  /// Whether focus starts on it when the modal appears (dialog's and GTK's start on the
  /// buttons).
  var takesInitialFocus: Bool { keyConvention == .material }

  /// The part the keys move when a showing starts, and when focus arrives without a
  /// direction (a click, a screen reader): the days.
  var startingPart: Part { .day }

  /// The part the keys move once focus comes into it: its first part when focus came
  /// forward, its last when it came back.
  func enteredPart(forward: Bool) -> Part {
    (forward ? parts.first : parts.last) ?? .day
  }

  /// Moves a key to the picker, whose keys are on `part`.
  ///
  /// - Returns: Whether it used the key: Tab and Shift-Tab only while they stay among its
  ///   parts.
  func uses(_ key: Key, part: inout Part) -> Bool {
    switch key {
    case .tab, .backTab:
      guard let index = parts.firstIndex(of: part) else { return false }
      let next = index + (key == .tab ? 1 : -1)
      guard parts.indices.contains(next) else { return false }
      part = parts[next]
      return true
    default:
      guard let step = step(for: key, on: part) else { return false }
      move(step)
      return true
    }
  }

  /// Moves the picker for typed text: dialog's `+`, `-` and vi's `hjkl`, each typed ahead
  /// counting.
  ///
  /// - Returns: Whether it used the text (all of it, or none).
  func uses(text: String, part: inout Part) -> Bool {
    guard keyConvention == .dialog, !text.isEmpty else { return false }
    let keys: [Character: Key] = [
      "+": .right, "-": .left, "h": .left, "l": .right, "j": .down,
      "k": .up,
    ]
    let mapped = text.compactMap { keys[$0] }
    guard mapped.count == text.count else { return false }
    for key in mapped { _ = uses(key, part: &part) }
    return true
  }

  private enum Step {
    case days(Int), months(Int), years(Int), monthEnd(Bool)
  }

  private func step(for key: Key, on part: Part) -> Step? {
    let dialog = keyConvention == .dialog
    switch (part, key) {
    case (.day, .left): return .days(-1)
    case (.day, .right): return .days(1)
    case (.day, .up): return .days(-7)
    case (.day, .down): return .days(7)
    case (.day, .pageUp): return dialog ? .days(-7) : .months(-1)
    case (.day, .pageDown): return dialog ? .days(7) : .months(1)
    case (.day, .home) where !dialog: return .monthEnd(false)
    case (.day, .end) where !dialog: return .monthEnd(true)
    case (.month, .left), (.month, .up), (.month, .pageUp): return .months(-1)
    case (.month, .right), (.month, .down), (.month, .pageDown): return .months(1)
    case (.year, .left), (.year, .up), (.year, .pageUp): return .years(-1)
    case (.year, .right), (.year, .down), (.year, .pageDown): return .years(1)
    default: return nil
    }
  }

  private func move(_ step: Step) {
    let dialog = keyConvention == .dialog
    switch step {
    case .days(let count):
      date = date.adding(days: count)
    case .monthEnd(let last):
      date = date.adding(days: (last ? date.daysInMonth : 1) - date.day)
    case .months(let count) where dialog:
      // dialog steps by the month's length in days: from the 31st of January a month on
      // is early March.
      let before = date.adding(months: -1)
      date = date.adding(days: count > 0 ? date.daysInMonth : -before.daysInMonth)
    case .months(let count):
      date = date.adding(months: count)
    case .years(let count) where dialog:
      let year = count > 0 ? date.year : date.year - 1
      date = date.adding(days: (CalendarDate.isLeap(year) ? 366 : 365) * (count > 0 ? 1 : -1))
    case .years(let count):
      date = date.adding(months: 12 * count)
    }
  }
}

extension Control {
  /// Whether focus may start on this control when its modal appears.
  var takesInitialFocus: Bool {
    switch self {
    case .datePicker(let picker): return picker.takesInitialFocus
    case .timePicker(let picker): return picker.takesInitialFocus
    case .slider(let slider): return !slider.holdsKeysWhileButtonsFocused
    default: return true
    }
  }
}
