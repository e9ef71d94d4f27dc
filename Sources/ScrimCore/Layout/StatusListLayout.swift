/// How a status list is measured: its names in one column, its states in chips of one
/// width at the rows' end, a list column gap between them (`LayoutMetrics.listColumnGap`).
///
/// The layout sizes the modal with it and the stage places each row's parts with it
/// (`StatusListElement`), so every renderer lines the columns up in its own units.
enum StatusListLayout {
  /// The chips' width: the metrics' narrowest, or the widest state and its insets; in a
  /// list `width` wide, no more than leaves the names their width (up to a third of the
  /// row), so that a state too long for its row is cut with "…" and the names still show.
  static func chipWidth(
    of items: [StatusList.Item], within width: Int? = nil, metrics: LayoutMetrics,
    measurer: some TextMeasurer
  ) -> Int {
    let widest = items.map { self.width(of: $0.state, measurer: measurer) }.max() ?? 0
    let wanted = max(
      metrics.statusChipWidth,
      widest + metrics.statusChipLeadingInset + metrics.statusChipTrailingInset)
    guard let width else { return wanted }
    let names = items.map { self.width(of: $0.name, measurer: measurer) }.max() ?? 0
    let nameRoom = min(names, (width - metrics.listColumnGap) / 3)
    let most = max(metrics.statusChipWidth, width - metrics.listColumnGap - nameRoom)
    return max(0, min(wanted, most, width))
  }

  /// The width the list wants: its widest name, the gap and its chips.
  static func naturalWidth(
    of items: [StatusList.Item], metrics: LayoutMetrics, measurer: some TextMeasurer
  ) -> Int {
    guard !items.isEmpty else { return 0 }
    let names = items.map { width(of: $0.name, measurer: measurer) }.max() ?? 0
    return names + metrics.listColumnGap
      + chipWidth(of: items, metrics: metrics, measurer: measurer)
  }

  /// The room a name has in a list `width` wide.
  static func nameWidth(
    of items: [StatusList.Item], width: Int, metrics: LayoutMetrics, measurer: some TextMeasurer
  ) -> Int {
    max(
      0,
      width - metrics.listColumnGap
        - chipWidth(of: items, within: width, metrics: metrics, measurer: measurer))
  }

  /// Each row's name, cut with "…" to its room in a list `width` wide: the item's lines.
  static func names(
    of items: [StatusList.Item], width: Int, metrics: LayoutMetrics, measurer: some TextMeasurer
  ) -> [String] {
    let room = nameWidth(of: items, width: width, metrics: metrics, measurer: measurer)
    return items.map { measurer.truncate($0.name, width: room) }
  }

  /// How wide `text` is as `TextMeasurer.truncate(_:width:)` measures it, a character at a
  /// time: a proportional font's whole run can be narrower than its characters, and a
  /// column as wide as the run would cut the text it was measured for.
  static func width(of text: String, measurer: some TextMeasurer) -> Int {
    TextSanitizer.sanitized(text).reduce(0) { $0 + measurer.width(of: $1) }
  }
}
