@_spi(Renderer) import ScrimCore

extension TerminalApp {
  /// Presents a popup menu at `sourceRect` (a cell rectangle, or `.point(x:y:)` where the
  /// mouse was) and wakes the loop to draw it.
  ///
  ///     try app.present(menu, from: .point(x: click.x, y: click.y)) { result in ... }
  ///
  /// - Throws: `MenuError` when the menu is empty or nested more than a level deep.
  public func present(
    _ menu: Menu, from sourceRect: Rect, completion: (@MainActor (MenuResult) -> Void)? = nil
  ) throws(MenuError) {
    try loop.present(menu, from: sourceRect, completion: completion)
  }
}
