import ScrimCore

/// A question as the stage's accessibility tree tells it (what a screen reader hears), with
/// the name its program gives the box: what an answers file's entries are matched against.
package struct AnswerQuestion: Hashable, Sendable {
  /// The program and the box.
  package var name: QuestionName
  /// What the screen reader calls it: alert, dialog, sheet, or status for a message.
  package var role: String
  /// The heading, or empty.
  package var title: String
  /// The text read after the heading, its lines joined.
  package var text: String
  /// The items of its lists, as each row reads (the tag, or the text).
  package var choices: [String]
  /// The labels of its buttons, in display order.
  package var buttons: [String]
  /// Whether it has a field to type in (a secure one included).
  package var hasFields: Bool
  /// Whether one of its lists lets several items be checked.
  package var isMultiselect: Bool

  /// Reads a question from the tree of a modal or message.
  package init(tree: AccessibilityNode, name: QuestionName) {
    self.name = name
    role = tree.role.rawValue
    let nodes = tree.flattened.dropFirst()
    title = nodes.first { $0.role == .heading }?.label ?? ""
    var text = nodes.filter { $0.role == .staticText }.map(\.label)
    if tree.role == .status, text.isEmpty { text = [tree.label] }
    self.text = text.joined(separator: "\n")
    choices = nodes.filter { $0.role == .listItem && !$0.isReadOnly }.map(\.label)
    buttons = tree.children.filter { $0.role == .button }.map(\.label)
    hasFields = nodes.contains {
      $0.role == .textField || $0.role == .secureTextField || $0.role == .slider
        || $0.role == .datePicker || $0.role == .timePicker
        || $0.role == .textArea && !$0.isReadOnly
    }
    isMultiselect = nodes.contains(where: \.isMultiselectable)
  }

  /// A question known by its name, title and text alone, as a transcript keeps it.
  package init(name: QuestionName, title: String, text: String) {
    self.name = name
    role = ""
    self.title = title
    self.text = text
    choices = []
    buttons = []
    hasFields = false
    isMultiselect = false
  }

  /// Whether `entry` is about this question: its kind is the box's, its role's or `*`, and
  /// its pattern matches the title or the text.
  package func isAnswered(by entry: AnswerEntry) -> Bool {
    guard entry.kind == "*" || entry.kind == name.kind || entry.kind == role else {
      return false
    }
    guard let pattern = entry.pattern else { return true }
    return [title, text].contains { Glob.matches(pattern, $0) }
  }

  /// An entry that answers this question as its default button does: the sample a message
  /// about a missing answer shows.
  package var sampleEntry: AnswerEntry {
    var entry = AnswerEntry(kind: name.kind, pattern: pattern)
    if !choices.isEmpty {
      if isMultiselect { entry.check = Array(choices.prefix(1)) } else { entry.choose = choices[0] }
    }
    if hasFields { entry.texts = ["..."] }
    entry.button = buttons.first
    return entry
  }

  /// A pattern that matches this question: its text, or else its title (scripts often give
  /// every box one title), by its first line cut to 40 characters and a `*`; nil when it
  /// has neither.
  package var pattern: String? {
    let text = self.text.isEmpty ? title : self.text
    let line = text.split(separator: "\n").first.map(String.init) ?? ""
    guard !line.isEmpty else { return nil }
    let escaped = line.replacingGlobCharacters()
    let cut = Array(escaped)
    if cut.count > 40 || line != text { return String(cut.prefix(40)) + "*" }
    return escaped
  }

  /// The question in a few words: the program, the box, the title and the text.
  package var summary: String {
    var parts = ["\(name.front) \(name.kind)"]
    if !title.isEmpty { parts.append("title \(UserText.quoted(title))") }
    if !text.isEmpty { parts.append("text \(UserText.quoted(text))") }
    return parts.joined(separator: ", ")
  }
}

extension String {
  /// The text with the characters a glob reads (`*`, `?`) made `?`, so that a pattern made
  /// from it still matches it.
  fileprivate func replacingGlobCharacters() -> String {
    String(map { $0 == "*" ? "?" : $0 })
  }
}
