/// Where one row of a list's window and its parts go.
@_spi(Renderer) public struct ListRowFrames: Hashable, Sendable {
  /// The whole row: its mark at the leading edge, its shading or focus ring.
  public var row: Rect
  /// Its text: after the mark's room, before the arrows' room.
  public var text: Rect
  /// The tag's column of a row of two columns: as wide as the widest tag, within `text`.
  public var title: Rect
  /// The detail's column: after the tag's column and `LayoutMetrics.listColumnGap`, to
  /// the end of `text`.
  public var detail: Rect
}

extension ListAppearance {
  /// Where each row of the window and its parts go in a list laid out in `item` (its
  /// title on the first row, then one row per `LayoutMetrics.controlHeight`).
  ///
  /// - Parameter columns: The columns the layout measured, or nil when the list has one.
  public func rowFrames(
    in item: Rect, columns: ListColumns?, metrics: LayoutMetrics
  ) -> [ListRowFrames] {
    let indent = metrics.listTextIndent(showsMarks: showsMarks)
    let trailing = scrolls ? metrics.listIndicatorWidth : 0
    let textWidth = max(0, item.width - indent - trailing)
    let titleWidth = min(columns?.titleWidth ?? textWidth, textWidth)
    let detailOffset = min(textWidth, titleWidth + metrics.listColumnGap)
    return rows.indices.map { position in
      let row = Rect(
        x: item.x, y: item.y + (position + 1) * metrics.controlHeight, width: item.width,
        height: metrics.controlHeight)
      let text = Rect(x: row.x + indent, y: row.y, width: textWidth, height: row.height)
      return ListRowFrames(
        row: row, text: text,
        title: Rect(x: text.x, y: text.y, width: titleWidth, height: text.height),
        detail: Rect(
          x: text.x + detailOffset, y: text.y, width: textWidth - detailOffset,
          height: text.height))
    }
  }

  /// Where the ▲ over the window's first row and the ▼ over its last go, at the list's
  /// trailing edge in the room the layout kept for them; nil for one that is not shown.
  public func indicatorFrames(
    in item: Rect, metrics: LayoutMetrics
  ) -> (above: Rect?, below: Rect?) {
    guard !rows.isEmpty else { return (nil, nil) }
    let width = metrics.listIndicatorWidth
    func frame(row: Int) -> Rect {
      Rect(
        x: item.maxX - width, y: item.y + row * metrics.controlHeight, width: width,
        height: metrics.controlHeight)
    }
    return (
      hidesRowsAbove ? frame(row: 1) : nil, hidesRowsBelow ? frame(row: rows.count) : nil
    )
  }
}
