import ScrimCore

/// One cell that differs between two frames.
public struct CellChange: Hashable, Sendable {
  /// The column.
  public var x: Int
  /// The row.
  public var y: Int
  /// What the cell holds now.
  public var cell: Cell

  /// Makes a change.
  public init(x: Int, y: Int, cell: Cell) {
    self.x = x
    self.y = y
    self.cell = cell
  }
}

extension Screen {
  /// The cells that differ from `previous`, row by row, left to right.
  ///
  /// Continuation cells are never listed on their own: when one changes, its wide
  /// character is listed instead, so the encoder always writes whole characters. A
  /// different size (or no previous frame) lists every non-continuation cell.
  ///
  /// - Complexity: O(width × height).
  public func changes(from previous: Screen?) -> [CellChange] {
    changes(from: previous, rows: nil)
  }

  /// The cells that differ from `previous` in the given rows only, row by row, left to right.
  ///
  /// Rows outside `rows` are taken to be unchanged and are not compared, which is what
  /// makes a frame where a few rows changed cheap; listing a row that did not change
  /// only costs its comparison. Ranges may overlap, come in any order or reach outside
  /// the grid: each row is compared at most once, in order. A nil `rows` compares every
  /// row, and so does a different size or no previous frame (every non-continuation
  /// cell is then listed, as `changes(from:)` does).
  ///
  /// - Parameters:
  ///   - previous: The frame the terminal shows now, or nil.
  ///   - rows: The rows that may differ from `previous`, or nil for all of them.
  /// - Complexity: O(width × rows compared), plus O(r log r) for r ranges.
  public func changes(from previous: Screen?, rows: [Range<Int>]?) -> [CellChange] {
    guard let previous, previous.width == width, previous.height == height else {
      return allCells()
    }
    var result: [CellChange] = []
    cells.withUnsafeBufferPointer { new in
      previous.cells.withUnsafeBufferPointer { old in
        guard let new = new.baseAddress, let old = old.baseAddress else { return }
        for band in Self.rowBands(rows, height: height) {
          for y in band {
            appendChanges(inRow: y, columns: 0..<width, new: new, old: old, to: &result)
          }
        }
      }
    }
    return result
  }

  /// The rows of `rows` inside 0..<height, sorted and merged so that none repeats.
  private static func rowBands(_ rows: [Range<Int>]?, height: Int) -> [Range<Int>] {
    guard let rows else { return height > 0 ? [0..<height] : [] }
    let clipped = rows.compactMap { range -> Range<Int>? in
      let top = max(0, range.lowerBound)
      let bottom = min(height, range.upperBound)
      return top < bottom ? top..<bottom : nil
    }
    guard clipped.count > 1 else { return clipped }
    var merged: [Range<Int>] = []
    for band in clipped.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, band.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, band.upperBound)
      } else {
        merged.append(band)
      }
    }
    return merged
  }

  /// The cells that differ from `previous` inside the given rectangles only, row by
  /// row, left to right.
  ///
  /// Each row is compared once, across the columns the rectangles cover on it (from the
  /// leftmost to the rightmost), widened by one column on the left so a wide character
  /// straddling the edge is seen whole. Everything else is taken to be unchanged. A
  /// different size or no previous frame lists every non-continuation cell.
  ///
  /// - Complexity: O(cells covered), plus O(rows × rectangles).
  public func changes(from previous: Screen?, regions: [Rect]) -> [CellChange] {
    guard let previous, previous.width == width, previous.height == height else {
      return allCells()
    }
    var spans = [Range<Int>?](repeating: nil, count: height)
    for rect in regions {
      let left = max(0, rect.x - 1)
      let right = min(width, rect.x + rect.width)
      guard left < right else { continue }
      for y in max(0, rect.y)..<max(max(0, rect.y), min(height, rect.y + rect.height)) {
        let span = spans[y]
        spans[y] = min(left, span?.lowerBound ?? left)..<max(right, span?.upperBound ?? right)
      }
    }
    var result: [CellChange] = []
    cells.withUnsafeBufferPointer { new in
      previous.cells.withUnsafeBufferPointer { old in
        guard let new = new.baseAddress, let old = old.baseAddress else { return }
        for (y, span) in spans.enumerated() {
          guard let span else { continue }
          appendChanges(inRow: y, columns: span, new: new, old: old, to: &result)
        }
      }
    }
    return result
  }

  private func appendChanges(
    inRow y: Int, columns: Range<Int>, new: UnsafePointer<Cell>, old: UnsafePointer<Cell>,
    to result: inout [CellChange]
  ) {
    let row = new + y * width
    let oldRow = old + y * width
    var x = columns.lowerBound
    while x < columns.upperBound {
      // Most cells are unchanged, and comparing two plain cells is a few integer
      // compares: pass over equal ones before looking at widths.
      while x < columns.upperBound && row[x] == oldRow[x] { x += 1 }
      guard x < columns.upperBound else { return }
      let cellWidth = row[x].width
      if cellWidth == 0 {
        // A changed second half: its wide character, passed over as equal, is listed.
        if x > columns.lowerBound && row[x - 1].width == 2 {
          result.append(CellChange(x: x - 1, y: y, cell: row[x - 1]))
        }
        x += 1
        continue
      }
      result.append(CellChange(x: x, y: y, cell: row[x]))
      x += cellWidth == 2 ? 2 : 1
    }
  }

  /// The cells that differ from a blank screen of the same size, as
  /// `changes(from: Screen(width: width, height: height))` lists them, without making
  /// that screen: what the first frame draws after clearing.
  func changesFromBlank() -> [CellChange] { listedCells(skippingBlanks: true) }

  /// Every non-continuation cell, for a frame drawn from nothing.
  private func allCells() -> [CellChange] { listedCells(skippingBlanks: false) }

  /// The cells a frame drawn from nothing writes: all but continuation cells (drawn with
  /// their wide character, which is listed itself), and, when `skippingBlanks`, but the
  /// blanks a cleared terminal already shows.
  private func listedCells(skippingBlanks: Bool) -> [CellChange] {
    var result: [CellChange] = []
    for y in 0..<height {
      var x = 0
      while x < width {
        let cell = cells[y * width + x]
        if cell.width != 0, !(skippingBlanks && cell.isPlainBlank) {
          result.append(CellChange(x: x, y: y, cell: cell))
        }
        x += cell.width == 2 ? 2 : 1
      }
    }
    return result
  }
}

extension Cell {
  /// Whether this is `Cell.blank`: a space in the plain style, which ECH can draw.
  var isPlainBlank: Bool { self == .blank }
}
