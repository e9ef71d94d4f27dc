import ScrimCore

/// A grid of cells that painters draw into and the renderer diffs and encodes.
///
/// Writing never leaves half of a wide character behind: overwriting either half
/// blanks the other. Writes outside the grid are clipped, never trapped on, so any
/// terminal size down to 1×1 (or even 0×0) is safe.
///
///     var screen = Screen(width: 80, height: 24)
///     screen.write("Delete draft?", x: 2, y: 1, style: title, measurer: measurer)
public struct Screen: Hashable, Sendable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The cells, row by row.
  public private(set) var cells: [Cell]

  /// Makes a screen filled with `fill`; negative sizes count as zero.
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// The screen's size.
  public var size: Size { Size(width: width, height: height) }

  /// The cell at a column and row, or nil outside the grid.
  public subscript(x: Int, y: Int) -> Cell? {
    contains(x: x, y: y) ? cells[y * width + x] : nil
  }

  /// Whether a column and row lie inside the grid.
  public func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height
  }

  /// Puts one grapheme at a column and row, keeping wide characters whole.
  ///
  /// A width-2 grapheme that would not fit before the right edge becomes a space, as
  /// terminals would wrap it. Out-of-grid positions are ignored.
  ///
  /// - Returns: The number of columns taken (0 outside the grid).
  @discardableResult
  public mutating func put(_ grapheme: String, width: Int, x: Int, y: Int, style: CellStyle) -> Int
  {
    guard contains(x: x, y: y) else { return 0 }
    return put(GraphemeCode(grapheme), width: width, x: x, y: y, style: style)
  }

  /// `put(_:width:x:y:style:)` for a grapheme already packed.
  @discardableResult
  mutating func put(_ code: GraphemeCode, width: Int, x: Int, y: Int, style: CellStyle) -> Int {
    guard contains(x: x, y: y) else { return 0 }
    let wide = width >= 2
    if wide && x + 1 >= self.width {
      put(.space, width: 1, x: x, y: y, style: style)
      return 1
    }
    breakWideCharacter(at: x, y: y)
    if wide { breakWideCharacter(at: x + 1, y: y) }
    cells[y * self.width + x] = Cell(code: code, width: wide ? 2 : 1, style: style)
    if wide { cells[y * self.width + x + 1] = Cell(code: .empty, width: 0, style: style) }
    return wide ? 2 : 1
  }

  /// Writes text on one row from a column, clipped at the right edge.
  ///
  /// The text is sanitized first, so control characters show as symbols; zero-width
  /// clusters that measure 0 are skipped, since a cell cannot hold them alone.
  ///
  /// - Returns: The number of columns written.
  @discardableResult
  public mutating func write(
    _ text: String, x: Int, y: Int, style: CellStyle, measurer: some TextMeasurer
  ) -> Int {
    guard y >= 0, y < height else { return 0 }
    var column = x
    for character in TextSanitizer.sanitized(text) {
      guard column < width else { break }
      let columns = measurer.width(of: character)
      guard columns > 0 else { continue }
      if column >= 0 {
        put(GraphemeCode(character), width: columns, x: column, y: y, style: style)
      }
      column += min(columns, 2)
    }
    return max(0, min(column, width) - max(x, 0))
  }

  /// Fills a rectangle, clipped to the grid, with copies of a narrow cell.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    let left = max(0, rect.x)
    let right = min(width, rect.x + rect.width)
    let top = max(0, rect.y)
    let bottom = min(height, rect.y + rect.height)
    guard left < right, top < bottom else { return }
    for y in top..<bottom {
      breakWideCharacter(at: left, y: y)
      breakWideCharacter(at: right - 1, y: y)
      for x in left..<right { cells[y * width + x] = cell }
    }
  }

  /// Changes the style of every cell in a rectangle with `transform`, keeping the text.
  public mutating func restyle(_ rect: Rect, _ transform: (CellStyle) -> CellStyle) {
    let left = max(0, rect.x)
    let right = min(width, rect.x + rect.width)
    let top = max(0, rect.y)
    let bottom = min(height, rect.y + rect.height)
    guard left < right, top < bottom else { return }
    for y in top..<bottom {
      for x in left..<right { cells[y * width + x].style = transform(cells[y * width + x].style) }
    }
  }

  /// Copies the cells of some rows from another screen of the same size.
  ///
  /// This is how a frame is kept up to date when only a few rows changed, without
  /// copying the whole grid. Rows outside the grid are skipped. Whole rows are copied,
  /// so wide characters stay whole. A screen of another width or height copies nothing:
  /// its rows would not line up with these, so the screen is left as it was.
  ///
  /// - Parameters:
  ///   - rows: The rows to copy; any part outside 0..<height is ignored.
  ///   - other: The screen to copy from.
  /// - Complexity: O(width × rows copied).
  public mutating func copyRows(_ rows: Range<Int>, from other: Screen) {
    guard other.width == width, other.height == height else { return }
    let top = max(0, rows.lowerBound)
    let bottom = min(height, rows.upperBound)
    guard top < bottom else { return }
    let start = top * width
    let count = (bottom - top) * width
    // Screens that share storage already hold the same rows; writing would only force a
    // copy of the whole grid.
    let shared = cells.withUnsafeBufferPointer { mine in
      other.cells.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress }
    }
    guard !shared else { return }
    other.cells.withUnsafeBufferPointer { source in
      guard let source = source.baseAddress else { return }
      cells.withUnsafeMutableBufferPointer { target in
        target.baseAddress.map { ($0 + start).update(from: source + start, count: count) }
      }
    }
  }

  /// Copies the cells of `rect` from a screen of the same size, clipped to the grid;
  /// screens of another size copy nothing.
  ///
  /// A wide character cut by the rectangle's left or right edge is copied whole or
  /// blanked, never split.
  public mutating func copy(_ rect: Rect, from other: Screen) {
    guard other.width == width, other.height == height else { return }
    let left = max(0, rect.x)
    let right = min(width, rect.x + rect.width)
    let top = max(0, rect.y)
    let bottom = min(height, rect.y + rect.height)
    guard left < right, top < bottom else { return }
    if left == 0 && right == width {
      copyRows(top..<bottom, from: other)
      return
    }
    for y in top..<bottom {
      let row = y * width
      for x in left..<right { cells[row + x] = other.cells[row + x] }
      // Halves of wide characters at the edges must agree with their neighbours.
      if cells[row + left].isContinuation { breakWideCharacter(at: left, y: y) }
      if cells[row + right - 1].width == 2 { breakWideCharacter(at: right - 1, y: y) }
    }
  }

  /// Changes every cell of the grid in place with `transform`, which sees the whole cell
  /// (text and style) and may change only its style.
  mutating func restyleCells(_ transform: (Cell) -> CellStyle) {
    // A grid the transform leaves alone (a scrim over blank default cells) keeps sharing
    // its storage instead of copying it: the first change is found by reading alone,
    // since the optimizer hoists the copy out of any loop that may write.
    guard let first = cells.firstIndex(where: { transform($0) != $0.style }) else { return }
    for index in first..<cells.count { cells[index].style = transform(cells[index]) }
  }

  /// Gives the cell at a column and row another style, keeping its text; out-of-grid
  /// positions are ignored.
  mutating func restyleCell(x: Int, y: Int, _ style: CellStyle) {
    guard contains(x: x, y: y) else { return }
    cells[y * width + x].style = style
  }

  /// The text of each row, continuation cells left out, for tests and logs.
  public var lines: [String] {
    (0..<height).map { y in
      var bytes: [UInt8] = []
      bytes.reserveCapacity(width)
      for cell in cells[(y * width)..<((y + 1) * width)] { cell.code.appendUTF8(to: &bytes) }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Blanks the other half of a wide character that covers (x, y), keeping its style.
  private mutating func breakWideCharacter(at x: Int, y: Int) {
    guard contains(x: x, y: y) else { return }
    let index = y * width + x
    if cells[index].isContinuation, x > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
      cells[index] = .blank(cells[index].style)
    } else if cells[index].width == 2, x + 1 < width {
      cells[index + 1] = .blank(cells[index + 1].style)
      cells[index] = .blank(cells[index].style)
    }
  }
}
