/// One control of a modal as it is to be painted: what it shows beside its lines in the
/// layout (`ModalLayout.ItemFrame.lines`: a field's label, a toggle's title, a list's
/// title and rows).
@_spi(Renderer) public enum ControlElement: Hashable, Sendable {
  /// Static text: its lines are all it shows.
  case text
  /// A text field.
  case textField(FieldElement)
  /// An on/off switch, on or off.
  case toggle(isOn: Bool)
  /// A choice list.
  case choice(ListElement)
  /// A linear progress indicator.
  case progress(ProgressElement)
  /// A multi-line text: its rows in view and its caret.
  case textArea(TextAreaView)
  /// A picture, or what stands in for it.
  case image(ImageElement)
  /// A slider: its value and where its thumb is.
  case slider(SliderElement)
  /// A date picker: its month's grid and the picked day.
  case datePicker(DatePickerElement)
  /// A time picker: its fields' digits and the one the keys move.
  case timePicker(TimePickerElement)
  /// A status list: its rows' names, states and chips.
  case statusList(StatusListElement)
}

/// A slider as it shows, in the layout's units: its track is the item's second row, as
/// wide as the item, and its value (if shown) ends its first row.
@_spi(Renderer) public struct SliderElement: Hashable, Sendable {
  /// How far along the range the value is, from 0 to 1.
  public var fraction: Double
  /// The value as shown, or nil when it is hidden.
  public var valueText: String?
  /// Where the thumb's centre is along the track, from its start: the track's length
  /// less one, times the fraction (a cell in a terminal).
  public var thumb: Int

  /// Makes a slider's element.
  public init(fraction: Double, valueText: String?, thumb: Int) {
    self.fraction = fraction
    self.valueText = valueText
    self.thumb = thumb
  }
}

/// A text field as it shows: the part of its text in view and its caret, or its
/// placeholder when it is empty.
@_spi(Renderer) public struct FieldElement: Hashable, Sendable {
  /// What its text frame shows and where the caret is (bullets when it is secure).
  public var view: FieldView
  /// The placeholder to show when the field is empty, or nil when it has text.
  ///
  /// Empty when the placeholder is the label beside it already.
  public var placeholder: String?
  /// Whether its text is hidden.
  public var isSecure: Bool
  /// The error it shows, wrapped to the lines under it (`ControlFrames.error`, one line
  /// height each), or none: its box is drawn in the error colour while there is one.
  public var errorLines: [String] = []

  /// Makes a field's element.
  public init(view: FieldView, placeholder: String?, isSecure: Bool) {
    self.view = view
    self.placeholder = placeholder
    self.isSecure = isSecure
  }
}

/// A choice list as it shows: the rows of its window with their marks, emphasis and
/// columns.
@_spi(Renderer) public struct ListElement: Hashable, Sendable {
  /// The item the keyboard is on.
  public var highlight: Int
  /// Its window and column widths as laid out, or nil when none was measured.
  public var columns: ListColumns?
  /// The rows of its window and the arrows beside them.
  public var appearance: ListAppearance
  /// The item whose detail is being edited in its row and the detail's text before the
  /// insertion point (`ChoiceList.renameAction`), or nil.
  public var renaming: ListRenaming?

  /// Makes a list's element.
  public init(highlight: Int, columns: ListColumns?, appearance: ListAppearance) {
    self.init(highlight: highlight, columns: columns, appearance: appearance, renaming: nil)
  }

  /// Makes a list's element with an item being renamed in its row.
  public init(
    highlight: Int, columns: ListColumns?, appearance: ListAppearance, renaming: ListRenaming?
  ) {
    self.highlight = highlight
    self.columns = columns
    self.appearance = appearance
    self.renaming = renaming
  }
}

/// An item being renamed in its row: where its insertion point is.
@_spi(Renderer) public struct ListRenaming: Hashable, Sendable {
  /// The item's index in the list.
  public var index: Int
  /// The new detail's text before the insertion point.
  public var textBeforeCaret: String
  /// Where the caret goes, from the list item's top left corner: from the insertion point
  /// (after `textBeforeCaret`, measured in its column's font, never past the column) to
  /// the end of its column, as tall as its row; nil when the row is out of view.
  public var caret: Rect?

  /// Makes an item's renaming, with no caret in view.
  public init(index: Int, textBeforeCaret: String) {
    self.init(index: index, textBeforeCaret: textBeforeCaret, caret: nil)
  }

  /// Makes an item's renaming with its caret's place.
  public init(index: Int, textBeforeCaret: String, caret: Rect?) {
    self.index = index
    self.textBeforeCaret = textBeforeCaret
    self.caret = caret
  }
}

/// A progress bar as it shows, in the layout's units.
@_spi(Renderer) public struct ProgressElement: Hashable, Sendable {
  /// How much is done, from 0 to 1, or nil when indeterminate.
  public var fraction: Double?
  /// The whole percentage done, shown after the bar, or nil when indeterminate.
  public var percentage: Int?
  /// The bar's length: the item's width less the percentage's room.
  public var barWidth: Int
  /// The filled part of the bar: the done part, or an indeterminate bar's moving segment
  /// now (empty when it stands still).
  public var filled: Range<Int>

  /// Makes a progress bar's element.
  public init(fraction: Double?, percentage: Int?, barWidth: Int, filled: Range<Int>) {
    self.fraction = fraction
    self.percentage = percentage
    self.barWidth = barWidth
    self.filled = filled
  }
}
