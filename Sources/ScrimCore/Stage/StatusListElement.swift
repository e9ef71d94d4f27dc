/// A status list as it shows: each row's name and state cut to their room, where the state
/// sits in its chip, and how full a chip that is a small gauge is.
@_spi(Renderer) public struct StatusListElement: Hashable, Sendable {
  /// One row of the list.
  public struct Row: Hashable, Sendable {
    /// The task's name, cut to its column.
    public var name: String
    /// Its state, cut to the room between the chip's insets.
    public var state: String
    /// Where the state starts, from the chip's leading edge: centred between its insets.
    public var stateOffset: Int
    /// How much of the chip is filled, from 0 to 1, or nil for a chip that is no gauge.
    public var fraction: Double?

    /// Makes a row's element.
    public init(name: String, state: String, stateOffset: Int, fraction: Double?) {
      self.name = name
      self.state = state
      self.stateOffset = stateOffset
      self.fraction = fraction
    }
  }

  /// The rows, top to bottom.
  public var rows: [Row]
  /// The chips' width, their edges included.
  public var chipWidth: Int

  /// Makes a status list's element.
  public init(rows: [Row], chipWidth: Int) {
    self.rows = rows
    self.chipWidth = chipWidth
  }

  /// Where each row, its name and its chip go in a list laid out in `item`: a row a
  /// `LayoutMetrics.controlHeight`, the chip at the row's trailing end, the name before
  /// it and the list column gap.
  public func rowFrames(
    in item: Rect, metrics: LayoutMetrics
  ) -> [(row: Rect, name: Rect, chip: Rect)] {
    let chip = min(chipWidth, item.width)
    let nameWidth = max(0, item.width - chip - metrics.listColumnGap)
    return rows.indices.map { position in
      let y = item.y + position * metrics.controlHeight
      let row = Rect(x: item.x, y: y, width: item.width, height: metrics.controlHeight)
      return (
        row: row,
        name: Rect(x: item.x, y: y, width: nameWidth, height: row.height),
        chip: Rect(x: item.maxX - chip, y: y, width: chip, height: row.height)
      )
    }
  }
}
