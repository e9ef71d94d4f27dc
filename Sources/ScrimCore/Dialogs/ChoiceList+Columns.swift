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

  /// The widest text of each column over all items; the stage keeps it per change of the
  /// items (a list may hold 100,000), not per key or frame.
  func measuredColumns(measurer: some TextMeasurer) -> ColumnWidths {
    var title = 0
    var detail = 0
    for index in items.indices {
      title = max(title, measurer.width(of: TextSanitizer.sanitized(primaryText(at: index))))
      let second = secondaryText(at: index)
      if !second.isEmpty {
        detail = max(detail, measurer.width(of: TextSanitizer.sanitized(second)))
      }
    }
    return ColumnWidths(
      itemsRevision: itemsRevision, showsTitles: showsTitles, showsDetails: showsDetails,
      title: title, detail: detail)
  }

  /// The list as the layout takes it: the rows of `window` and the columns' widths.
  func layoutColumns(
    window: Range<Int>, widths: ColumnWidths
  ) -> (rows: [String], columns: ListColumns) {
    let window = window.clamped(to: items.indices)
    let rows = window.map { primaryText(at: $0) }
    let details = window.map { secondaryText(at: $0) }
    var columns = ListColumns(
      first: window.lowerBound, count: items.count, details: details,
      titleWidth: widths.title, detailWidth: widths.detail)
    columns.showsMarks = showsMarks
    return (rows, columns)
  }

  /// Whether `widths` were measured for the items and columns shown now.
  func isMeasured(by widths: ColumnWidths) -> Bool {
    widths.itemsRevision == itemsRevision && widths.showsTitles == showsTitles
      && widths.showsDetails == showsDetails
  }
}

/// The measured widths of a list's two columns, and what they were measured for.
struct ColumnWidths: Hashable, Sendable {
  var itemsRevision: Int
  var showsTitles: Bool
  var showsDetails: Bool
  var title: Int
  var detail: Int
}
