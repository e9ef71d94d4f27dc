// Renaming a list's item in its row (dialog's --inputmenu): the list's rename action opens
// an editor on the highlighted item's detail; while it is open it takes every key.
extension Presenter {
  /// The index and list of the modal's list whose item is being renamed, if one is.
  func renamingList(in modal: any Modal) -> (index: Int, list: ChoiceList)? {
    for (index, control) in modal.controls.enumerated() {
      if case .choice(let list) = control, list.renaming != nil { return (index, list) }
    }
    return nil
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
      guard list.renaming == nil else {
        list.commitRenaming()
        return false
      }
      list.beginRenaming(at: highlightedIndex(ofList: index) ?? list.selectedIndex)
      // The editor has the keyboard (and a terminal's cursor) until it closes.
      if list.renaming != nil { active?.focus = .control(index) }
      return list.renaming != nil
    }
    return false
  }

  /// Gives `key` to an open editor: Return renames, Esc and Tab close it, the editing keys
  /// edit, and every other key is held so the list and buttons stay as they were.
  ///
  /// - Returns: Whether an editor was open (it takes every key).
  func renamingTakes(_ key: Key, in modal: any Modal) -> Bool {
    guard let (_, list) = renamingList(in: modal), let field = list.renaming?.field else {
      return false
    }
    switch key {
    case .enter:
      if let action = list.renameAction { choose(action, reason: nil) }
      return true
    case .escape, .tab, .backTab:
      list.cancelRenaming()
      // The keyboard goes back to the rename button, where it was.
      if let action = list.renameAction,
        let button = modal.actions.firstIndex(where: { $0 === action })
      {
        active?.focus = .action(button)
      }
    default: _ = field.applyEditingKey(key)
    }
    list.noteRowsChanged()
    return true
  }

  /// Types `text` into an open editor.
  ///
  /// - Returns: Whether an editor was open.
  func renamingTakes(_ text: String, in modal: any Modal) -> Bool {
    guard let (_, list) = renamingList(in: modal), let field = list.renaming?.field else {
      return false
    }
    field.insert(text)
    list.noteRowsChanged()
    return true
  }
}
