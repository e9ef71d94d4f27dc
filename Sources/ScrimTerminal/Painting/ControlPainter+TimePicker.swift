@_spi(Renderer) import ScrimCore

extension ControlPainter {
  /// Paints a time picker on one row.
  ///
  /// Its fields' digits with colons between them, the field the keys move in the mark's
  /// style and reversed, so it reads without colour:
  ///
  ///     12 : 34 : 56
  ///
  /// - Returns: The first cell of the field the keys move, where the cursor goes.
  static func paintTimePicker(
    _ picker: TimePickerElement, frame: Rect, clip: Rect, style: ResolvedModalStyle,
    mark: CellStyle, into screen: inout Screen, context: PaintContext
  ) -> (x: Int, y: Int) {
    let measurer = context.measurer
    let label = CellStyle(style.control, on: style.containerColor)
    var cursor = (x: frame.x, y: frame.y)
    for separator in picker.separatorFrames {
      screen.write(
        " : ", x: frame.x + separator.x, y: frame.y, clip: clip, style: label, measurer: measurer)
    }
    for (index, (field, box)) in zip(picker.fields, picker.fieldFrames).enumerated() {
      var shown = label
      let x = frame.x + box.x
      if index == picker.focusedField {
        shown = mark
        shown.attributes.insert(.reverse)
        cursor = (x, frame.y)
      }
      screen.write(field, x: x, y: frame.y, clip: clip, style: shown, measurer: measurer)
    }
    return cursor
  }
}
