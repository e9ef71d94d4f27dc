@_spi(Renderer) import ScrimCore

extension LineApp {
  /// Presents a popup menu; `run()` asks for one of its entries.
  ///
  /// A sub-menu's entries are a second question. Line mode has no place to point at:
  /// `sourceRect` only matters to the renderers that draw.
  ///
  /// - Throws: `MenuError` when the menu is empty or nested more than a level deep.
  public func present(
    _ menu: Menu, from sourceRect: Rect = .point(x: 0, y: 0),
    completion: (@MainActor (MenuResult) -> Void)? = nil
  ) throws(MenuError) {
    try loop.present(menu, from: sourceRect, completion: completion)
  }
}
