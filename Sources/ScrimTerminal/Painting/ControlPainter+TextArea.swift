@_spi(Renderer) import ScrimCore

extension ControlPainter {
  /// A text area: the rows the core put in view between bars down each side, in the
  /// marks' colour (the focus colour when it has focus), with `^` and `v` on the right
  /// bar when text lies above or below the rows shown.
  ///
  ///     | The license text, wrapped  ^|
  ///     | at the frame's width        |
  ///     | and scrolled by the stage  v|
  ///
  /// - Returns: Where the terminal's cursor goes for the caret of an editable area, or nil
  ///   for a read-only one, which draws no caret (as GTK's does not).
  static func paintTextArea(
    _ view: TextAreaView, frame: Rect, text: Rect, clip: Rect, style: ResolvedModalStyle,
    mark: CellStyle, into screen: inout Screen, context: PaintContext
  ) -> (x: Int, y: Int)? {
    let measurer = context.measurer
    let textStyle = CellStyle(style.control, on: style.containerColor)
    let inner = text.intersection(clip)
    screen.fill(inner, with: .blank(textStyle))
    for row in 0..<frame.height {
      let y = frame.y + row
      screen.write("|", x: frame.x, y: y, clip: clip, style: mark, measurer: measurer)
      var right = "|"
      if row == 0, view.hasTextAbove { right = "^" }
      if row == frame.height - 1, view.hasTextBelow { right = "v" }
      screen.write(right, x: frame.maxX - 1, y: y, clip: clip, style: mark, measurer: measurer)
    }
    for (row, line) in view.rows.enumerated() {
      screen.write(
        line, x: text.x, y: text.y + row, clip: inner, style: textStyle, measurer: measurer)
    }
    guard let caret = view.caret else { return nil }
    return (text.x + caret.offset, text.y + caret.row)
  }
}
