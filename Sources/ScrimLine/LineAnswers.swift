import ScrimCore

/// How line mode reads an answer: a number from 1 or a name, yes or no, several numbers,
/// a field's text; and the questions that take them.
@MainActor
package enum LineAnswers {
  /// A question for one of `options` (a list's items, a modal's buttons) by number or
  /// name; an empty answer takes `fallback` when there is one.
  package static func choice(
    _ subject: LineQuestion.Subject, among options: [AccessibilityNode], fallback: Int?,
    noun: String, take: @escaping @MainActor (Int) -> Void
  ) -> LineQuestion {
    let range = range(of: options)
    let hint = fallback.map { ", Return for \($0 + 1)" } ?? ""
    let labels = options.map(\.label)
    return LineQuestion(
      subject: subject, options: options, prompt: "Choose \(noun) (\(range)\(hint)): ",
      invalid: "enter a number from \(range)"
    ) { text in
      guard let index = text.isEmpty ? fallback : pick(text, among: labels) else { return false }
      take(index)
      return true
    }
  }

  /// A question for one of a message's buttons, or an empty answer (nil) to dismiss it.
  package static func optionalChoice(
    among buttons: [AccessibilityNode], take: @escaping @MainActor (Int?) -> Void
  ) -> LineQuestion {
    let range = range(of: buttons)
    let labels = buttons.map(\.label)
    return LineQuestion(
      subject: .action, options: buttons,
      prompt: "Choose an action (\(range), Return to dismiss): ",
      invalid: "enter a number from \(range), or nothing to dismiss"
    ) { text in
      if text.isEmpty {
        take(nil)
        return true
      }
      guard let index = pick(text, among: labels) else { return false }
      take(index)
      return true
    }
  }

  /// A question for a text field's text, named as its node is; an empty answer (nil)
  /// keeps the text it has.
  ///
  /// Control characters and bidirectional controls in the answer are dropped, as typing
  /// them into the field would, so no answer can reorder what a terminal shows of it.
  package static func text(
    of field: AccessibilityNode, take: @escaping @MainActor (String?) -> Void
  ) -> LineQuestion {
    LineQuestion(
      subject: .field(field), prompt: LineReading.fieldPrompt(field),
      secure: field.role == .secureTextField, trims: false, invalid: ""
    ) { text in
      let typed = typedText(text)
      take(typed.isEmpty ? nil : typed)
      return true
    }
  }

  /// An answer as typing it would enter it: control characters (but a tab, when
  /// `keepingTabs`) and bidirectional controls dropped.
  static func typedText(_ text: String, keepingTabs: Bool = false) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter {
          (keepingTabs && $0 == "\t")
            || (!TextSanitizer.isControl($0) && !TextSanitizer.isBidiControl($0))
        }))
  }

  /// A question for a slider's value: a whole number within its range, else it asks
  /// again; an empty answer keeps the value.
  package static func number(
    for slider: AccessibilityNode, take: @escaping @MainActor (Int) -> Void
  ) -> LineQuestion {
    let range = slider.valueRange ?? Int.min...Int.max
    return LineQuestion(
      subject: .field(slider), prompt: LineReading.sliderPrompt(slider),
      invalid: "enter a whole number from \(range.lowerBound) to \(range.upperBound)"
    ) { text in
      if text.isEmpty { return true }
      guard let value = Int(text), range.contains(value) else { return false }
      take(value)
      return true
    }
  }

  /// A yes-or-no question for a toggle; an empty answer keeps its state.
  package static func yesNo(
    for toggle: AccessibilityNode, take: @escaping @MainActor (Bool) -> Void
  ) -> LineQuestion {
    let current = toggle.value == "on"
    return LineQuestion(
      subject: .toggle(toggle), prompt: LineReading.togglePrompt(toggle),
      invalid: "enter y or n"
    ) { text in
      switch text.lowercased() {
      case "": take(current)
      case "y", "yes", "on": take(true)
      case "n", "no", "off": take(false)
      default: return false
      }
      return true
    }
  }

  /// A question for any number of a checklist's items, by number or name, separated by
  /// spaces or commas; an empty answer keeps `current`, and "none" clears them all.
  package static func many(
    of list: AccessibilityNode, current: [Int], take: @escaping @MainActor ([Int]) -> Void
  ) -> LineQuestion {
    let range = range(of: list.children)
    let kept = current.isEmpty ? "none" : current.map { String($0 + 1) }.joined(separator: " ")
    let labels = list.children.map(\.label)
    return LineQuestion(
      subject: .list(list), options: list.children,
      prompt: "Choose any (\(range), separated by spaces or commas, Return keeps \(kept)): ",
      invalid: "enter numbers from \(range), separated by spaces or commas"
    ) { text in
      if text.isEmpty {
        take(current)
        return true
      }
      if text.lowercased() == "none" {
        take([])
        return true
      }
      var chosen = Set<Int>()
      for token in text.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
        guard let index = pick(String(token), among: labels) else { return false }
        chosen.insert(index)
      }
      take(chosen.sorted())
      return true
    }
  }

  /// A number from 1, or a label (exactly, else ignoring case when only one matches).
  package static func pick(_ text: String, among labels: [String]) -> Int? {
    if text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), text.count <= 9,
      let number = Int(text),
      labels.indices.contains(number - 1)
    {
      return number - 1
    }
    if let exact = labels.firstIndex(of: text) { return exact }
    let lowered = text.lowercased()
    let folded = labels.indices.filter { labels[$0].lowercased() == lowered }
    return folded.count == 1 ? folded[0] : nil
  }

  private static func range(of options: [AccessibilityNode]) -> String {
    options.count == 1 ? "1" : "1-\(options.count)"
  }
}
