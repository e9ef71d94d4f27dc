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
  /// - Throws: Exit 78 naming the item, or the count of fields, that the entry gets wrong.
  func fill(_ tree: AccessibilityNode, on stage: Stage) throws(CommandFailure) {
    let nodes = tree.flattened.dropFirst()
    let fields = nodes.filter {
      $0.role == .textField || $0.role == .secureTextField
        || $0.role == .textArea && !$0.isReadOnly
    }
    guard entry.texts.count <= fields.count else {
      throw failure(
        "it gives \(entry.texts.count) texts, and the question has \(fields.count) fields")
    }
    for (field, text) in zip(fields, entry.texts) {
      guard case .modal(.control(let index))? = field.target else { continue }
      stage.handle(.accessibilitySetValue(control: index, text))
    }
    let lists = nodes.filter { $0.role == .list }
    if let choose = entry.choose, let list = lists.first(where: { !$0.isMultiselectable }) {
      let item = try self.item(choose, in: list)
      if let target = item.target { stage.handle(.accessibilityActivate(target)) }
    } else if let choose = entry.choose, !tree.children.contains(where: { $0.role == .button }) {
      throw failure("it chooses \(UserText.quoted(choose)), and the question has no list")
    }
    if let check = entry.check {
      guard let list = lists.first(where: \.isMultiselectable) else {
        throw failure("it checks items, and the question has no checklist")
      }
      var wanted: Set<Int> = []
      for name in check {
        let item = try self.item(name, in: list)
        if let index = list.children.firstIndex(of: item) { wanted.insert(index) }
      }
      let checked = Set(list.children.indices.filter { list.children[$0].isSelected })
      for index in checked.symmetricDifference(wanted).sorted() {
        if let target = list.children[index].target { stage.handle(.accessibilityActivate(target)) }
      }
    }
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
    if let item = Self.named(name, in: list.children, text: \.label)
      ?? Self.named(name, in: list.children, text: { $0.hint ?? "" })
    {
      return item
    }
    let items = list.children.prefix(10).map { UserText.quoted($0.label) }
    let more = list.children.count > 10 ? ", …" : ""
    throw failure(
      "it chooses \(UserText.quoted(name)), and the items are "
        + items.joined(separator: ", ") + more)
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
