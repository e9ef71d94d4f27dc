// How a list's window looks, the same for every renderer.
extension ChoiceList {
  /// What to paint for the rows of the list's window.
  ///
  /// - Parameters:
  ///   - rowCount: How many rows the layout gave the window.
  ///   - columns: The window and second column the layout measured, or nil for a window
  ///     of `rowCount` rows from the first.
  ///   - highlight: The item the keyboard is on (the stage's
  ///     `Presenter.highlightedIndex(ofList:)`).
  ///   - isFocused: Whether the list has keyboard focus.
  @_spi(Renderer) public func appearance(
    rowCount: Int, columns: ListColumns?, highlight: Int, isFocused: Bool
  ) -> ListAppearance {
    appearance(
      rowCount: rowCount, columns: columns, highlight: highlight, isFocused: isFocused,
      holdsListKeys: startsWithListKeys)
  }

  /// What to paint for the rows of the list's window, as
  /// `appearance(rowCount:columns:highlight:isFocused:)` makes it, with `holdsListKeys`
  /// saying whether it takes the list keys while a button has focus (the stage's, for one
  /// of two transfer lists).
  func appearance(
    rowCount: Int, columns: ListColumns?, highlight: Int, isFocused: Bool, holdsListKeys: Bool
  ) -> ListAppearance {
    let first = columns?.first ?? 0
    let rowCount = max(0, rowCount)
    // An empty window has no row to show an arrow on.
    let hidesAbove = rowCount > 0 && (columns?.hides(above: true) ?? (first > 0))
    let hidesBelow =
      rowCount > 0 && (columns?.hides(above: false) ?? (first + rowCount < items.count))
    // A radio group's mark is its highlight, so a ring says where the keyboard is; a menu,
    // a radiolist or checklist, or a list too long to see whole (whose chosen row may be
    // out of sight) shades the row the keyboard is on.
    let shadesRow = selectionMode != .followsFocus || hidesAbove || hidesBelow || !showsMarks
    let isActive = showsHighlight(isFocused: isFocused, holdsListKeys: holdsListKeys)
    let rows = (0..<rowCount).map { row in
      let index = first + row
      let isHighlighted = isActive && index == highlight
      return ListRowAppearance(
        index: index,
        emphasis: isHighlighted ? (shadesRow ? .shaded : .focusRing) : .none,
        mark: mark(at: index), columns: splitColumns(at: index, row: row, in: columns))
    }
    return ListAppearance(
      rows: rows, hidesRowsAbove: hidesAbove, hidesRowsBelow: hidesBelow, showsMarks: showsMarks)
  }

  private func mark(at index: Int) -> ListRowAppearance.Mark {
    guard showsMarks else { return .none }
    let isOn = isMarked(index)
    return selectionMode == .multiple ? .checkBox(isOn: isOn) : .radioButton(isOn: isOn)
  }

  /// The row's tag and detail, when both are shown and it has a detail; otherwise the row
  /// is the one text the layout wrote.
  private func splitColumns(
    at index: Int, row: Int, in columns: ListColumns?
  ) -> ListRowAppearance.Columns? {
    guard let columns, showsTitles, showsDetails, columns.details.indices.contains(row),
      !columns.details[row].isEmpty, items.indices.contains(index)
    else { return nil }
    return ListRowAppearance.Columns(
      title: treeGuides(at: index) + items[index].title, detail: columns.details[row])
  }
}
