// Renaming a list's item in its row (dialog's --inputmenu): the list's rename action opens
// an editor on the highlighted item's detail; while it is open it takes every key. The
// editor is the showing's (`Entry.renaming`), never the list's: a list shown again starts
// with none open.
extension Presenter {
  /// The editor open on an item of the active modal, if one is and its list is still
  /// there.
  private func openRenaming(in modal: any Modal) -> (renaming: ItemRenaming, list: ChoiceList)? {
    guard let renaming = active?.renaming, modal.controls.indices.contains(renaming.control),
      case .choice(let list) = modal.controls[renaming.control],
      ObjectIdentifier(list) == renaming.list, list.items.indices.contains(renaming.item)
    else { return nil }
    return (renaming, list)
  }

  /// Choosing a list's rename action: the first time it opens the editor on the
  /// highlighted item and the modal stays; while the editor is open it keeps the new
  /// detail and lets the action end the modal.
  ///
  /// - Returns: Whether the action only opened the editor.
  func opensRenaming(with action: AlertAction) -> Bool {
    guard let modal = active?.modal else { return false }
    for (index, control) in modal.controls.enumerated() {
      guard case .choice(let list) = control, list.renameAction === action else { continue }
      if let (open, list) = openRenaming(in: modal) {
        renaming = nil
        list.rename(open.item, to: open.editor.text)
        return false
      }
      let item = highlightedIndex(ofList: index) ?? list.selectedIndex
      guard list.items.indices.contains(item) else { return false }
      // From the detail's first character, as dialog's inputmenu edits.
      let editor = TextField(text: list.items[item].detail ?? "")
      editor.moveCursor(toEnd: false)
      renaming = ItemRenaming(
        control: index, list: ObjectIdentifier(list), item: item, editor: editor)
      // The editor has the keyboard (and a terminal's cursor) until it closes.
      active?.focus = .control(index)
      return true
    }
    return false
  }

  /// Gives `key` to an open editor: Return renames, Esc and Tab close it, the editing keys
  /// edit, and every other key is held so the list and buttons stay as they were.
  ///
  /// - Returns: Whether an editor was open (it takes every key).
  func renamingTakes(_ key: Key, in modal: any Modal) -> Bool {
    guard let (open, list) = openRenaming(in: modal) else { return false }
    switch key {
    case .enter:
      if let action = list.renameAction { choose(action, reason: nil) }
    case .escape, .tab, .backTab:
      renaming = nil
      // The keyboard goes back to the rename button, where it was.
      if let action = list.renameAction,
        let button = modal.actions.firstIndex(where: { $0 === action })
      {
        active?.focus = .action(button)
      }
    default: _ = open.editor.applyEditingKey(key)
    }
    return true
  }

  /// Types `text` into an open editor.
  ///
  /// - Returns: Whether an editor was open.
  func renamingTakes(_ text: String, in modal: any Modal) -> Bool {
    guard let (open, _) = openRenaming(in: modal) else { return false }
    open.editor.insert(text)
    return true
  }

  /// Sets an open editor's text whole, as a screen reader gives a value.
  ///
  /// - Returns: Whether the list at control `index` had an editor open.
  func setRenamingText(_ text: String, ofControl index: Int) -> Bool {
    guard let renaming = active?.renaming, renaming.control == index else { return false }
    renaming.editor.text = text
    return true
  }
}
