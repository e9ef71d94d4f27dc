// A status list resolved to what it shows, measured in the font its rows are painted in.
extension Stage {
  /// The element of `list`, laid out in `frame` (nil while it has none).
  func statusListElement(
    _ list: StatusList, frame: Rect?, lines: [String], font: TextFont
  ) -> StatusListElement {
    let measurer = measurer.measurer(for: font)
    let metrics = modalMetrics
    let chip = StatusListLayout.chipWidth(
      of: list.items, within: frame?.width, metrics: metrics, measurer: measurer)
    let room = max(0, chip - metrics.statusChipLeadingInset - metrics.statusChipTrailingInset)
    let rows = list.items.enumerated().map { position, item in
      let state = measurer.truncate(TextSanitizer.cappingMarks(item.state), width: room)
      let width = StatusListLayout.width(of: state, measurer: measurer)
      return StatusListElement.Row(
        name: lines.indices.contains(position) ? lines[position] : "", state: state,
        stateOffset: metrics.statusChipLeadingInset + max(0, (room - width) / 2),
        fraction: item.fraction)
    }
    return StatusListElement(rows: rows, chipWidth: chip)
  }
}
