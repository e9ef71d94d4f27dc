// The keys a time picker takes, by its convention: the presenter hands them over while it
// has focus, with the field they move, which is the presenter's (one showing's) state.
extension TimePicker {
  /// Whether focus starts on it when the modal appears (dialog's starts on the buttons).
  var takesInitialFocus: Bool { keyConvention == .material }

  /// The field the keys move when a showing starts, and when focus arrives without a
  /// direction: the hour.
  var startingPart: Part { .hour }

  /// The field the keys move once focus comes into it: its first when focus came forward,
  /// its last when it came back.
  func enteredPart(forward: Bool) -> Part {
    (forward ? parts.first : parts.last) ?? .hour
  }

  /// Moves a key to the picker, whose keys are on `part`.
  ///
  /// - Returns: Whether it used the key: a move between fields only while it stays among
  ///   them.
  func uses(_ key: Key, part: inout Part) -> Bool {
    let dialog = keyConvention == .dialog
    switch key {
    case .tab, .backTab, .left, .right:
      guard let index = parts.firstIndex(of: part) else { return false }
      let next = index + (key == .tab || key == .right ? 1 : -1)
      guard parts.indices.contains(next) else { return false }
      part = parts[next]
    case .up: step(part, by: dialog ? -1 : 1)
    case .down: step(part, by: dialog ? 1 : -1)
    case .pageUp where dialog: step(part, by: -1)
    case .pageDown where dialog: step(part, by: 1)
    default: return false
    }
    return true
  }

  /// dialog's `+` and `-`, each typed ahead counting.
  ///
  /// - Returns: Whether it used the text (all of it, or none).
  func uses(text: String, part: Part) -> Bool {
    guard keyConvention == .dialog, !text.isEmpty,
      text.allSatisfy({ $0 == "+" || $0 == "-" })
    else { return false }
    for sign in text { step(part, by: sign == "+" ? 1 : -1) }
    return true
  }
}
