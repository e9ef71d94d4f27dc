extension Presenter {
  /// Where focus starts in a modal with a file chooser: its path field, as dialog's file
  /// selector starts in its text box.
  func fileChooserField(in modal: any Modal) -> FocusTarget? {
    guard let dialog = modal as? Dialog, let chooser = dialog.fileChoosers.first else {
      return nil
    }
    return controlIndex(of: .textField(chooser.pathField), in: modal).map(FocusTarget.control)
  }

  /// Gives typed text to a file chooser whose part has focus: Space completes the path
  /// (from a list, with its highlighted entry; in the field, as far as the entries agree),
  /// and other text typed in a list goes to the path field, as in dialog.
  ///
  /// - Returns: Whether the chooser took it.
  func fileChooserTakes(_ text: String, in modal: any Modal) -> Bool {
    guard case .control(let index)? = active?.focus, modal.controls.indices.contains(index),
      let dialog = modal as? Dialog
    else { return false }
    let control = modal.controls[index]
    guard let chooser = dialog.fileChooser(owning: control) else { return false }
    var list: ChoiceList?
    if case .choice(let focused) = control {
      // A checklist of files checks its rows with Space, as any checklist.
      if focused.selectionMode == .multiple, text == " " { return false }
      list = focused
    }
    guard let field = controlIndex(of: .textField(chooser.pathField), in: modal) else {
      return false
    }
    guard text == " " else {
      guard list != nil else { return false }
      active?.focus = .control(field)
      chooser.pathField.moveCursor(toEnd: true)
      chooser.pathField.insert(text)
      return true
    }
    var name: String?
    if let list {
      let row = withList(list, at: index) { $0.highlight(in: list) }
      guard list.items.indices.contains(row) else { return true }
      name = list.items[row].title
    }
    // Nothing to complete is a key that did nothing, as dialog's beep.
    guard let completed = chooser.completed(with: name) else { return true }
    chooser.pathField.text = completed
    chooser.pathField.moveCursor(toEnd: true)
    active?.focus = .control(field)
    return true
  }

  /// Brings each file chooser's lists in line with its path, after anything that may have
  /// changed it (a key, a screen reader's value, the app).
  func followFileChoosers() {
    guard let modal = active?.modal, let dialog = modal as? Dialog,
      !dialog.fileChoosers.isEmpty
    else { return }
    var focusedList: ChoiceList?
    if case .control(let index)? = active?.focus, modal.controls.indices.contains(index),
      case .choice(let list) = modal.controls[index]
    {
      focusedList = list
    }
    for chooser in dialog.fileChoosers {
      let listFocused = chooser.lists.contains { $0 === focusedList }
      guard let rows = chooser.follow(listFocused: listFocused) else { continue }
      for (list, row) in zip(chooser.lists, rows) {
        guard let index = controlIndex(of: .choice(list), in: modal) else { continue }
        withList(list, at: index) { $0.moveHighlight(to: row, in: list) }
      }
    }
  }

  /// Where `control` (a list or a field, found by identity) is in `modal.controls`.
  private func controlIndex(of control: Control, in modal: any Modal) -> Int? {
    modal.controls.firstIndex { candidate in
      switch (candidate, control) {
      case (.choice(let a), .choice(let b)): return a === b
      case (.textField(let a), .textField(let b)): return a === b
      default: return false
      }
    }
  }
}
