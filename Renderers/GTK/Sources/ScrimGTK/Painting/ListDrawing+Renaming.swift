@_spi(Renderer) import ScrimCore

extension ListDrawing {
  /// The caret of an item being renamed in its row (dialog's inputmenu): 2 pt wide, after
  /// the new detail's text before the insertion point, in the detail's column and font.
  static func paintRenamingCaret(
    _ list: ListElement, frames: [ListRowFrames], style: ResolvedModalStyle, on canvas: Canvas
  ) {
    guard let renaming = list.renaming,
      let row = list.appearance.rows.firstIndex(where: { $0.index == renaming.index }),
      frames.indices.contains(row)
    else { return }
    let shown = list.appearance.rows[row]
    let column = shown.columns == nil ? frames[row].text : frames[row].detail
    let font = shown.columns == nil ? style.control.font : style.message.font
    let offset = Int(canvas.textWidth(renaming.textBeforeCaret, font: font).rounded())
    canvas.fill(
      Rect(
        x: min(column.x + offset, column.maxX - 2), y: column.y + 10, width: 2,
        height: max(0, column.height - 20)),
      color: style.focusIndicatorColor)
  }
}
