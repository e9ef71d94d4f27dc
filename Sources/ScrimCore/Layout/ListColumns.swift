/// What the layout needs of a choice list beyond its rows' first column: where its window
/// starts, how many items it has, the second column, and both columns' widths over all
/// items (so that the modal keeps its width as the list scrolls).
@_spi(Renderer) public struct ListColumns: Hashable, Sendable {
  /// The index of the item in the window's first row.
  public var first: Int
  /// How many items the list holds.
  public var count: Int
  /// The second column of each row shown ("" for none).
  public var details: [String]
  /// The widest first column over all items.
  public var titleWidth: Int
  /// The widest second column over all items; 0 when none has one.
  public var detailWidth: Int
  /// Whether the rows show marks, which decides the room before their text.
  ///
  /// Defaults to true.
  public var showsMarks = true

  /// Makes a description of a list's window and columns.
  public init(first: Int, count: Int, details: [String], titleWidth: Int, detailWidth: Int) {
    self.first = first
    self.count = count
    self.details = details
    self.titleWidth = titleWidth
    self.detailWidth = detailWidth
  }

  /// Whether rows are hidden above or below the window, so the list shows ▲ or ▼.
  public var scrolls: Bool { hides(above: true) || hides(above: false) }

  /// Whether the rows above or below the window are hidden.
  public func hides(above: Bool) -> Bool {
    above ? first > 0 : first + details.count < count
  }
}
