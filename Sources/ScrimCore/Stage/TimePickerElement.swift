/// A time picker as it shows: its fields' two digits each, with colons between them on
/// the item's one row, and which field the keys move (nil without focus).
@_spi(Renderer) public struct TimePickerElement: Hashable, Sendable {
  /// The fields' digits: hour, minute and second (if shown).
  public var fields: [String]
  /// The index in `fields` of the one the keys move, while the picker has focus.
  public var focusedField: Int?

  /// Makes a time picker's element.
  public init(fields: [String], focusedField: Int?) {
    self.fields = fields
    self.focusedField = focusedField
  }
}
