import ScrimCore

/// What asking gave: an answer, or what stopped the asking (end of input, time-out, signal).
enum Answer<Value> {
  case answer(Value)
  case stopped(LineInput)
}

extension AccessibleRunner {
  /// Asks for one of `labels` by number (from 1) or by label; an empty answer takes
  /// `fallback` when there is one.
  func ask(among labels: [String], fallback: Int?, noun: String) -> Answer<Int> {
    let range = labels.count == 1 ? "1" : "1-\(labels.count)"
    let hint = fallback.map { ", Return for \($0 + 1)" } ?? ""
    return ask(
      "Choose \(noun) (\(range)\(hint)): ", invalid: "enter a number from \(range)"
    ) { text in
      if text.isEmpty { return fallback }
      return Self.pick(text, among: labels)
    }
  }

  /// Asks for one of a message's actions, or an empty answer (nil) to dismiss it.
  func askOptional(among labels: [String]) -> Answer<Int?> {
    let range = labels.count == 1 ? "1" : "1-\(labels.count)"
    return ask(
      "Choose an action (\(range), Return to dismiss): ",
      invalid: "enter a number from \(range), or nothing to dismiss"
    ) { text -> Int?? in
      if text.isEmpty { return .some(nil) }
      return Self.pick(text, among: labels).map { .some($0) }
    }
  }

  /// Asks for a text field's text, named as its node is; an empty answer (nil) keeps the
  /// text it has.
  ///
  /// Control characters and bidirectional controls in the answer are dropped, as typing
  /// them into the field would, so no answer can reorder what a terminal shows of it.
  func askText(_ field: AccessibilityNode) -> Answer<String?> {
    let secure = field.role == .secureTextField
    return ask(LineReading.fieldPrompt(field), secure: secure, trims: false, invalid: "") {
      text -> String?? in
      let typed = String(
        String.UnicodeScalarView(
          text.unicodeScalars.filter {
            !TextSanitizer.isControl($0) && !TextSanitizer.isBidiControl($0)
          }))
      return .some(typed.isEmpty ? nil : typed)
    }
  }

  /// Asks a yes-or-no question for a toggle; an empty answer keeps its state.
  func askYesNo(_ toggle: AccessibilityNode) -> Answer<Bool> {
    let current = toggle.value == "on"
    return ask(LineReading.togglePrompt(toggle), invalid: "enter y or n") { text in
      switch text.lowercased() {
      case "": return current
      case "y", "yes", "on": return true
      case "n", "no", "off": return false
      default: return nil
      }
    }
  }

  /// Asks for any number of `labels` (a checklist's), by number or label, separated by
  /// spaces or commas; an empty answer keeps `current`, and "none" clears them all.
  func askMany(among labels: [String], current: [Int]) -> Answer<[Int]> {
    let range = labels.count == 1 ? "1" : "1-\(labels.count)"
    let kept = current.isEmpty ? "none" : current.map { String($0 + 1) }.joined(separator: " ")
    return ask(
      "Choose any (\(range), separated by spaces or commas, Return keeps \(kept)): ",
      invalid: "enter numbers from \(range), separated by spaces or commas"
    ) { text -> [Int]? in
      if text.isEmpty { return current }
      if text.lowercased() == "none" { return [] }
      var chosen = Set<Int>()
      for token in text.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
        guard let index = Self.pick(String(token), among: labels) else { return nil }
        chosen.insert(index)
      }
      return chosen.sorted()
    }
  }

  /// Prompts until `parse` accepts an answer, input stops, or too many answers were invalid.
  private func ask<Value>(
    _ prompt: String, secure: Bool = false, trims: Bool = true, invalid: String,
    parse: (String) -> Value?
  ) -> Answer<Value> {
    var invalidCount = 0
    while true {
      io.write(prompt)
      switch io.readLine(secure: secure) {
      case .line(let text):
        if let value = parse(trims ? Self.trimmed(text) : text) { return .answer(value) }
        invalidCount += 1
        if invalidCount >= maximumInvalidAnswers {
          io.write("Too many invalid answers; cancelling.\n")
          return .stopped(.endOfInput)
        }
        io.write("Invalid answer: \(invalid).\n")
      case let stop:
        // The prompt has no line break yet; end its line before anything else is written.
        io.write("\n")
        return .stopped(stop)
      }
    }
  }

  /// A number from 1, or a label (exactly, else ignoring case when only one matches).
  static func pick(_ text: String, among labels: [String]) -> Int? {
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

  private static func trimmed(_ text: String) -> String {
    let characters = Array(text)
    var start = 0
    var end = characters.count
    while start < end, characters[start].isWhitespace { start += 1 }
    while end > start, characters[end - 1].isWhitespace { end -= 1 }
    return String(characters[start..<end])
  }
}
