// Where the caret of an item being renamed in its row goes: measured here, so the
// terminal and a window put it in the same column and no painter measures text for it.
extension Stage {
  /// The item being renamed in the list at control `index`, if one is, with its caret's
  /// place in the list's item `frame`: after the detail typed before the insertion point,
  /// measured in the column's font, in the detail's column when the list has columns.
  func listRenaming(
    ofControl index: Int, appearance: ListAppearance, columns: ListColumns?, item: Rect?,
    style: ResolvedModalStyle
  ) -> ListRenaming? {
    guard let renamed = presenter.renamedRow, renamed.control == index else { return nil }
    let before = renamed.textBeforeCaret
    guard let item, let row = appearance.rows.firstIndex(where: { $0.index == renamed.item })
    else { return ListRenaming(index: renamed.item, textBeforeCaret: before, caret: nil) }
    let frames = appearance.rowFrames(in: item, columns: columns, metrics: modalMetrics)
    guard frames.indices.contains(row) else {
      return ListRenaming(index: renamed.item, textBeforeCaret: before, caret: nil)
    }
    // The tag is painted in the controls' style, the detail in the message's.
    let column = columns == nil ? frames[row].text : frames[row].detail
    let font = columns == nil ? style.control.font : style.message.font
    let offset = measurer.measurer(for: font).width(of: TextSanitizer.sanitized(before))
    let x = min(column.x + offset, column.maxX)
    let caret = Rect(
      x: x - item.x, y: column.y - item.y, width: column.maxX - x, height: column.height)
    return ListRenaming(index: renamed.item, textBeforeCaret: before, caret: caret)
  }
}
