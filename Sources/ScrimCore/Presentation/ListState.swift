/// A choice list's state while its modal shows: its highlight and its window of rows.
///
/// The keys, the wheel and the stage's layout move it; the app never sets it, so it lives
/// beside the list (as ratatui keeps a `ListState` beside its `List`), one per showing,
/// and a layout at another size leaves the list itself as it was.
struct ListState: Hashable, Sendable {
  /// The row the keyboard is on, when the list keeps its own (a radiolist, a checklist, a
  /// menu that is no radio group); a radio group's is its selection.
  var highlight: Int
  /// The item in the window's first row.
  var first = 0
  /// How many rows the window showed when last laid out: a page for PageUp and PageDown.
  var shownRows = 0
  /// The rows the stage fitted to its container, with the items and limit they fit;
  /// nil until it has looked.
  var fitted: Fit?
  /// The highlight the window last scrolled to show; the window follows the highlight only
  /// when it moved, so the wheel's scrolling stays until then.
  var revealed: Int?

  /// Rows fitted to the container, valid while the items and the row limit are the same.
  struct Fit: Hashable, Sendable {
    var rows: Int
    var itemsRevision: Int
    var limit: Int?
  }

  /// A list's state as it starts showing: on the row the app asked for, else its choice.
  @MainActor
  init(for list: ChoiceList) {
    highlight = ChoiceList.clamp(
      list.startingHighlightIndex ?? list.selectedIndex, count: list.items.count)
  }
}

@MainActor
extension ListState {
  /// The row the keyboard is on in `list`: a radio group's choice, else its own.
  func highlight(in list: ChoiceList) -> Int {
    if list.selectionMode == .followsFocus { return list.selectedIndex }
    return ChoiceList.clamp(highlight, count: list.items.count)
  }

  /// Puts the keyboard on `index`; a radio group chooses it as it goes.
  mutating func moveHighlight(to index: Int, in list: ChoiceList) {
    let index = ChoiceList.clamp(index, count: list.items.count)
    highlight = index
    if list.selectionMode == .followsFocus, list.selectedIndex != index {
      list.selectedIndex = index
    }
  }

  /// Moves the highlight by `offset`; returns false at either end, so focus may move on.
  mutating func moveSelection(by offset: Int, in list: ChoiceList) -> Bool {
    let target = highlight(in: list) + offset
    guard list.items.indices.contains(target) else { return false }
    moveHighlight(to: target, in: list)
    return true
  }

  /// Moves the highlight a window's height up or down, stopping at the ends.
  mutating func movePage(by pages: Int, in list: ChoiceList) {
    guard !list.items.isEmpty else { return }
    // Before any layout (a presenter without a stage) a page is the limit, or ten rows.
    let rows = shownRows > 0 ? shownRows : list.visibleRowLimit ?? 10
    let page = max(1, rows - 1)
    moveHighlight(to: highlight(in: list) + pages * page, in: list)
  }

  /// Moves the highlight to the first or the last item.
  mutating func moveToEnd(_ last: Bool, in list: ChoiceList) {
    guard !list.items.isEmpty else { return }
    moveHighlight(to: last ? list.items.count - 1 : 0, in: list)
  }

  /// Space: marks the highlighted item (`.marked`) or flips its check (`.multiple`); in a
  /// transfer list, moves it to the other.
  ///
  /// - Returns: The row of the other transfer list the item arrived at, when it moved.
  @discardableResult
  func activateHighlighted(in list: ChoiceList) -> Int? {
    list.activate(highlight(in: list))
  }

  /// Moves the highlight to the next item after it (wrapping) whose title starts with
  /// `character`, ignoring case, as whiptail and dialog do; with `picksByNumber`, a digit
  /// from 1 to 9 that starts no title picks the item at that place.
  ///
  /// - Returns: Whether an item was found.
  @discardableResult
  mutating func jump(to character: Character, in list: ChoiceList) -> Bool {
    let wanted = character.lowercased()
    let items = list.items
    let count = items.count
    guard count > 0 else { return false }
    let start = highlight(in: list)
    for step in 1...count {
      let index = (start + step) % count
      if let first = items[index].title.first, first.lowercased() == wanted {
        moveHighlight(to: index, in: list)
        return true
      }
    }
    if list.picksByNumber, let digit = character.wholeNumberValue, (1...9).contains(digit),
      digit <= count, character.isASCII
    {
      moveHighlight(to: digit - 1, in: list)
      return true
    }
    return false
  }

  /// Scrolls the window by `rows` without moving the highlight, as the wheel does.
  ///
  /// - Returns: Whether the window moved.
  mutating func scrollWindow(by rows: Int, in list: ChoiceList) -> Bool {
    let limit = max(0, list.items.count - max(1, shownRows))
    let (moved, overflows) = first.addingReportingOverflow(rows)
    let target = overflows ? (rows < 0 ? 0 : limit) : min(max(0, moved), limit)
    guard target != first else { return false }
    first = target
    return true
  }

  /// Sets the window to `rows` rows, scrolled just enough to show the highlight when it
  /// moved since the window last showed it, and returns it.
  mutating func window(rows: Int, in list: ChoiceList) -> Range<Int> {
    let count = list.items.count
    let rows = min(max(1, rows), count)
    shownRows = rows
    let highlight = highlight(in: list)
    if revealed != highlight {
      if highlight < first { first = highlight }
      if highlight >= first + rows { first = highlight - rows + 1 }
      revealed = highlight
    }
    first = min(max(0, first), max(0, count - rows))
    return first..<(first + rows)
  }
}
