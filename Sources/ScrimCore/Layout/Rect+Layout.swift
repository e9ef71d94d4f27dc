extension Rect {
  /// The column just past the right edge.
  public var maxX: Int { x + width }
  /// The row just past the bottom edge.
  public var maxY: Int { y + height }
  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }
  /// The size of the rectangle.
  public var size: Size { Size(width: width, height: height) }

  /// A rectangle at the origin with the given size.
  public init(size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// Whether every cell of `other` is inside this rectangle; an empty rectangle is
  /// inside everything.
  public func contains(_ other: Rect) -> Bool {
    other.isEmpty
      || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
  }

  /// Whether the two rectangles share at least one cell.
  public func intersects(_ other: Rect) -> Bool {
    !isEmpty && !other.isEmpty && x < other.maxX && other.x < maxX && y < other.maxY
      && other.y < maxY
  }

  /// The cells both rectangles cover, or an empty rectangle at this one's origin.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle shrunk by `horizontal` cells on the left and right and `vertical`
  /// rows on the top and bottom, never below zero size.
  public func insetBy(horizontal: Int, vertical: Int) -> Rect {
    Rect(
      x: x + horizontal, y: y + vertical, width: width - 2 * horizontal,
      height: height - 2 * vertical)
  }
}
