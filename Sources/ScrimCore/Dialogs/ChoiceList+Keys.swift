// What the keys do to a list; the presenter decides which keys reach it.
extension ChoiceList {
  /// Moves the highlight by `offset`; returns false at either end, so focus may move on.
  func moveSelection(by offset: Int) -> Bool {
    let target = highlightedIndex + offset
    guard items.indices.contains(target) else { return false }
    highlightedIndex = target
    return true
  }

  /// Moves the highlight a window's height up or down, stopping at the ends.
  func movePage(by pages: Int) {
    guard !items.isEmpty else { return }
    // Before any layout (a presenter without a stage) a page is the limit, or ten rows.
    let rows = shownRowCount > 0 ? shownRowCount : visibleRowLimit ?? 10
    let page = max(1, rows - 1)
    highlightedIndex = Self.clamp(highlightedIndex + pages * page, count: items.count)
  }

  /// Moves the highlight to the first or the last item.
  func moveToEnd(_ last: Bool) {
    guard !items.isEmpty else { return }
    highlightedIndex = last ? items.count - 1 : 0
  }

  /// Space: marks the highlighted item (`.marked`) or flips its check (`.multiple`).
  ///
  /// - Returns: Whether the list used it.
  func activateHighlighted() -> Bool {
    guard items.indices.contains(highlightedIndex) else { return false }
    switch selectionMode {
    case .followsFocus: return false
    case .marked:
      selectedIndex = highlightedIndex
      hasMarkedItem = true
    case .multiple:
      if !checked.contains(highlightedIndex) {
        checked.insert(highlightedIndex)
      } else {
        checked.remove(highlightedIndex)
      }
      selectedIndex = highlightedIndex
    }
    return true
  }

  /// Moves the highlight to the next item after it (wrapping) whose title starts with
  /// `character`, ignoring case, as whiptail and dialog do.
  ///
  /// - Returns: Whether an item was found.
  func jump(to character: Character) -> Bool {
    let wanted = character.lowercased()
    let count = items.count
    guard count > 0 else { return false }
    for step in 1...count {
      let index = (highlightedIndex + step) % count
      if let first = items[index].title.first, first.lowercased() == wanted {
        highlightedIndex = index
        return true
      }
    }
    // dialog's menus: 1 to 9 that start no tag pick the item at that place.
    if picksByNumber, let digit = character.wholeNumberValue, (1...9).contains(digit),
      digit <= count, character.isASCII
    {
      highlightedIndex = digit - 1
      return true
    }
    return false
  }

  /// Scrolls the window by `rows` without moving the highlight, as the wheel does.
  func scrollWindow(by rows: Int) {
    let limit = max(0, items.count - max(1, shownRowCount))
    let target = min(max(0, firstVisibleIndex + rows), limit)
    guard target != firstVisibleIndex else { return }
    firstVisibleIndex = target
    needsReveal = false
    revision &+= 1
  }

  /// The window of `rows` rows, scrolled just enough to show the highlight when it moved.
  func window(rows: Int) -> Range<Int> {
    let rows = min(max(1, rows), items.count)
    shownRowCount = rows
    var first = firstVisibleIndex
    if needsReveal {
      if highlightedIndex < first { first = highlightedIndex }
      if highlightedIndex >= first + rows { first = highlightedIndex - rows + 1 }
      needsReveal = false
    }
    first = min(max(0, first), max(0, items.count - rows))
    firstVisibleIndex = first
    return first..<(first + rows)
  }
}
