@_spi(Renderer) import ScrimCore

/// Paints a dialog's controls on one row each (a choice list: its title, then a row per
/// option), in plain ASCII marks that every terminal font has.
///
///     Name      [ada lovelace         ]   a text field: its label, then its text
///     Password  [•••••••              ]   (or its placeholder, unless it is the label)
///     Port      [70000                ]   a field that breaks its rules: its error
///                Enter a number from 1 to   under it, brackets and text in the error
///                65535                      colour
///     [x] Remember me                     a toggle
///     Size                                a choice list: "(*)" marks the selection
///     (*) Small
///     ( ) Large
///     [x] 1  Install                      a checklist's row: its mark, tag and detail
///     ███████████░░░░░░░░░░░  40%         a progress bar
///     | line one                 ^|       a text area's rows in view
///         [Disk usage: 92% full]          an image's label (or its glyph), centred
///     Volume                  40          a slider: its title and value, then its
///     ━━━━━━━━━●──────────────            track, the thumb in the mark's colour
///     July 1981                           a date picker: its month and year, the
///      Sun Mon Tue Wed Thu Fri Sat        weekdays, then the month's days, the
///        5   6   7   8   9  10  11        picked one reversed
///     12 : 34 : 56                        a time picker, the field with the keys reversed
///
/// Marks are drawn in the outline colour, or the focus colour (and bold) when the control
/// has focus; on a monochrome terminal a focused mark is reversed. Text fields' labels
/// share one column, so the fields line up and a filled or secure field still says what
/// it holds.
@MainActor
enum ControlPainter {
  /// Paints a control as the scene resolved it in the layout's `frames` (scrolled into
  /// screen rows), clipped to `clip`.
  ///
  /// - Returns: Where the cursor goes when the control has focus, or nil when nothing
  ///   of it shows.
  static func paint(
    _ control: ControlElement, lines: [String], frames: ControlFrames, clip: Rect,
    style: ResolvedModalStyle, isFocused: Bool, into screen: inout Screen, context: PaintContext
  ) -> (x: Int, y: Int)? {
    let frame = frames.item
    let container = style.containerColor
    let label = CellStyle(style.control, on: container)
    var mark = CellStyle(
      foreground: isFocused ? style.focusIndicatorColor : style.controlBorderColor,
      background: container)
    if isFocused {
      mark.attributes.insert(.bold)
      if context.isMonochrome { mark.attributes.insert(.reverse) }
    }
    let measurer = context.measurer
    switch control {
    case .text:
      let text = CellStyle(style.message, on: container)
      for (row, line) in lines.enumerated() {
        screen.write(
          line, x: frame.x, y: frame.y + row, clip: clip, style: text, measurer: measurer)
      }
      return nil
    case .textField(let field):
      if let place = frames.label {
        screen.write(
          measurer.truncate(lines.first ?? "", width: place.width), x: place.x, y: place.y,
          clip: clip.intersection(place), style: label, measurer: measurer)
      }
      var brackets = mark
      if !field.errorLines.isEmpty, let place = frames.error {
        // Material's error state: the field's outline and the text under it in the error
        // colour.
        brackets.foreground = style.fieldError.color
        let error = CellStyle(style.fieldError, on: container)
        for (row, line) in field.errorLines.enumerated() {
          screen.write(
            line, x: place.x, y: place.y + row, clip: clip.intersection(place), style: error,
            measurer: measurer)
        }
      }
      return paintField(
        field, box: frames.box ?? frame, text: frames.text ?? frame, clip: clip, style: style,
        mark: brackets, into: &screen, context: context)
    case .toggle(let isOn):
      screen.write(
        isOn ? "[x]" : "[ ]", x: frame.x, y: frame.y, clip: clip, style: mark,
        measurer: measurer)
      let title = frames.label ?? frame
      screen.write(
        lines.first ?? "", x: title.x, y: title.y, clip: clip, style: label, measurer: measurer)
      return (frame.x + 1, frame.y)
    case .choice(let list):
      return paintList(
        list, lines: lines, frame: frame, clip: clip, style: style, mark: mark, into: &screen,
        context: context)
    case .progress(let progress):
      paintProgress(
        progress, frame: frame, clip: clip, style: style, into: &screen, context: context)
      return nil
    case .textArea(let view):
      return paintTextArea(
        view, frame: frame, text: frames.text ?? frame, clip: clip, style: style, mark: mark,
        into: &screen, context: context)
    case .image(let image):
      paintImage(
        image, line: lines.first, box: frames.box ?? frame, clip: clip, style: style, mark: mark,
        into: &screen, context: context)
      return nil
    case .slider(let slider):
      return paintSlider(
        slider, title: lines.first, frame: frame, clip: clip, style: style, mark: mark,
        into: &screen, context: context)
    case .datePicker(let picker):
      return paintDatePicker(
        picker, frame: frame, clip: clip, style: style, mark: mark, into: &screen,
        context: context)
    case .timePicker(let picker):
      return paintTimePicker(
        picker, frame: frame, clip: clip, style: style, mark: mark, into: &screen,
        context: context)
    case .statusList(let list):
      paintStatusList(list, frame: frame, clip: clip, style: style, into: &screen, context: context)
      return nil
    }
  }

  /// A text field: its value (or placeholder) between brackets at the ends of `box`, as
  /// the core scrolled it to keep the caret inside `text`, the inside underlined like
  /// Material's filled field.
  private static func paintField(
    _ field: FieldElement, box: Rect, text: Rect, clip: Rect, style: ResolvedModalStyle,
    mark: CellStyle, into screen: inout Screen, context: PaintContext
  ) -> (x: Int, y: Int) {
    let view = field.view
    let measurer = context.measurer
    let container = style.containerColor
    let frame = box
    let inner = text.intersection(clip)
    screen.write("[", x: frame.x, y: frame.y, clip: clip, style: mark, measurer: measurer)
    screen.write("]", x: frame.maxX - 1, y: frame.y, clip: clip, style: mark, measurer: measurer)
    var underline = CellStyle(style.control, on: container)
    underline.attributes.insert(.underline)
    screen.fill(inner, with: .blank(underline))
    if let placeholder = field.placeholder {
      var hint = CellStyle(style.placeholder, on: container)
      hint.attributes.insert(.underline)
      screen.write(
        placeholder, x: inner.x, y: frame.y, clip: inner, style: hint, measurer: measurer)
      return (inner.x, frame.y)
    }
    var textStyle = underline
    // The selection that the first typed text replaces.
    if view.isAllSelected { textStyle.attributes.insert(.reverse) }
    screen.write(
      view.visibleText, x: inner.x, y: frame.y, clip: inner, style: textStyle, measurer: measurer)
    return (inner.x + view.caretOffset, frame.y)
  }
}
