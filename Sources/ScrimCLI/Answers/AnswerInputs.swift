import ScrimCore

/// What an answers file's entry does to a question: the screen reader's inputs that fill
/// its fields, choose and check its items, then press its button, each found in the
/// stage's accessibility tree by what it says, never by writing a model.
@MainActor
struct AnswerInputs {
  /// The entry and the file it is from, for messages.
  var entry: AnswerEntry
  var book: AnswerBook
  /// The question, for messages.
  var question: AnswerQuestion

  /// Fills the fields and lists of the modal whose tree is `tree` on `stage`.
  ///
  /// The texts go to the fields in the tree's order, a field being a text field, an
  /// editable text area, a slider (its value's digits), or a drop-down (a single-choice list among fields), whose text
  /// names its item (a blank one leaves it as it is); `choose` then goes to the first
  /// single-choice list left. `check` names the items of the checklist to check (exactly
  /// those) or switches to turn on; `uncheck`, switches or items to turn off.
  ///
  /// - Throws: Exit 78 naming the item, or the count of fields, that the entry gets wrong.
  func fill(_ tree: AccessibilityNode, on stage: Stage) throws(CommandFailure) {
    let nodes = Array(tree.flattened.dropFirst())
    let hasTextFields = nodes.contains(where: Self.isTextField)
    // A file chooser's lists are no drop-downs: its path field takes the path whole.
    let fields = nodes.filter {
      Self.isTextField($0)
        || hasTextFields && $0.role == .list && !$0.isMultiselectable
          && $0.fileChooserPart == nil
    }
    guard entry.texts.count <= fields.count else {
      throw failure(
        "it gives \(entry.texts.count) texts, and the question has \(fields.count) fields")
    }
    var filledLists: Set<AccessibilityNode> = []
    for (field, text) in zip(fields, entry.texts) {
      if field.role == .list {
        filledLists.insert(field)
        guard !text.allSatisfy(\.isWhitespace) else { continue }
        try activate(try item(text, in: field), on: stage)
        continue
      }
      guard case .modal(.control(let index))? = field.target else { continue }
      stage.handle(.accessibilitySetValue(control: index, text))
    }
    let lists = nodes.filter {
      $0.role == .list && !filledLists.contains($0) && $0.fileChooserPart == nil
    }
    if let choose = entry.choose, let list = lists.first(where: { !$0.isMultiselectable }) {
      try activate(try item(choose, in: list), on: stage)
    } else if let choose = entry.choose, !tree.children.contains(where: { $0.role == .button }) {
      throw failure("it chooses \(UserText.quoted(choose)), and the question has no list")
    }
    try mark(nodes, on: stage)
  }

  /// Checks and unchecks what `check` and `uncheck` name: a checklist's items (`check`
  /// exactly), and switches.
  private func mark(_ nodes: [AccessibilityNode], on stage: Stage) throws(CommandFailure) {
    guard entry.check != nil || !entry.uncheck.isEmpty else { return }
    let list = nodes.first(where: \.isMultiselectable)
    let toggles = nodes.filter { $0.role == .toggle }
    var wanted: Set<Int> = []
    for name in entry.check ?? [] {
      if let list, let index = Self.index(of: name, in: list.children) {
        wanted.insert(index)
      } else if let toggle = Self.named(name, in: toggles, text: \.label) {
        if toggle.value != "on" { try activate(toggle, on: stage) }
      } else {
        throw failure(notFound(name, among: (list?.children ?? []) + toggles))
      }
    }
    for name in entry.uncheck {
      if let list, let index = Self.index(of: name, in: list.children) {
        if list.children[index].isSelected { try activate(list.children[index], on: stage) }
      } else if let toggle = Self.named(name, in: toggles, text: \.label) {
        if toggle.value == "on" { try activate(toggle, on: stage) }
      } else {
        throw failure(notFound(name, among: (list?.children ?? []) + toggles))
      }
    }
    guard let list, entry.check != nil else { return }
    // A checklist gets exactly the items named; one named in none leaves it as it is.
    let named = (entry.check ?? []).contains { Self.index(of: $0, in: list.children) != nil }
    guard named || entry.check == [] else { return }
    let checked = Set(list.children.indices.filter { list.children[$0].isSelected })
    // From the last: checking an item of transfer lists (dialog's buildlist) moves it out,
    // and the rows before it keep their places.
    for index in checked.symmetricDifference(wanted).sorted(by: >) {
      try activate(list.children[index], on: stage)
    }
  }

  private func activate(_ node: AccessibilityNode, on stage: Stage) throws(CommandFailure) {
    guard let target = node.target else {
      throw failure("\(UserText.quoted(node.label)) cannot be chosen")
    }
    stage.handle(.accessibilityActivate(target))
  }

  private static func isTextField(_ node: AccessibilityNode) -> Bool {
    // A slider takes its value as digits, a date picker its date, as a text.
    node.role == .textField || node.role == .secureTextField || node.role == .slider
      || node.role == .datePicker || node.role == .timePicker
      || node.role == .textArea && !node.isReadOnly
  }

  private static func index(of name: String, in items: [AccessibilityNode]) -> Int? {
    guard
      let item = named(name, in: items, text: \.label)
        ?? named(name, in: items, text: { $0.hint ?? "" })
    else { return nil }
    return items.firstIndex(of: item)
  }

  /// The input that ends the question as the entry says, read from `tree` once it is
  /// filled: its button pressed (the default one unless it names one), Esc, or nil when
  /// time is to pass instead.
  ///
  /// An entry that chooses and names no button, on a question whose buttons are its
  /// choices (an action sheet), presses the chosen one.
  ///
  /// - Throws: Exit 78 naming the button the question does not have, or has unavailable.
  func ending(_ tree: AccessibilityNode) throws(CommandFailure) -> StageInput? {
    if entry.escapes { return .accessibilityEscape }
    let buttons = tree.children.filter { $0.role == .button }
    let hasList = tree.flattened.contains { $0.role == .list }
    let wanted = entry.button ?? (hasList ? nil : entry.choose)
    if wanted == nil, entry.waits { return nil }
    let button: AccessibilityNode
    if let wanted {
      guard let found = Self.named(wanted, in: buttons, text: \.label) else {
        let labels = buttons.map { UserText.quoted($0.label) }.joined(separator: ", ")
        throw failure(
          "it presses \(UserText.quoted(wanted)), and the buttons are "
            + (labels.isEmpty ? "none" : labels))
      }
      button = found
    } else {
      guard let found = buttons.first(where: \.isSelected) ?? buttons.first else {
        return nil
      }
      button = found
    }
    guard button.isEnabled else {
      let why = button.hint.map { ": \($0)" } ?? ""
      throw failure("its button \(UserText.quoted(button.label)) is unavailable\(why)")
    }
    return button.target.map { .accessibilityActivate($0) }
  }

  /// The item of `list` that `name` names: by its row's text, then its detail, as written,
  /// then ignoring case.
  private func item(_ name: String, in list: AccessibilityNode) throws(CommandFailure)
    -> AccessibilityNode
  {
    guard let index = Self.index(of: name, in: list.children) else {
      throw failure(notFound(name, among: list.children))
    }
    return list.children[index]
  }

  /// Says that `name` names none of `nodes`, listing the first ten.
  private func notFound(_ name: String, among nodes: [AccessibilityNode]) -> String {
    let items = nodes.prefix(10).map { UserText.quoted($0.label) }
    let more = nodes.count > 10 ? ", …" : ""
    return "it names \(UserText.quoted(name)), and the items are "
      + (items.isEmpty ? "none" : items.joined(separator: ", ") + more)
  }

  /// The node whose text is `name` exactly, else ignoring case.
  private static func named(
    _ name: String, in nodes: [AccessibilityNode], text: (AccessibilityNode) -> String
  ) -> AccessibilityNode? {
    nodes.first { text($0) == name }
      ?? nodes.first { text($0).lowercased() == name.lowercased() }
  }

  /// Why the entry cannot answer the question: exit 78, naming both.
  func failure(_ reason: String) -> CommandFailure {
    CommandFailure(
      message: "the answer at \(book.name) line \(entry.line) does not fit "
        + "\(question.summary): \(reason)",
      exitStatus: ExitCode.unanswered)
  }
}
