// The two columns of a list's rows, as whiptail's menu shows "tag  description".
extension ChoiceList {
  /// The first column's text for the item at `index`: its title, or its detail when titles
  /// are hidden and it has one.
  func primaryText(at index: Int) -> String {
    let item = items[index]
    if !showsTitles, let detail = item.detail { return detail }
    return item.title
  }

  /// The second column's text for the item at `index`, or "" when there is none.
  func secondaryText(at index: Int) -> String {
    guard showsTitles, showsDetails else { return "" }
    return items[index].detail ?? ""
  }

  /// The widest text of each column over all items, measured once per change of the items
  /// (a list may hold 100,000), not per key or frame.
  func measuredColumns(measurer: some TextMeasurer) -> ColumnWidths {
    if let cached = columnWidths, cached.itemsRevision == itemsRevision,
      cached.showsTitles == showsTitles, cached.showsDetails == showsDetails
    {
      return cached
    }
    var title = 0
    var detail = 0
    for index in items.indices {
      title = max(title, measurer.width(of: TextSanitizer.sanitized(primaryText(at: index))))
      let second = secondaryText(at: index)
      if !second.isEmpty {
        detail = max(detail, measurer.width(of: TextSanitizer.sanitized(second)))
      }
    }
    let widths = ColumnWidths(
      itemsRevision: itemsRevision, showsTitles: showsTitles, showsDetails: showsDetails,
      title: title, detail: detail)
    columnWidths = widths
    return widths
  }

  /// The list as the layout takes it: the rows of its window and its columns' widths.
  ///
  /// - Parameter rowBound: The most rows the container could show.
  func layoutColumns(
    rowBound: Int, measurer: some TextMeasurer
  ) -> (rows: [String], columns: ListColumns) {
    let widths = measuredColumns(measurer: measurer)
    let limit = min(visibleRowLimit ?? Int.max, fittedRowCount ?? rowBound)
    let window = window(rows: max(1, limit))
    let rows = window.map { primaryText(at: $0) }
    let details = window.map { secondaryText(at: $0) }
    let columns = ListColumns(
      first: window.lowerBound, count: items.count, details: details,
      titleWidth: widths.title, detailWidth: widths.detail)
    return (rows, columns)
  }
}
