/// What a renderer paints for a choice list's window.
///
/// Its rows, and whether rows are hidden above or below it (▲ and ▼);
/// `ChoiceList.appearance(rowCount:columns:isFocused:)` makes one.
@_spi(Renderer) public struct ListAppearance: Hashable, Sendable {
  /// The rows of the window, top to bottom.
  public var rows: [ListRowAppearance]
  /// Whether rows are hidden above the window, so its first row shows ▲.
  public var hidesRowsAbove: Bool
  /// Whether rows are hidden below the window, so its last row shows ▼.
  public var hidesRowsBelow: Bool
  /// Whether the rows show marks.
  public var showsMarks: Bool

  /// Makes a list's appearance.
  public init(
    rows: [ListRowAppearance], hidesRowsAbove: Bool, hidesRowsBelow: Bool, showsMarks: Bool
  ) {
    self.rows = rows
    self.hidesRowsAbove = hidesRowsAbove
    self.hidesRowsBelow = hidesRowsBelow
    self.showsMarks = showsMarks
  }

  /// Whether rows are hidden above or below the window.
  public var scrolls: Bool { hidesRowsAbove || hidesRowsBelow }
}
