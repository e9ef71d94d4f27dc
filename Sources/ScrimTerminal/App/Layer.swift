@_spi(Renderer) import ScrimCore

/// One thing painted over the host — the modal, a banner or the snackbar — with the scene
/// layer it was painted from and what it covers, so a frame repaints only the layers whose
/// scene value changed.
struct Layer {
  /// The scene's layer: equal values paint equal cells.
  var source: StageLayer
  /// Every cell painting may change, shadow included.
  var footprint: Rect
  /// The cursor from the last paint.
  var cursor: ANSIEncoder.CursorPlacement = .hidden

  var id: StageLayerID { source.id }
  /// Whether this layer's cursor wins over the host's.
  var hasFocus: Bool { source.hasFocus }
}

extension Rect {
  /// The rectangle and the one-cell shadow to its right and below.
  var withShadow: Rect { Rect(x: x, y: y, width: width + 1, height: height + 1) }
}
