extension ANSIEncoder {
  /// One row's last changes when they take a style of their own: a box's shadow cell
  /// after its right border.
  private struct RowTail {
    /// The changes' indices.
    var indices: ClosedRange<Int>
    /// Their style.
    var style: CellStyle
    /// The style of the change just before them, on the same row.
    var before: CellStyle
    /// The style of the next row's first change.
    var after: CellStyle
  }

  /// The changes in the order to write them, or nil for row by row, left to right.
  ///
  /// A row that ends in a cell or two of another style (a box's shadow beside its right
  /// border) costs two style changes a row: to the shadow's and back to the box's on the
  /// next row. When three rows or more end in the same style and taking those cells out
  /// saves more than the cursor moves they then need, they are written last, one under
  /// the other, in one style. What the terminal shows is the same; each cell is still
  /// written once.
  func writingOrder(_ changes: [CellChange]) -> [CellChange]? {
    let tails = rowTails(changes)
    guard tails.count >= 3 else { return nil }
    var deferred = [Bool](repeating: false, count: changes.count)
    var anyDeferred = false
    for style in Set(tails.map(\.style)) {
      let group = tails.filter { $0.style == style }
      guard group.count >= 3 else { continue }
      // In line, each row changes style twice; taken out, it changes once between the
      // two neighbours, and the column needs a move a row ("ESC[B ESC[D") and, once, a
      // move there and the style.
      let start = changes[group[0].indices.lowerBound]
      var saving = -ByteWriter.moveLength(x: start.x, y: start.y)
      saving -= styleChangeLength(from: group[0].before, to: style)
      for tail in group {
        saving +=
          styleChangeLength(from: tail.before, to: style)
          + styleChangeLength(from: style, to: tail.after)
          - styleChangeLength(from: tail.before, to: tail.after) - 6
      }
      guard saving > 0 else { continue }
      for tail in group {
        for index in tail.indices { deferred[index] = true }
      }
      anyDeferred = true
    }
    guard anyDeferred else { return nil }
    var order: [CellChange] = []
    order.reserveCapacity(changes.count)
    for (index, change) in changes.enumerated() where !deferred[index] { order.append(change) }
    for (index, change) in changes.enumerated() where deferred[index] { order.append(change) }
    return order
  }

  /// The bytes of the SGR that changes one style to another at this depth.
  private func styleChangeLength(from current: CellStyle, to target: CellStyle) -> Int {
    SGR.transition(from: current, to: target, depth: depth).utf8.count
  }

  /// Each row's last one or two changes, when they are adjacent single-width cells of one
  /// style that the change before them, right beside them, does not have, and the next
  /// row starts with a change of yet another style than theirs.
  private func rowTails(_ changes: [CellChange]) -> [RowTail] {
    var tails: [RowTail] = []
    var rowStart = 0
    while rowStart < changes.count {
      var rowEnd = rowStart
      while rowEnd + 1 < changes.count && changes[rowEnd + 1].y == changes[rowStart].y {
        rowEnd += 1
      }
      defer { rowStart = rowEnd + 1 }
      let last = changes[rowEnd]
      guard rowEnd + 1 < changes.count, last.cell.width == 1 else { continue }
      var first = rowEnd
      if first > rowStart, changes[first - 1].cell.style == last.cell.style,
        changes[first - 1].cell.width == 1, changes[first - 1].x + 1 == last.x
      {
        first -= 1
      }
      guard first > rowStart else { continue }
      let before = changes[first - 1]
      let after = changes[rowEnd + 1].cell.style
      guard before.x + Int(max(1, before.cell.width)) == changes[first].x,
        before.cell.style != last.cell.style, after != last.cell.style
      else { continue }
      tails.append(
        RowTail(
          indices: first...rowEnd, style: last.cell.style, before: before.cell.style,
          after: after))
    }
    return tails
  }
}
