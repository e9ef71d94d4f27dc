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
    var result: [CellChange] = []
    let old = previous.flatMap { $0.width == width && $0.height == height ? $0.cells : nil }
    cells.withUnsafeBufferPointer { new in
      (old ?? []).withUnsafeBufferPointer { old in
        let sameSize = !old.isEmpty
        for y in 0..<height {
          var x = 0
          while x < width {
            let index = y * width + x
            let cellWidth = new[index].width
            if cellWidth == 0 {
              x += 1
              continue
            }
            var changed = !sameSize || old[index] != new[index]
            if !changed, cellWidth == 2, x + 1 < width {
              changed = old[index + 1] != new[index + 1]
            }
            if changed { result.append(CellChange(x: x, y: y, cell: new[index])) }
            x += cellWidth == 2 ? 2 : 1
          }
        }
      }
    }
    return result
  }
}
