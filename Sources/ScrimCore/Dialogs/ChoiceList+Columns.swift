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
    secondaryText(at: index, renamed: nil)
  }

  /// The widest text of each column over all items; the stage keeps it per change of the
  /// items (a list may hold 100,000), not per key or frame.
  ///
  /// A measurer that counts terminal cells measures every row. Any other (Pango's, about
  /// 4 µs a row) measures at most `measuredRowLimit` rows of each column, those widest in
  /// cells: the first frame of a list of 100,000 rows then costs a cell count of each row,
  /// as in the terminal, not seconds. A row wider in points than every measured one is
  /// truncated in its row, as any row wider than the window is.
  ///
  /// An item being renamed (`renamed`) is measured with the detail typed so far.
  func measuredColumns(measurer: some TextMeasurer, renamed: RenamedText? = nil) -> ColumnWidths {
    let cells = measurer as? TerminalTextMeasurer
    let detail = { (index: Int) in self.secondaryText(at: index, renamed: renamed) }
    let titleRows = cells == nil ? widestInCells(rowText(at:)) : Array(items.indices)
    var detailRows = cells == nil ? widestInCells(detail) : Array(items.indices)
    if let renamed, cells == nil, items.indices.contains(renamed.item) {
      detailRows.append(renamed.item)
    }
    var title = 0
    var detailWidth = 0
    // A row's guides are measured once, not built and measured again for every row.
    let guide = showsHierarchy ? measurer.width(of: treeGuide) : 0
    for index in titleRows {
      let guides = showsHierarchy ? guide * min(items[index].depth, Self.deepestShownLevel) : 0
      title = max(
        title, guides + measurer.width(of: TextSanitizer.sanitized(primaryText(at: index))))
    }
    for index in detailRows {
      let second = detail(index)
      if !second.isEmpty {
        detailWidth = max(detailWidth, measurer.width(of: TextSanitizer.sanitized(second)))
      }
    }
    return ColumnWidths(
      itemsRevision: itemsRevision, showsTitles: showsTitles, showsDetails: showsDetails,
      title: title, detail: detailWidth, renamed: renamed)
  }

  /// The most rows of one column measured by a measurer that does not count cells.
  static let measuredRowLimit = 1_000

  /// The indices of at most `measuredRowLimit` rows whose `text` is widest in terminal
  /// cells, the earlier row first among equals; every row when there are no more.
  private func widestInCells(_ text: (Int) -> String) -> [Int] {
    let limit = Self.measuredRowLimit
    guard items.count > limit else { return Array(items.indices) }
    let cells = TerminalTextMeasurer()
    // Cell counts are small numbers: a histogram finds the cut in one more pass, where
    // sorting 100,000 rows would cost more than measuring them.
    let cap = 4_096
    let widths = items.indices.map { min(cap, cells.width(of: TextSanitizer.sanitized(text($0)))) }
    var counts = [Int](repeating: 0, count: cap + 1)
    for width in widths { counts[width] += 1 }
    var cut = cap
    var above = 0
    while cut > 0, above + counts[cut] < limit {
      above += counts[cut]
      cut -= 1
    }
    var atCut = limit - above
    var chosen: [Int] = []
    chosen.reserveCapacity(limit)
    for (index, width) in widths.enumerated() {
      if width > cut {
        chosen.append(index)
      } else if width == cut, atCut > 0 {
        chosen.append(index)
        atCut -= 1
      }
    }
    return chosen
  }

  /// The list as the layout takes it: the rows of `window` and the columns' widths, an
  /// item being renamed showing the detail typed so far (`ColumnWidths.renamed`).
  func layoutColumns(
    window: Range<Int>, widths: ColumnWidths
  ) -> (rows: [String], columns: ListColumns) {
    let window = window.clamped(to: items.indices)
    let rows = window.map { rowText(at: $0) }
    let details = window.map { secondaryText(at: $0, renamed: widths.renamed) }
    var columns = ListColumns(
      first: window.lowerBound, count: items.count, details: details,
      titleWidth: widths.title, detailWidth: widths.detail)
    columns.showsMarks = showsMarks
    return (rows, columns)
  }

  /// Whether `widths` were measured for the items and columns shown now, with `renamed`
  /// typed into its row.
  func isMeasured(by widths: ColumnWidths, renamed: RenamedText? = nil) -> Bool {
    widths.itemsRevision == itemsRevision && widths.showsTitles == showsTitles
      && widths.showsDetails == showsDetails && widths.renamed == renamed
  }
}

/// The measured widths of a list's two columns, and what they were measured for.
struct ColumnWidths: Hashable, Sendable {
  var itemsRevision: Int
  var showsTitles: Bool
  var showsDetails: Bool
  var title: Int
  var detail: Int
  /// The item being renamed and its typed detail they were measured with, or nil.
  var renamed: RenamedText?
}
