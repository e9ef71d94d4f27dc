@_spi(Renderer) import ScrimCore

/// One thing painted over the host — the modal, a banner or the snackbar — with what
/// it covers and a fingerprint of everything it is painted from, so a frame repaints
/// only the rows of layers that changed.
struct Layer {
  enum ID: Hashable {
    case modal
    case banner(Banner.Position)
    case snackbar
  }

  var id: ID
  /// Equal fingerprints paint equal cells.
  var fingerprint: Int
  /// Every cell painting may change, shadow included.
  var footprint: Rect
  /// Whether this layer's cursor wins over the host's.
  var hasFocus: Bool
  /// The cursor from the last paint.
  var cursor: ANSIEncoder.CursorPlacement = .hidden
  let paint: (inout Screen) -> ANSIEncoder.CursorPlacement
}

extension Rect {
  /// The rectangle and the one-cell shadow to its right and below.
  var withShadow: Rect { Rect(x: x, y: y, width: width + 1, height: height + 1) }
}
