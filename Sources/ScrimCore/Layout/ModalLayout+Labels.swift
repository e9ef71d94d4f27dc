// Where each control's label and text go inside its item frame, so that every renderer
// paints them in the same place.

extension ModalLayout {
  /// Decides the labels' column, each text field's label, box and text frames, each text
  /// area's text frame, and each toggle's title frame.
  mutating func placeLabels(
    of content: ModalContent, metrics: LayoutMetrics, measurer: some TextMeasurer
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
    fieldLabelWidth = fields.isEmpty ? 0 : min(widest, room)
    let label = fieldLabelWidth > 0 ? fieldLabelWidth + metrics.fieldLabelGap : 0
    let inset = metrics.fieldTextInset
    for item in fields {
      let frame = item.frame
      if fieldLabelWidth > 0 {
        labelFrames[item.index] = Rect(
          x: frame.x, y: frame.y, width: fieldLabelWidth, height: frame.height)
      }
      let box = Rect(
        x: frame.x + label, y: frame.y, width: max(0, frame.width - label), height: frame.height)
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
