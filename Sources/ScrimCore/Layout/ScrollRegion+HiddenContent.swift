extension ScrollRegion {
  /// Whether content is hidden above and below the viewport when scrolled by `offset`:
  /// what a terminal's ▲ and ▼ and a window's scroll bar say.
  @_spi(Renderer) public func hiddenContent(at offset: Int) -> (above: Bool, below: Bool) {
    guard scrolls, viewport.height > 0 else { return (false, false) }
    return (offset > 0, offset < maximumOffset)
  }
}
