@_spi(Renderer) import ScrimCore

extension GTKApp {
  /// Presents a popup menu at `sourceRect` (a rectangle in points, or `.point(x:y:)`
  /// where the pointer was) and asks for a frame to draw it.
  ///
  /// - Throws: `MenuError` when the menu is empty or nested more than a level deep.
  public func present(
    _ menu: Menu, from sourceRect: Rect, completion: (@MainActor (MenuResult) -> Void)? = nil
  ) throws(MenuError) {
    try loop.present(menu, from: sourceRect, completion: completion)
  }
}
