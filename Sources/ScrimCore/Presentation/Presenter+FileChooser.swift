extension Presenter {
  /// Where focus starts in a modal with a file chooser: its path field, as dialog's file
  /// selector starts in its text box.
  func fileChooserField(in modal: any Modal) -> FocusTarget? {
    guard let dialog = modal as? Dialog, let chooser = dialog.fileChoosers.first else {
      return nil
    }
    return modal.controlIndex(of: .textField(chooser.pathField)).map(FocusTarget.control)
  }

  /// Gives typed text to a file chooser whose part has focus.
  ///
  /// Space completes the path (from a list, with its highlighted entry; in the field, as
  /// far as the entries agree), and other text typed in a list goes to the path field, as
  /// in dialog. Text that arrives together ("not " typed fast) is taken a character at a
  /// time.
  ///
  /// - Returns: Whether the chooser took it.
  func fileChooserTakes(_ text: String, in modal: any Modal) -> Bool {
    guard case .control(let index)? = active?.focus, modal.controls.indices.contains(index),
      let dialog = modal as? Dialog, let chooser = dialog.fileChooser(owning: modal.controls[index])
    else { return false }
    if case .choice(let list) = modal.controls[index], list.selectionMode == .multiple {
      // A checklist of files checks its rows with Space, as any checklist.
      return false
    }
    guard text.contains(" ") || modal.controls[index].isList,
      let field = modal.controlIndex(of: .textField(chooser.pathField))
    else { return false }
    var run = ""
    for character in text {
      guard character == " " else {
        run.append(character)
        continue
      }
      insert(run, into: chooser, at: field)
      run = ""
      complete(chooser, at: field, in: modal)
    }
    insert(run, into: chooser, at: field)
    return true
  }

  /// Types `text` into the chooser's path field, which takes focus.
  private func insert(_ text: String, into chooser: FileChooser, at field: Int) {
    guard !text.isEmpty else { return }
    if active?.focus != .control(field) {
      active?.focus = .control(field)
      chooser.pathField.moveCursor(toEnd: true)
    }
    chooser.pathField.insert(text)
  }

  /// Space: completes the path from the focused list's highlighted entry, or in the field
  /// as far as the entries agree; nothing to complete is a key that did nothing (dialog's
  /// beep).
  private func complete(_ chooser: FileChooser, at field: Int, in modal: any Modal) {
    var name: String?
    if case .control(let index)? = active?.focus, modal.controls.indices.contains(index),
      case .choice(let list) = modal.controls[index]
    {
      let row = withList(list, at: index) { $0.highlight(in: list) }
      guard list.items.indices.contains(row) else { return }
      name = list.items[row].title
    }
    guard let completed = chooser.completed(with: name) else { return }
    chooser.pathField.text = completed
    chooser.pathField.moveCursor(toEnd: true)
    active?.focus = .control(field)
    // The lists follow the path now, so that another Space sees the folder it names.
    followFileChoosers()
  }

  /// Brings each file chooser's lists in line with its path, after anything that may have
  /// changed it (a key, a screen reader's value, the app): a new folder part lists that
  /// folder, and each list goes to the entry closest to the path's last part, unless one of
  /// its lists has focus and the folder is the same, when the highlight is the user's.
  ///
  /// What each chooser last followed is the showing's (`Entry.followedPaths`), so a
  /// chooser shown again starts on the entries closest to its path.
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
    for (number, chooser) in dialog.fileChoosers.enumerated() {
      let path = chooser.path
      let before = active?.followedPaths[number]
      if before?.path != path { chooser.listPathFolder() }
      let now = FollowedPath(path: path, listing: chooser.listingRevision)
      guard before != now else { continue }
      active?.followedPaths[number] = now
      let listFocused = chooser.lists.contains { $0 === focusedList }
      if before?.listing == now.listing, listFocused { continue }
      for (list, row) in zip(chooser.lists, chooser.closestRows()) {
        guard let index = modal.controlIndex(of: .choice(list)) else { continue }
        withList(list, at: index) { $0.moveHighlight(to: row, in: list) }
      }
    }
  }
}

/// The path a file chooser's lists last followed, and the listing they were on then.
struct FollowedPath: Hashable {
  var path: String
  var listing: Int
}
