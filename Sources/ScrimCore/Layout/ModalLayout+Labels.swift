// Where each control's label and text go inside its item frame, so that every renderer
// paints them in the same place.

extension ModalLayout {
  /// Decides the labels' column, each text field's label, box and text frames, each text
  /// area's text frame, and each toggle's title frame.
  mutating func placeLabels(
    of content: ModalContent, metrics: LayoutMetrics, measurer: some TextMeasurer,
    errorMeasurer: any TextMeasurer
  ) {
    let fields = items.filter { item in
      guard content.items.indices.contains(item.index),
        case .textField = content.items[item.index]
      else { return false }
      return true
    }
    var widest = 0
    var room = Int.max
    for item in fields {
      widest = max(widest, measurer.width(of: item.lines.first ?? ""))
      room = min(room, item.frame.width / 3)
    }
    fieldLabelWidth = fields.isEmpty ? 0 : ModalContent.fieldLabelColumn(widest: widest, room: room)
    let label = fieldLabelWidth > 0 ? fieldLabelWidth + metrics.fieldLabelGap : 0
    let inset = metrics.fieldTextInset
    for item in fields {
      let frame = item.frame
      // The field's own row; an error's line lies below it.
      let height = min(frame.height, metrics.controlHeight)
      if fieldLabelWidth > 0 {
        labelFrames[item.index] = Rect(
          x: frame.x, y: frame.y, width: fieldLabelWidth, height: height)
      }
      let box = Rect(
        x: frame.x + label, y: frame.y, width: max(0, frame.width - label), height: height)
      if let error = content.fieldErrors[item.index] {
        let width = max(1, box.width - 2 * inset)
        fieldErrors[item.index] = TextBlock(
          frame: Rect(
            x: box.x + inset, y: frame.y + height, width: width,
            height: max(0, frame.height - height)),
          lines: errorMeasurer.wrap(error, width: width).lines)
      }
      fieldBoxFrames[item.index] = box
      fieldTextFrames[item.index] = Rect(
        x: box.x + inset, y: box.y, width: max(0, box.width - 2 * inset), height: box.height)
    }
    for item in items where content.items.indices.contains(item.index) {
      guard case .textArea = content.items[item.index] else { continue }
      let frame = item.frame
      textAreaTextFrames[item.index] = Rect(
        x: frame.x + inset, y: frame.y, width: max(0, frame.width - 2 * inset),
        height: frame.height)
    }
    let indent = metrics.controlIndent
    for item in items where content.items.indices.contains(item.index) {
      guard case .toggle = content.items[item.index] else { continue }
      labelFrames[item.index] = Rect(
        x: item.frame.x + indent, y: item.frame.y, width: max(0, item.frame.width - indent),
        height: metrics.controlHeight)
    }
  }
}

extension ModalContent {
  /// The labels' column: the widest label, at most a third of the body so the fields keep
  /// room to type.
  static func fieldLabelColumn(widest: Int, room: Int) -> Int {
    min(widest, room)
  }

  /// How wide a field's error wraps in a body `bodyWidth` wide: the field's box past the
  /// labels' column, less its inset on each side.
  func fieldErrorWidth(bodyWidth: Int, metrics: LayoutMetrics, measurer: some TextMeasurer)
    -> Int
  {
    guard !fieldErrors.isEmpty else { return 0 }
    var widest = 0
    for case .textField(let label) in items {
      let shown = measurer.truncate(label, width: max(0, bodyWidth - metrics.fieldChrome))
      widest = max(widest, measurer.width(of: shown))
    }
    let column = Self.fieldLabelColumn(widest: widest, room: bodyWidth / 3)
    let label = column > 0 ? column + metrics.fieldLabelGap : 0
    return max(1, bodyWidth - label - 2 * metrics.fieldTextInset)
  }
}
