/// A size in layout units (terminal cells for the terminal renderer).
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Int
  /// The vertical extent.
  public var height: Int

  /// Makes a size; negative extents are treated as zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// "80×24".
  public var description: String { "\(width)×\(height)" }
}

/// A rectangle in layout units, with its origin at the top-left corner.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The left edge.
  public var x: Int
  /// The top edge.
  public var y: Int
  /// The horizontal extent.
  public var width: Int
  /// The vertical extent.
  public var height: Int

  /// Makes a rectangle; negative extents are treated as zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// "(x,y) w×h".
  public var description: String { "(\(x),\(y)) \(width)×\(height)" }
}

/// How much horizontal room a container has, in the sense of UIKit's size classes.
public enum SizeClass: Hashable, Sendable {
  /// A narrow container: action sheets attach to the bottom edge.
  case compact
  /// A wide container: action sheets appear as popovers next to their anchor.
  case regular

  /// The narrowest container, in cells, that counts as regular
  /// (`LayoutMetrics.cells.regularWidthThreshold`).
  ///
  /// An 80-column terminal, the most common size, stays compact, so action sheets
  /// show as bottom sheets there; from 100 columns on there is room for a popover
  /// beside its anchor and still for the host's content.
  public static let regularWidthThreshold = LayoutMetrics.cells.regularWidthThreshold

  /// The size class of a container of the given width, in cells.
  public init(width: Int) {
    self.init(width: width, metrics: .cells)
  }

  /// The size class of a container of the given width, in `metrics`' units.
  public init(width: Int, metrics: LayoutMetrics) {
    self = width >= metrics.regularWidthThreshold ? .regular : .compact
  }
}
