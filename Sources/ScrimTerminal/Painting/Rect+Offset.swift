@_spi(Renderer) import ScrimCore

extension Rect {
  /// The rectangle `dy` further down.
  func offset(by dy: Int) -> Rect { Rect(x: x, y: y + dy, width: width, height: height) }
}
