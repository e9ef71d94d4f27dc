import ScrimCore

extension CompatBuilder {
  /// A menu (the highlighted row is the answer), radiolist (Space marks the answer) or
  /// checklist (Space toggles), whose arrows stop at the list's ends as the programs' do.
  func addList(to shown: ShownBox<CompatBox>) throws(CompatUsageError) -> ChoiceList {
    let box = shown.box
    let rows = try box.listItems(for: program)
    let items = rows.map { row in
      ChoiceList.Item(
        title: ArgumentText.shown(row.tag),
        detail: row.item.isEmpty ? nil : ArgumentText.shown(row.item))
    }
    let list = ChoiceList(title: rowsLabel(box.kind), items: items)
    list.movesFocusAtEnds = false
    // dialog's buttons keep focus and its list takes the arrows; whiptail's list is a Tab
    // stop before OK and Cancel. A menu's highlighted row is its answer: no marks.
    list.isTabStop = program == .whiptail
    list.picksByNumber = program == .dialog
    list.showsMarks = !box.kind.isMenu
    list.showsTitles = !box.options.noTags || items.allSatisfy { $0.detail == nil }
    list.showsDetails = !box.options.noItems
    // The list height given is the most rows shown; 0 lets the layout fit the terminal.
    if let height = box.sizes.last, height > 0 { list.visibleRowLimit = height }
    // whiptail keeps looking past a match, so the last row with the tag is its default;
    // DietPi's menus, whose separators all have the empty tag, start on the last one.
    let start = box.options.defaultItem.flatMap { tag in
      program == .whiptail ? rows.lastIndex { $0.tag == tag } : rows.firstIndex { $0.tag == tag }
    }
    switch box.kind {
    case .checklist:
      list.selectionMode = .multiple
      list.checkedIndices = rows.indices.filter { rows[$0].isOn }
      list.startingHighlightIndex = start ?? 0
      shown.readValue = { .tags(list.checkedIndices.map { rows[$0].tag }) }
    case .radiolist:
      list.selectionMode = .marked
      // Of several rows given "on", dialog marks the first and whiptail the last.
      let on = program == .dialog ? rows.firstIndex(where: \.isOn) : rows.lastIndex(where: \.isOn)
      list.selectedIndex = on ?? 0
      list.startingHighlightIndex = start ?? 0
      shown.readValue = {
        rows.indices.contains(list.selectedIndex) ? .tag(rows[list.selectedIndex].tag) : .tag("")
      }
    default:
      list.selectedIndex = start ?? 0
      shown.readValue = {
        rows.indices.contains(list.selectedIndex) ? .tag(rows[list.selectedIndex].tag) : .tag("")
      }
    }
    shown.dialog.addControl(.choice(list))
    if program == .dialog {
      let marked: (@MainActor () -> [String])?
      switch box.kind {
      case .checklist: marked = { list.checkedIndices.map { rows[$0].tag } }
      case .radiolist:
        marked = {
          rows.indices.contains(list.selectedIndex) ? [rows[list.selectedIndex].tag] : []
        }
      default: marked = nil
      }
      Self.helpWritesKeyboardRow(of: shown, rows: rows.map { ($0.tag, $0.help) }, marked: marked) {
        list.selectedIndex
      }
    }
    return list
  }

  private func rowsLabel(_ kind: CompatBox.Kind) -> String {
    switch kind {
    case .checklist: return "Choices"
    case .radiolist: return "Choice"
    default: return "Menu"
    }
  }

  /// A form's fields, in the order given: text fields for what may be changed, text for
  /// what may not.
  func addForm(to shown: ShownBox<CompatBox>) throws(CompatUsageError) {
    let fields = try shown.box.formFields()
    var readers: [@MainActor () -> String?] = []
    for field in fields {
      let label = ArgumentText.shown(field.label).trimmingBlanks
      if field.isEditable {
        let control = TextField(placeholder: label, text: ArgumentText.shown(field.value))
        control.isSecureTextEntry = field.isHidden
        control.maximumLength = field.maximumLength
        control.accessibilityLabel = label
        // dialog edits a form's field from its first character: typing goes before the
        // value, as scripts that prefill a field and expect a prefix rely on.
        control.moveCursor(toEnd: false)
        shown.dialog.addControl(.textField(control))
        let given = field.value
        readers.append {
          control.text == ArgumentText.shown(given) ? given : ArgumentText.typed(control.text)
        }
      } else {
        shown.dialog.addControl(.text(label + " " + ArgumentText.shown(field.value)))
        let given = field.value
        readers.append { field.isWritten ? given : nil }
      }
    }
    shown.readValue = { .lines(readers.compactMap { $0() }) }
    // dialog's fields are one stop: Up and Down go between them, Tab to the buttons.
    shown.dialog.presentationOptions.textFieldsShareOneTabStop = program == .dialog
  }
}

extension String {
  /// The text without the blanks and colons' padding a form's label carries.
  var trimmingBlanks: String {
    var slice = Substring(self)
    while slice.last == " " || slice.last == "\t" { slice.removeLast() }
    while slice.first == " " || slice.first == "\t" { slice.removeFirst() }
    return String(slice)
  }
}
