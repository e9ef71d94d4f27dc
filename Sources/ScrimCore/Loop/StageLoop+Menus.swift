// The façade's popup menus: the stage's call, then a request for the turn that draws it.
extension StageLoop {
  /// Presents a popup menu at `sourceRect` and asks for a turn to draw it.
  ///
  /// - Throws: `MenuError` when the menu is empty or nested more than a level deep.
  public func present(
    _ menu: Menu, from sourceRect: Rect, completion: (@MainActor (MenuResult) -> Void)? = nil
  ) throws(MenuError) {
    try stage.present(menu, from: sourceRect, completion: completion)
    renderer?.setNeedsDisplay()
  }
}
