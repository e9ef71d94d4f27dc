@_spi(Renderer) import ScrimCore

/// Paints a dialog's controls in Material's shapes: a filled text field with its label,
/// a switch, and a choice list of radio buttons, one control row (48 pt) each.
@MainActor
enum ControlDrawing {
  /// Paints a control as the scene resolved it in the layout's `frames`.
  static func paint(
    _ control: ControlElement, lines: [String], frames: ControlFrames, style: ResolvedModalStyle,
    isFocused: Bool, metrics: LayoutMetrics = .points, on canvas: Canvas
  ) {
    let frame = frames.item
    let accent = isFocused ? style.focusIndicatorColor : style.controlBorderColor
    switch control {
    case .text:
      for (row, line) in lines.enumerated() {
        let box = Rect(
          x: frame.x, y: frame.y + row * lineHeight(frame, lines), width: frame.width,
          height: lineHeight(frame, lines))
        canvas.drawText(line, in: box, style: style.message)
      }
    case .textField(let field):
      paintField(
        field, name: lines.first ?? "", frames: frames, style: style, isFocused: isFocused,
        on: canvas)
    case .toggle(let isOn):
      let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: metrics.controlHeight)
      paintSwitch(isOn: isOn, row: row, style: style, accent: accent, on: canvas)
      if isFocused { focusRing(around: row, style: style, on: canvas) }
      let label = frames.label ?? row
      canvas.drawText(lines.first ?? "", in: label, style: style.control)
    case .choice(let list):
      ListDrawing.paint(
        list, lines: lines, frame: frame, metrics: metrics, style: style, on: canvas)
    case .progress(let progress):
      ProgressDrawing.paint(progress, frame: frame, style: style, on: canvas)
    case .textArea(let view):
      TextAreaDrawing.paint(
        view, frame: frame, text: frames.text ?? frame, lineHeight: metrics.bodyLineHeight,
        style: style, isFocused: isFocused, on: canvas)
    case .image(let image):
      ImageDrawing.paint(
        image, line: lines.first, box: frames.box ?? frame, style: style, on: canvas)
    case .slider(let slider):
      SliderDrawing.paint(
        slider, title: lines.first ?? "", frame: frame, style: style, isFocused: isFocused,
        on: canvas)
    case .datePicker(let picker):
      DatePickerDrawing.paint(
        picker, frame: frame, style: style, isFocused: isFocused, on: canvas)
    case .timePicker(let picker):
      TimePickerDrawing.paint(picker, frame: frame, style: style, on: canvas)
    case .statusList(let list):
      StatusListDrawing.paint(list, frame: frame, metrics: metrics, style: style, on: canvas)
    }
  }

  private static func lineHeight(_ frame: Rect, _ lines: [String]) -> Int {
    lines.isEmpty ? frame.height : max(1, frame.height / lines.count)
  }

  static func focusRing(around row: Rect, style: ResolvedModalStyle, on canvas: Canvas) {
    canvas.fill(row, color: style.focusIndicatorColor, alpha: 0.08, radius: 4)
    canvas.stroke(row, color: style.focusIndicatorColor, width: 2, radius: 4)
  }

  /// Material's switch: a 36×14 track and a 20 pt thumb, on at the right in the accent.
  private static func paintSwitch(
    isOn: Bool, row: Rect, style: ResolvedModalStyle, accent: Color, on canvas: Canvas
  ) {
    let centerY = row.y + row.height / 2
    let track = Rect(x: row.x, y: centerY - 7, width: 36, height: 14)
    let color = isOn ? style.focusIndicatorColor : style.controlBorderColor
    canvas.fill(track, color: color, alpha: 0.5, radius: 7)
    let thumbX = Double(isOn ? track.maxX - 10 : track.x + 10)
    canvas.circle(
      centerX: thumbX, centerY: Double(centerY), radius: 10,
      color: isOn ? style.focusIndicatorColor : style.containerColor)
    canvas.circle(
      centerX: thumbX, centerY: Double(centerY), radius: 10, color: accent, lineWidth: 1)
  }

  /// A filled text field: a faint fill, the part of its value the core keeps in view (or
  /// its placeholder), a caret where the core put it when focused, and an underline that
  /// turns into a 2 pt accent line with focus.
  private static func paintField(
    _ field: FieldElement, name: String, frames: ControlFrames, style: ResolvedModalStyle,
    isFocused: Bool, on canvas: Canvas
  ) {
    let view = field.view
    if let label = frames.label {
      canvas.drawText(name, in: label, style: style.control)
    }
    let box = frames.box ?? frames.item
    let inner = Rect(x: box.x, y: box.y + 4, width: box.width, height: box.height - 8)
    canvas.fill(inner, color: style.control.color, alpha: 0.06, radius: 4)
    let lineHeight = isFocused ? 2 : 1
    // Material's error state: the underline and the text under the field in the error
    // colour.
    let showsError = !field.errorLines.isEmpty
    canvas.fill(
      Rect(x: inner.x, y: inner.maxY - lineHeight, width: inner.width, height: lineHeight),
      color: showsError
        ? style.fieldError.color : isFocused ? style.focusIndicatorColor : style.controlBorderColor)
    if showsError, let place = frames.error {
      let rowHeight = max(1, place.height / max(1, field.errorLines.count))
      for (row, line) in field.errorLines.enumerated() {
        canvas.drawText(
          line,
          in: Rect(x: place.x, y: place.y + row * rowHeight, width: place.width, height: rowHeight),
          style: style.fieldError)
      }
    }
    // The text's column is the layout's; the fill's 4 pt margins are only drawn.
    let text = frames.text ?? box
    let textBox = Rect(x: text.x, y: inner.y, width: text.width, height: inner.height)
    // The caret is 2 pt wide: the clip leaves it room at the trailing edge.
    let clip = Rect(x: textBox.x, y: textBox.y, width: textBox.width + 2, height: textBox.height)
    canvas.clipped(to: clip) {
      if let placeholder = field.placeholder {
        canvas.drawText(placeholder, in: textBox, style: style.placeholder)
      } else {
        // As wide as the text, so that it is cut at the box's edge.
        var line = textBox
        let width = canvas.textWidth(view.visibleText, font: style.control.font)
        line.width = max(textBox.width, Int(width.rounded(.up)) + 1)
        if isFocused, view.isAllSelected {
          // The selection that the first typed text replaces.
          canvas.fill(
            Rect(
              x: textBox.x, y: textBox.y + 8, width: min(textBox.width, Int(width.rounded(.up))),
              height: textBox.height - 16),
            color: style.focusIndicatorColor, alpha: 0.3, radius: 2)
        }
        canvas.drawText(view.visibleText, in: line, style: style.control)
      }
      guard isFocused else { return }
      canvas.fill(
        Rect(
          x: textBox.x + view.caretOffset, y: textBox.y + 10, width: 2,
          height: textBox.height - 20),
        color: style.focusIndicatorColor)
    }
  }
}
