/// What a text field shows of its text in its frame, and where the caret is.
///
/// The part that fits, scrolled sideways so the caret is always inside: the core decides
/// it once, so a long field keeps its caret in view in every renderer.
@_spi(Renderer) public struct FieldView: Hashable, Sendable {
  /// The text shown from the frame's leading edge (bullets for a secure field); "" when
  /// the field is empty and its placeholder shows.
  public var visibleText: String
  /// How far the caret is from the frame's leading edge, in the layout's units.
  public var caretOffset: Int
  /// Whether the whole text is selected, so the first typed text replaces it.
  public var isAllSelected: Bool

  /// Makes a field's view with nothing selected.
  public init(visibleText: String, caretOffset: Int) {
    self.init(visibleText: visibleText, caretOffset: caretOffset, isAllSelected: false)
  }

  /// Makes a field's view.
  public init(visibleText: String, caretOffset: Int, isAllSelected: Bool) {
    self.visibleText = visibleText
    self.caretOffset = caretOffset
    self.isAllSelected = isAllSelected
  }
}

extension TextField {
  /// The part of the text shown in `width`: it starts just far enough in that the caret
  /// (after the text before it) fits.
  func view(width: Int, measurer: some TextMeasurer) -> FieldView {
    let characters = Array(displayedText)
    let caret = min(max(0, cursor), characters.count)
    var start = 0
    var before = characters[0..<caret].reduce(0) { $0 + measurer.width(of: $1) }
    while start < caret, before >= width {
      before -= measurer.width(of: characters[start])
      start += 1
    }
    return FieldView(
      visibleText: String(characters[start...]), caretOffset: before,
      isAllSelected: isAllSelected)
  }
}
