import ScrimCore

/// One question of a run as the transcript (`SCRIM_TRANSCRIPT=FILE`) keeps it: who asked,
/// what, and how it was answered, a secure field's text masked.
package struct TranscriptRecord: Hashable, Sendable {
  /// The question: its program, box, title, text and choices.
  package var question: AnswerQuestion
  /// The answer, as an answers file's entry gives it; a secure field's text is `mask`.
  package var answer: AnswerEntry
  /// Which of `answer.texts` were typed in a secure field.
  package var secureTexts: [Bool]

  /// What stands for a secure field's text: always the same, so not even its length shows.
  package static let mask = "********"

  /// The record of `modal`, asked as `name`, which ended with `result` (or timed out).
  @MainActor
  package init(
    modal: any Modal, name: QuestionName, result: DismissResult?, timedOut: Bool
  ) {
    let highlights = result?.highlights ?? [:]
    let tree = modal.accessibilityTree(focus: nil, arrangement: .row, highlights: highlights)
    question = AnswerQuestion(tree: tree, name: name)
    var answer = AnswerEntry(kind: name.kind, pattern: question.pattern)
    secureTexts = []
    let nodes = tree.flattened.dropFirst()
    // Among text fields, a drop-down is a field too: its item is its text, in order.
    let hasTextFields = nodes.contains {
      $0.role == .textField || $0.role == .secureTextField
        || $0.role == .textArea && !$0.isReadOnly
    }
    for node in nodes {
      switch node.role {
      case .secureTextField:
        answer.texts.append(Self.mask)
        secureTexts.append(true)
      case .textField:
        answer.texts.append(modal.fieldText(of: node) ?? node.value ?? "")
        secureTexts.append(false)
      case .textArea where !node.isReadOnly:
        answer.texts.append(node.value ?? "")
        secureTexts.append(false)
      case .toggle where node.value == "on":
        answer.check = (answer.check ?? []) + [node.label]
      case .toggle:
        answer.uncheck.append(node.label)
      case .list where node.isMultiselectable:
        answer.check = (answer.check ?? []) + node.children.filter(\.isSelected).map(\.label)
      case .list:
        var chosen = node.children.first(where: \.isSelected)
        if hasTextFields {
          answer.texts.append(chosen?.label ?? " ")
          secureTexts.append(false)
          continue
        }
        // A menu answers with the row the keyboard is on.
        if chosen == nil, case .modal(.control(let index))? = node.target,
          let row = highlights[index], node.children.indices.contains(row)
        {
          chosen = node.children[row]
        }
        answer.choose = chosen?.label
      default: break
      }
    }
    // A modal the program ended (a gauge's input ran out) gets neither: nobody answered.
    if timedOut {
      answer.waits = true
    } else if let result, result.isCancellation, result.action == nil {
      answer.escapes = true
    } else if let action = result?.action {
      answer.button = action.title
    }
    self.answer = answer
  }

  /// The record as one line of JSON, without its line break.
  package var json: String {
    var members: [(key: String, json: String)] = [
      ("front", JSONWriter.string(question.name.front)),
      ("kind", JSONWriter.string(question.name.kind)),
      ("role", JSONWriter.string(question.role)),
      ("title", JSONWriter.string(question.title)),
      ("text", JSONWriter.string(question.text)),
      ("choices", JSONWriter.array(question.choices.map(JSONWriter.string))),
      ("buttons", JSONWriter.array(question.buttons.map(JSONWriter.string))),
    ]
    var given: [(key: String, json: String)] = []
    if let button = answer.button { given.append(("button", JSONWriter.string(button))) }
    if let choose = answer.choose { given.append(("choose", JSONWriter.string(choose))) }
    if let check = answer.check {
      given.append(("check", JSONWriter.array(check.map(JSONWriter.string))))
    }
    if !answer.uncheck.isEmpty {
      given.append(("uncheck", JSONWriter.array(answer.uncheck.map(JSONWriter.string))))
    }
    if !answer.texts.isEmpty {
      given.append(("text", JSONWriter.array(answer.texts.map(JSONWriter.string))))
      given.append(("secure", JSONWriter.array(secureTexts.map { $0 ? "true" : "false" })))
    }
    if answer.escapes { given.append(("escape", "true")) }
    if answer.waits { given.append(("wait", "true")) }
    members.append(("answer", JSONWriter.object(given)))
    return JSONWriter.object(members)
  }
}

extension Modal {
  /// The text of the plain field `node` stands for, as typed: the tree's value is what
  /// shows, which a field may cut.
  fileprivate func fieldText(of node: AccessibilityNode) -> String? {
    guard case .modal(.control(let index))? = node.target, controls.indices.contains(index),
      case .textField(let field) = controls[index], !field.isSecureTextEntry
    else { return nil }
    return field.text
  }
}
