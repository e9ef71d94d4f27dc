@_spi(Renderer) import ScrimCore

extension ListDrawing {
  /// The caret of an item being renamed in its row (dialog's inputmenu): 2 pt wide, where
  /// the stage placed it (`ListRenaming.caret`), kept inside its column.
  static func paintRenamingCaret(
    _ list: ListElement, frame: Rect, style: ResolvedModalStyle, on canvas: Canvas
  ) {
    guard let caret = list.renaming?.caret else { return }
    canvas.fill(
      Rect(
        x: frame.x + min(caret.x, caret.maxX - 2), y: frame.y + caret.y + 10, width: 2,
        height: max(0, caret.height - 20)),
      color: style.focusIndicatorColor)
  }
}
