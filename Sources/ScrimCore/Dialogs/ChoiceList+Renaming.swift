// Renaming an item in its row (`ChoiceList.renameAction`).
extension ChoiceList {
  /// Opens the editor on the item at `index`'s detail, its insertion point at the start,
  /// as dialog's inputmenu edits.
  func beginRenaming(at index: Int) {
    guard items.indices.contains(index) else { return }
    let field = TextField(text: items[index].detail ?? "")
    field.moveCursor(toEnd: false)
    renaming = (index, field)
    noteRowsChanged()
  }

  /// Starts a showing afresh: no editor open and nothing renamed yet, whatever an earlier
  /// showing left (an editor open as it timed out, a rename that ended it).
  func resetRenaming() {
    guard renaming != nil || renamedIndex != nil else { return }
    renaming = nil
    renamedIndex = nil
    noteRowsChanged()
  }

  /// Closes the editor; the item keeps its detail.
  func cancelRenaming() {
    renaming = nil
    noteRowsChanged()
  }

  /// Gives the item the editor's text as its detail, notes it as renamed, and closes the
  /// editor.
  func commitRenaming() {
    guard let (index, field) = renaming else { return }
    renaming = nil
    if items.indices.contains(index) {
      items[index].detail = field.text
      renamedIndex = index
    }
    noteRowsChanged()
  }

  /// The item being renamed and the editor's text before its insertion point, or nil.
  var renamingCaret: (index: Int, textBeforeCaret: String)? {
    guard let (index, field) = renaming else { return nil }
    return (index, String(field.text.prefix(field.cursor)))
  }
}
