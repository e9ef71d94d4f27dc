// The keys of an editable text area, as GTK 3's text view has them in zenity's
// `--text-info --editable` (each checked against the real zenity).
extension TextArea {
  /// Inserts `typed` at the caret; control characters other than a line break or a tab
  /// are dropped, a CR LF or a lone CR goes in as LF (so no two characters can join into
  /// one break), and only what fits in `maximumLength` goes in.
  func insert(_ typed: String) {
    let kept = typed.map { Self.isLineBreak($0) ? "\n" : $0 }.filter { character in
      Self.isLineBreak(character) || character == "\t"
        || !character.unicodeScalars.contains(where: TextSanitizer.isControl)
    }
    let room = max(0, Self.maximumLength - characters.count)
    let clean = Array(kept.prefix(room))
    guard !clean.isEmpty else { return }
    let at = min(cursor, characters.count)
    replaceCharacters(in: at..<at, with: clean)
    var end = at + clean.count
    if joinAcross(end) { end -= 1 }
    if joinAcross(at) { end -= 1 }
    cursor = end
  }

  /// Backspace: deletes the character before the caret.
  func deleteBackward() {
    let at = min(cursor, characters.count)
    guard at > 0 else { return }
    replaceCharacters(in: (at - 1)..<at, with: [])
    joinAcross(at - 1)
    cursor = at - 1
  }

  /// Delete: deletes the character after the caret.
  func deleteForward() {
    let at = min(cursor, characters.count)
    guard at < characters.count else { return }
    replaceCharacters(in: at..<(at + 1), with: [])
    joinAcross(at)
    cursor = at
  }

  /// Joins the characters on either side of `offset` when they read as one (a mark typed
  /// after its letter, a flag's second half, a CR before an LF), so that the characters
  /// stay those of the text as a string, and each one shows as it reads.
  ///
  /// - Returns: Whether they were joined.
  @discardableResult
  private func joinAcross(_ offset: Int) -> Bool {
    guard offset > 0, offset < characters.count else { return false }
    let joined = String(characters[offset - 1]) + String(characters[offset])
    guard joined.count == 1, let character = joined.first else { return false }
    replaceCharacters(in: (offset - 1)..<(offset + 1), with: [character])
    return true
  }

  /// Left or Right: one character, staying inside the text.
  func moveCursor(by offset: Int) {
    cursor = min(max(0, cursor + offset), characters.count)
  }

  /// Home or End: the start or end of the caret's line; with `wholeText` (Ctrl), of the
  /// text.
  func moveCursor(toEnd end: Bool, wholeText: Bool) {
    if wholeText {
      cursor = end ? characters.count : 0
    } else {
      let line = line(at: cursor)
      cursor = end ? lineEnd(line) : lineStarts[line]
    }
  }

  /// Up or Down: the same column of the line above or below, or its end if it is
  /// shorter; past the first or last line, the start or end of the text.
  func moveCursorLine(by step: Int) {
    let line = line(at: cursor)
    let column = cursor - lineStarts[line]
    let target = line + step
    guard lineStarts.indices.contains(target) else {
      cursor = step < 0 ? 0 : characters.count
      return
    }
    cursor = min(lineStarts[target] + column, lineEnd(target))
  }

  /// The line holding `offset`.
  func line(at offset: Int) -> Int {
    let starts = lineStarts
    // The last start at or before `offset`.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Where `line`'s text ends: before its line break, or at the end of the text.
  func lineEnd(_ line: Int) -> Int {
    let starts = lineStarts
    return line + 1 < starts.count ? starts[line + 1] - 1 : characters.count
  }

  /// Sets the whole text, as a screen reader or a line-mode answer does, caret at its end.
  func replaceText(with text: String) {
    self.text = text
  }
}

extension TextArea {
  /// Puts the caret at the start of the text, where dialog's `--editbox` starts it (GTK
  /// leaves it at the end, where setting `text` puts it).
  package func moveCaretToStart() {
    cursor = 0
  }
}
