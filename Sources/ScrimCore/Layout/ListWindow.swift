/// What the layout takes of a choice list beyond its items: the rows in view and its
/// columns' widths over all items, both decided by the stage before it lays out, so the
/// layout itself writes nothing back.
struct ListWindow: Hashable, Sendable {
  /// The items in view, top to bottom.
  var rows: Range<Int>
  /// The widest text of each column over every item.
  var widths: ColumnWidths
}

extension ChoiceList {
  /// The window a list starts with, `rowBound` rows at most, scrolled to the row the
  /// keyboard starts on, its columns measured now: what a layout outside a stage shows.
  func startingWindow(rowBound: Int, measurer: some TextMeasurer) -> ListWindow {
    var state = ListState(for: self)
    let rows = state.window(rows: min(visibleRowLimit ?? Int.max, max(1, rowBound)), in: self)
    return ListWindow(rows: rows, widths: measuredColumns(measurer: measurer))
  }
}
