/// How far a modal's body and button stack are scrolled, in rows.
///
/// The layout gives frames as if both were scrolled to the top; a renderer keeps one of
/// these per presented modal, moves it with the wheel, and calls `reveal` when focus
/// moves so the focused control or button is never hidden.
///
///     var scroll = ModalScroll()
///     scroll.scrollBody(by: 3, in: layout)
public struct ModalScroll: Hashable, Sendable {
  /// Rows of the body scrolled out of view at the top.
  public var body: Int
  /// Rows of the button stack scrolled out of view at the top.
  public var buttons: Int

  /// Makes offsets; both default to the top.
  public init(body: Int = 0, buttons: Int = 0) {
    self.body = body
    self.buttons = buttons
  }

  /// Keeps both offsets inside what `layout` can scroll, as after a resize.
  public mutating func clamp(to layout: ModalLayout) {
    body = min(max(0, body), layout.body.maximumOffset)
    buttons = min(max(0, buttons), layout.buttons.region.maximumOffset)
  }

  /// Scrolls the body by `rows` (negative scrolls up), within its range.
  public mutating func scrollBody(by rows: Int, in layout: ModalLayout) {
    body = min(max(0, body + rows), layout.body.maximumOffset)
  }

  /// Scrolls the button stack by `rows` (negative scrolls up), within its range.
  public mutating func scrollButtons(by rows: Int, in layout: ModalLayout) {
    buttons = min(max(0, buttons + rows), layout.buttons.region.maximumOffset)
  }

  /// Scrolls just enough to show the focused control's row (a choice list's selected
  /// option) or the focused button.
  ///
  /// - Parameters:
  ///   - focus: What has keyboard focus.
  ///   - row: For a choice list, the row within the item to show (its selected option);
  ///     0 for other controls.
  ///   - layout: The modal's layout.
  public mutating func reveal(_ focus: FocusTarget?, row: Int = 0, in layout: ModalLayout) {
    switch focus {
    case .control(let index)?:
      guard let item = layout.items.first(where: { $0.index == index }) else { return }
      let target = item.frame.y + min(max(0, row), max(0, item.frame.height - 1))
      body = Self.offset(showing: target, current: body, in: layout.body)
    case .action(let index)?:
      guard let button = layout.buttons.buttons.first(where: { $0.index == index }) else {
        return
      }
      buttons = Self.offset(showing: button.frame.y, current: buttons, in: layout.buttons.region)
    case nil:
      break
    }
    clamp(to: layout)
  }

  /// The smallest change of `current` that brings content row `row` into the viewport.
  private static func offset(showing row: Int, current: Int, in region: ScrollRegion) -> Int {
    let viewport = region.viewport
    guard viewport.height > 0 else { return current }
    if row - current < viewport.y { return row - viewport.y }
    if row - current >= viewport.maxY { return row - viewport.maxY + 1 }
    return current
  }
}
