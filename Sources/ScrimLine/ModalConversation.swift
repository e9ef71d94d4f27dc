import ScrimCore

/// Line mode's reading of the stage's modal: its accessibility tree read out in its order
/// (title, message and each field, toggle and list as the tree orders them), a question for
/// each field, toggle and list as it comes to it, then one for an action among the numbered
/// buttons.
///
/// The tree is read again before each question, so what an answer changed (a value, a
/// button enabled) is what the next question sees. Every answer reaches the stage as a
/// screen reader's input (`accessibilityActivate`, `accessibilitySetValue`), so every
/// ending rule is the core's.
///
///     let reading = ModalConversation(stage: stage) { io.write($0) }
///     while let question = reading.nextQuestion() { ... question.answer(line) ... }
@MainActor
package final class ModalConversation: LineConversation {
  private let stage: Stage
  private let write: @MainActor (String) -> Void
  private var position = 0
  private var hasAskedForAction = false
  /// The lines answered so far for an editable text area, or nil when none is being asked.
  private var textLines: [String]?
  /// How many characters `textLines` hold, bounded by the text area's own bound.
  private var textLength = 0
  /// How many times the stage's tree was read: the work done, which grows with the
  /// questions asked, not with the nodes read out.
  package private(set) var treeReadCount = 0

  /// Makes a reading of the modal on `stage` that says its lines with `write`.
  package init(stage: Stage, write: @escaping @MainActor (String) -> Void) {
    self.stage = stage
    self.write = write
  }

  /// The modal's tree as the stage has it, whole, or nil once the modal is going.
  ///
  /// Line mode reads every row of a long list, not the window a screen reader's mirror is
  /// cut to.
  package static func tree(on stage: Stage) -> AccessibilityNode? {
    stage.accessibilityTrees.first { $0.role != .status && $0.role != .menu }
  }

  /// Whether the modal is a progress dialog without buttons: nothing to ask, only steps
  /// to follow until the app ends it.
  package static func isProgress(_ tree: AccessibilityNode) -> Bool {
    !tree.children.contains { $0.role == .button }
      && tree.children.contains { $0.role == .progressIndicator }
  }

  package func nextQuestion() -> LineQuestion? {
    // Read once a question: only an answer changes the tree, and reading it again for each
    // node made a sheet of 10,000 actions take 9.4 s (the tree is as long as the sheet).
    treeReadCount += 1
    guard let tree = Self.tree(on: stage) else { return nil }
    while position < tree.children.count {
      let node = tree.children[position]
      position += 1
      if let question = question(for: node) { return question }
    }
    guard !hasAskedForAction else { return nil }
    hasAskedForAction = true
    let buttons = tree.children.filter { $0.role == .button && $0.isEnabled }
    for (index, button) in buttons.enumerated() {
      write(LineReading.buttonLine(button, number: index + 1) + "\n")
    }
    let before = tree.children
    return LineAnswers.choice(
      .action, among: buttons, fallback: buttons.firstIndex(where: \.isSelected),
      noun: "an action"
    ) { [weak self, stage] index in
      if let target = buttons[index].target { stage.handle(.accessibilityActivate(target)) }
      self?.askFieldOpened(since: before)
    }
  }

  /// After an action that kept the modal and turned a list into a field (a menu's Rename
  /// opening an item's editor), asks that field and then the actions again.
  private func askFieldOpened(since before: [AccessibilityNode]) {
    guard let now = Self.tree(on: stage),
      let opened = now.children.firstIndex(where: { node in
        node.role == .textField && node.isFocused
          && before.contains { $0.role == .list && $0.target == node.target }
      })
    else { return }
    position = opened
    hasAskedForAction = false
  }

  package func stop(_ input: LineInput) {
    switch input {
    case .endOfInput, .line: stage.handle(.accessibilityEscape)
    case .timedOut, .interrupted: break
    }
  }

  /// Says a node of the tree, or returns the question that asks for its value; buttons
  /// wait for the action question.
  private func question(for node: AccessibilityNode) -> LineQuestion? {
    switch node.role {
    case .button, .progressIndicator:
      return nil
    case .list where node.fileChooserPart != nil:
      // A file chooser's lists are read on request, from its path's question.
      return nil
    case .textField where node.fileChooserPart == .path:
      return pathQuestion(for: node)
    case .textField, .secureTextField:
      guard case .modal(.control(let index))? = node.target else { return nil }
      return LineAnswers.text(of: node) { [weak self, stage] text in
        // Return alone keeps the text, which is checked all the same (a secure field's
        // kept text is not known here, only that it is empty or not).
        let kept = node.role == .textField || node.value == "" ? node.value : nil
        if let answer = text ?? kept {
          stage.handle(.accessibilitySetValue(control: index, answer))
        }
        self?.askAgainIfRefused(node)
      }
    case .toggle:
      let isOn = node.value == "on"
      return LineAnswers.yesNo(for: node) { [stage] wanted in
        if wanted != isOn, let target = node.target {
          stage.handle(.accessibilityActivate(target))
        }
      }
    case .slider:
      guard case .modal(.control(let index))? = node.target else { return nil }
      return LineAnswers.number(for: node) { [stage] value in
        stage.handle(.accessibilitySetValue(control: index, String(value)))
      }
    case .datePicker:
      guard case .modal(.control(let index))? = node.target else { return nil }
      return LineAnswers.date(for: node) { [stage] date in
        stage.handle(.accessibilitySetValue(control: index, date.description))
      }
    case .timePicker:
      guard case .modal(.control(let index))? = node.target else { return nil }
      return LineAnswers.time(for: node) { [stage] time in
        stage.handle(.accessibilitySetValue(control: index, time))
      }
    case .list where node.isReadOnly:
      // A status list asks nothing: each task is read with its state.
      for line in LineReading.statusLines(node) { write(line + "\n") }
      return nil
    case .list:
      return question(for: node, items: node.children)
    case .textArea where node.isReadOnly:
      return readOut(node)
    case .textArea:
      return textAreaQuestion(for: node)
    case .image:
      for line in LineReading.imageLines(node) { write(line + "\n") }
      return nil
    default:
      for line in LineReading.spokenLines(node.label) { write(line + "\n") }
      return nil
    }
  }

  /// Asks for a file chooser's path as typed text (nothing completes it); "?" lists the
  /// folder it names, folders first with their "/", and asks again.
  private func pathQuestion(for node: AccessibilityNode) -> LineQuestion? {
    guard case .modal(.control(let index))? = node.target else { return nil }
    return LineQuestion(
      subject: .field(node), prompt: LineReading.pathPrompt(node), invalid: ""
    ) { [weak self, stage] line in
      guard let self else { return true }
      if line == "?" {
        let tree = Self.tree(on: stage)?.children ?? []
        let entries = LineReading.folderEntries(in: tree)
        self.write(entries.isEmpty ? "(nothing listed)\n" : entries.joined(separator: "\n") + "\n")
        self.position -= 1
        return true
      }
      // Return keeps the path, which is checked all the same.
      let path = line.isEmpty ? node.value ?? "" : LineAnswers.typedText(line)
      stage.handle(.accessibilitySetValue(control: index, path))
      self.askAgainIfRefused(node)
      return true
    }
  }

  /// Says a field's error and asks for it again, as a screen reader user hears the error
  /// and stays on the field.
  private func askAgainIfRefused(_ node: AccessibilityNode) {
    guard let tree = Self.tree(on: stage),
      let error = tree.children.first(where: { $0.target == node.target })?.errorMessage
    else { return }
    write("Error: \(error)\n")
    position = max(0, position - 1)
  }

  /// Asks for an editable text area's text a line at a time, as `mail` does.
  ///
  /// The lines typed up to a lone "." are the text; "." alone first empties it, and
  /// Return alone first keeps it. Each line asks again for this node, with a "> " prompt,
  /// until then.
  ///
  /// The answer is bounded as the text area is: once the lines hold
  /// `TextArea.maximumLength` characters the answer ends there, as if "." came.
  private func textAreaQuestion(for node: AccessibilityNode) -> LineQuestion? {
    guard case .modal(.control(let index))? = node.target else { return nil }
    let isFirst = textLines == nil
    if isFirst {
      for line in LineReading.spokenLines(node.value ?? "") { write("| " + line + "\n") }
    }
    let prompt = isFirst ? LineReading.textAreaPrompt(node) : "> "
    return LineQuestion(subject: .field(node), prompt: prompt, trims: false, invalid: "") {
      [weak self, stage] line in
      guard let self else { return true }
      if isFirst, line.isEmpty { return true }
      let typed = LineAnswers.typedText(line, keepingTabs: true)
      var lines = self.textLines ?? []
      if line != "." {
        lines.append(typed)
        self.textLength += typed.count + 1
      }
      if line == "." || self.textLength > TextArea.maximumLength {
        self.textLines = nil
        self.textLength = 0
        stage.handle(.accessibilitySetValue(control: index, lines.joined(separator: "\n")))
        return true
      }
      self.textLines = lines
      // The same node is asked again for its next line.
      self.position -= 1
      return true
    }
  }

  /// Reads a read-only text area out; a long text's tree holds a page of it, and the
  /// next pages are asked for as a screen reader scrolls, up to
  /// `LineReading.linesReadAtOnce` lines, then whether to read on (`less`'s prompt): a
  /// text of a thousand lines reads as it always has, one of a gigabyte a bounded part at
  /// a time.
  private func readOut(_ node: AccessibilityNode) -> LineQuestion? {
    var node = node
    var said = 0
    while true {
      let lines = LineReading.spokenLines(node.value ?? "")
      for line in lines { write(line + "\n") }
      said += lines.count
      guard node.continuesBelow, case .modal(.control(let index))? = node.target else {
        return nil
      }
      if said >= LineReading.linesReadAtOnce { return moreQuestion(for: node, control: index) }
      stage.handle(.accessibilityScroll(control: index, pages: 1))
      treeReadCount += 1
      guard let next = Self.tree(on: stage)?.children.first(where: { $0.target == node.target })
      else { return nil }
      node = next
    }
  }

  /// Asks whether to read on in a long text: Return reads on from its next page, "q" goes
  /// on to the rest of the modal.
  private func moreQuestion(for node: AccessibilityNode, control index: Int) -> LineQuestion {
    LineQuestion(subject: .field(node), prompt: LineReading.morePrompt, invalid: "") {
      [weak self, stage] line in
      guard let self, line.lowercased() != "q" else { return true }
      stage.handle(.accessibilityScroll(control: index, pages: 1))
      // The same node is read again, from its next page.
      self.position -= 1
      return true
    }
  }

  /// Lists a list's items, numbered once (a menu may hold hundreds), and returns the
  /// question for its choice, or for a checklist its checked items; each change reaches
  /// the stage as an activation of the item, as a click on its row would.
  private func question(for list: AccessibilityNode, items: [AccessibilityNode]) -> LineQuestion {
    for line in LineReading.spokenLines(list.label + ":") { write(line + "\n") }
    for (index, item) in items.enumerated() {
      write(LineReading.itemLine(item, number: index + 1, in: list) + "\n")
    }
    let stage = stage
    guard list.isMultiselectable else {
      return LineAnswers.choice(
        .list(list), among: items, fallback: items.firstIndex(where: \.isSelected),
        noun: "an option"
      ) { option in
        if let target = items[option].target { stage.handle(.accessibilityActivate(target)) }
      }
    }
    let current = items.indices.filter { items[$0].isSelected }
    return LineAnswers.many(of: list, current: current) { wanted in
      // From the last: choosing an item of transfer lists moves it out, and the rows
      // before it keep their numbers.
      for option in Set(current).symmetricDifference(wanted).sorted(by: >) {
        if let target = items[option].target { stage.handle(.accessibilityActivate(target)) }
      }
    }
  }
}
