/// Where a menu's panels go: the rules that keep them inside the container.
enum MenuPlacement {
  /// The root panel of `size` at `anchor`: below it, its left edges aligned, or above
  /// it when there is more room there; moved left so that its right edge meets the
  /// anchor's (to the left of a point) when it would run off the right; then clamped
  /// inside the margins, and cut to the room left, where its rows scroll.
  static func root(_ size: Size, anchor rawAnchor: Rect, in container: Size, margin: Int) -> Rect {
    let anchor = pulledInside(rawAnchor, container)
    let below = container.height - margin - anchor.maxY
    let above = anchor.y - margin
    var y: Int
    var height = size.height
    if size.height <= below || below >= above {
      y = anchor.maxY
      height = min(height, max(0, below))
    } else {
      height = min(height, max(0, above))
      y = anchor.y - height
    }
    var x = anchor.x
    if x + size.width > container.width - margin { x = anchor.maxX - size.width }
    let width = min(size.width, max(0, container.width - 2 * margin))
    x = clamp(x, width: width, in: container.width, margin: margin)
    y = clamp(y, width: height, in: container.height, margin: margin)
    if height == 0 {
      // No room beside the anchor at all (a one-row container): over it, as much as fits.
      height = min(size.height, max(0, container.height - 2 * margin))
      y = clamp(anchor.y, width: height, in: container.height, margin: margin)
    }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// A sub-menu of `size` beside its parent panel, its first row level with the parent's
  /// row: to the right, or to the left when the right has no room; clamped inside.
  static func submenu(
    _ size: Size, parent: Rect, rowY: Int, firstRowOffset: Int, overlap: Int,
    in container: Size, margin: Int
  ) -> Rect {
    let right = parent.maxX - overlap
    let left = parent.x + overlap - size.width
    let fitsRight = right + size.width <= container.width - margin
    let fitsLeft = left >= margin
    var x = fitsRight || !fitsLeft ? right : left
    if !fitsRight, !fitsLeft {
      // Neither side has room: the side with more, overlapping the parent.
      x = container.width - parent.maxX >= parent.x ? right : left
    }
    let width = min(size.width, max(0, container.width - 2 * margin))
    let height = min(size.height, max(0, container.height - 2 * margin))
    x = clamp(x, width: width, in: container.width, margin: margin)
    let y = clamp(rowY - firstRowOffset, width: height, in: container.height, margin: margin)
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// An anchor outside the container pulled to its nearest point inside.
  private static func pulledInside(_ anchor: Rect, _ container: Size) -> Rect {
    let x = min(max(0, anchor.x), max(0, container.width))
    let y = min(max(0, anchor.y), max(0, container.height))
    let maxX = min(max(x, anchor.x + anchor.width), container.width)
    let maxY = min(max(y, anchor.y + anchor.height), container.height)
    return Rect(x: x, y: y, width: maxX - x, height: maxY - y)
  }

  /// `start` moved so that `width` from it stays within the margins, the start first.
  private static func clamp(_ start: Int, width: Int, in extent: Int, margin: Int) -> Int {
    max(min(margin, extent - width), min(start, extent - margin - width))
  }
}
