/// The text of a `--text-info` box and, with `--editable`, its insertion point: what
/// zenity's text view holds, and what the keys of an editable one do to it.
package struct ZenityTextView: Equatable {
  /// The text, as shown and, when edited, as printed.
  package private(set) var text: [Character]
  /// The insertion point, in characters from the start; zenity's starts at the end, where
  /// inserting the text left it.
  package private(set) var cursor: Int
  /// Whether any key changed the text.
  package private(set) var isEdited = false

  package init(_ text: String) {
    self.text = Array(text)
    cursor = self.text.count
  }

  /// The text as a string.
  package var string: String { String(text) }

  /// Types `typed` at the insertion point.
  package mutating func insert(_ typed: String) {
    text.insert(contentsOf: typed, at: cursor)
    cursor += typed.count
    isEdited = true
  }

  /// Backspace: deletes the character before the insertion point.
  package mutating func deleteBackward() {
    guard cursor > 0 else { return }
    cursor -= 1
    text.remove(at: cursor)
    isEdited = true
  }

  /// Delete: deletes the character after the insertion point.
  package mutating func deleteForward() {
    guard cursor < text.count else { return }
    text.remove(at: cursor)
    isEdited = true
  }

  /// Left or Right.
  package mutating func move(by offset: Int) {
    cursor = min(max(0, cursor + offset), text.count)
  }

  /// Home or End: the start or end of the line; with Ctrl, of the text.
  package mutating func moveToLineEnd(_ end: Bool, wholeText: Bool) {
    if wholeText {
      cursor = end ? text.count : 0
    } else {
      cursor = end ? lineEnd(from: cursor) : lineStart(of: cursor)
    }
  }

  /// Up or Down: the same column of the line above or below, or its end if shorter.
  package mutating func moveLine(by step: Int) {
    let start = lineStart(of: cursor)
    let column = cursor - start
    if step < 0 {
      guard start > 0 else { return cursor = 0 }
      let above = lineStart(of: start - 1)
      cursor = min(above + column, start - 1)
    } else {
      let end = lineEnd(from: cursor)
      guard end < text.count else { return cursor = text.count }
      let below = end + 1
      cursor = min(below + column, lineEnd(from: below))
    }
  }

  private func lineStart(of index: Int) -> Int {
    var start = index
    while start > 0, text[start - 1] != "\n" { start -= 1 }
    return start
  }

  private func lineEnd(from index: Int) -> Int {
    var end = index
    while end < text.count, text[end] != "\n" { end += 1 }
    return end
  }
}
