// Editing keys, as a single-line field in a terminal form expects them (readline-like).
extension TextField {
  /// Inserts text at the insertion point; line breaks and other controls are dropped.
  func insert(_ typed: String) {
    var clean = typed.filter { !$0.unicodeScalars.contains(where: TextSanitizer.isControl) }
    if let limit = maximumLength {
      clean = String(clean.prefix(max(0, limit - (isAllSelected ? 0 : text.count))))
    }
    guard !clean.isEmpty else { return }
    if isAllSelected { text = "" }
    let index = text.index(text.startIndex, offsetBy: min(cursor, text.count))
    let newCursor = min(cursor, text.count) + clean.count
    text.insert(contentsOf: clean, at: index)
    cursor = newCursor
  }

  /// Deletes the character before the insertion point.
  func deleteBackward() {
    if clearSelection() { return }
    guard cursor > 0, !text.isEmpty else { return }
    let position = min(cursor, text.count)
    let index = text.index(text.startIndex, offsetBy: position - 1)
    text.remove(at: index)
    cursor = position - 1
  }

  /// Deletes the character after the insertion point.
  func deleteForward() {
    if clearSelection() { return }
    let position = min(cursor, text.count)
    guard position < text.count else { return }
    let index = text.index(text.startIndex, offsetBy: position)
    text.remove(at: index)
    cursor = position
  }

  /// Moves the insertion point by `offset` characters, staying inside the text.
  func moveCursor(by offset: Int) {
    // Left and Right end a selection at its start and its end, as GTK entries do.
    if isAllSelected {
      isAllSelected = false
      cursor = offset < 0 ? 0 : text.count
      return
    }
    cursor = min(text.count, max(0, cursor + offset))
  }

  /// Moves the insertion point to the start or the end.
  package func moveCursor(toEnd: Bool) {
    isAllSelected = false
    cursor = toEnd ? text.count : 0
  }

  /// Deletes from the start up to the insertion point (Ctrl-U).
  func deleteToStart() {
    isAllSelected = false
    let position = min(cursor, text.count)
    text.removeFirst(position)
    cursor = 0
  }

  /// Applies one of a field's editing keys (the caret's moves, deletions, Ctrl-U): the one
  /// table a text field and an item being renamed share.
  ///
  /// - Returns: Whether `key` is one of them.
  func applyEditingKey(_ key: Key) -> Bool {
    switch key {
    case .left: moveCursor(by: -1)
    case .right: moveCursor(by: 1)
    case .home: moveCursor(toEnd: false)
    case .end: moveCursor(toEnd: true)
    case .backspace: deleteBackward()
    case .delete: deleteForward()
    case .clearToStart: deleteToStart()
    default: return false
    }
    return true
  }
}
