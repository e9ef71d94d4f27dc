@_spi(Renderer) import ScrimCore

/// One thing painted over the host — the modal, a banner or the snackbar — with the scene
/// layer it was painted from and what it covers, so a frame repaints only the layers whose
/// scene value changed.
struct Layer {
  /// Which layer it is.
  let id: StageLayerID
  /// The scene's layer: equal values paint equal cells.
  let source: StageLayer
  /// Every cell painting may change, shadow included.
  let footprint: Rect
  /// Whether this layer's cursor wins over the host's.
  let hasFocus: Bool
  /// The cursor from the last paint.
  var cursor: ANSIEncoder.CursorPlacement = .hidden

  // Stored, not read through `source` each time: Swift 6.3's optimizer crashed
  // (CopyPropagation, an ownership error) on the switch in `damagedRects` otherwise.
  init(_ source: StageLayer, footprint: Rect) {
    id = source.id
    self.source = source
    self.footprint = footprint
    hasFocus = source.hasFocus
  }
}

extension Rect {
  /// The rectangle and the one-cell shadow to its right and below.
  var withShadow: Rect { Rect(x: x, y: y, width: width + 1, height: height + 1) }
}
