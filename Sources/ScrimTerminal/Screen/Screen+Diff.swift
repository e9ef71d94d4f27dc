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
    let sameSize = previous.map { $0.width == width && $0.height == height } ?? false
    for y in 0..<height {
      var x = 0
      while x < width {
        let index = y * width + x
        let cell = cells[index]
        var changed = !sameSize || previous?.cells[index] != cell
        if cell.width == 2, !changed, x + 1 < width {
          changed = previous?.cells[index + 1] != cells[index + 1]
        }
        if cell.isContinuation {
          x += 1
          continue
        }
        if changed { result.append(CellChange(x: x, y: y, cell: cell)) }
        x += cell.width == 2 ? 2 : 1
      }
    }
    return result
  }
}
