/// A time picker as it shows: its fields' two digits each, with colons between them on
/// the item's one row, and which field the keys move (nil without focus).
@_spi(Renderer) public struct TimePickerElement: Hashable, Sendable {
  /// The fields' digits: hour, minute and second (if shown).
  public var fields: [String]
  /// The index in `fields` of the one the keys move, while the picker has focus.
  public var focusedField: Int?
  /// Each field's box, from the item's top left corner: its digits centred in it, with
  /// `LayoutMetrics.timeFieldInset` on either side; as many as `fields`.
  public var fieldFrames: [Rect]
  /// The room of the " : " between each field and the next, from the item's top left
  /// corner; one fewer than `fields`.
  public var separatorFrames: [Rect]

  /// What shows between two fields.
  static let separator = " : "

  /// Makes a time picker's element, its fields measured as one cell a character.
  public init(fields: [String], focusedField: Int?) {
    var frames: [Rect] = []
    var separators: [Rect] = []
    var x = 0
    for (index, field) in fields.enumerated() {
      if index > 0 {
        separators.append(Rect(x: x, y: 0, width: 3, height: 1))
        x += 3
      }
      frames.append(Rect(x: x, y: 0, width: field.count, height: 1))
      x += field.count
    }
    self.init(
      fields: fields, focusedField: focusedField, fieldFrames: frames, separatorFrames: separators)
  }

  /// Makes a time picker's element with its fields' and separators' places.
  public init(
    fields: [String], focusedField: Int?, fieldFrames: [Rect], separatorFrames: [Rect]
  ) {
    self.fields = fields
    self.focusedField = focusedField
    self.fieldFrames = fieldFrames
    self.separatorFrames = separatorFrames
  }
}

extension Stage {
  /// The element of the time picker at control `index`, in its item `frame`: each field a
  /// box of its digits (measured in the controls' font) and the metrics' inset on either
  /// side, " : " between them.
  func timePickerElement(
    _ picker: TimePicker, at index: Int, frame: Rect?, style: ResolvedModalStyle
  ) -> TimePickerElement {
    let fields = picker.fieldTexts
    let text = measurer.measurer(for: style.control.font)
    let inset = modalMetrics.timeFieldInset
    let separator = text.width(of: TimePickerElement.separator)
    let height = frame?.height ?? modalMetrics.controlHeight
    var frames: [Rect] = []
    var separators: [Rect] = []
    var x = 0
    for (position, field) in fields.enumerated() {
      if position > 0 {
        separators.append(Rect(x: x, y: 0, width: separator, height: height))
        x += separator
      }
      let width = text.width(of: field) + 2 * inset
      frames.append(Rect(x: x, y: 0, width: width, height: height))
      x += width
    }
    let focused =
      presenter.focus == .control(index)
      ? picker.parts.firstIndex(of: presenter.timePart(ofControl: index, picker)) : nil
    return TimePickerElement(
      fields: fields, focusedField: focused, fieldFrames: frames, separatorFrames: separators)
  }
}
