/// How far a modal's body and button stack are scrolled, in the layout's units (rows in
/// cells, points in points).
///
/// The layout gives frames as if both were scrolled to the top; a renderer keeps one of
/// these per presented modal, moves it with the wheel, and calls `reveal` when focus
/// moves so the focused control or button is never hidden. Scrolling by a line moves by
/// the region's `lineHeight`, which the layout took from its `LayoutMetrics`, so the same
/// call scrolls a row of cells or a line of Body 1.
///
///     var scroll = ModalScroll()
///     scroll.scrollBody(by: 3, in: layout)
@_spi(Renderer) public struct ModalScroll: Hashable, Sendable {
  /// How much of the body is scrolled out of view at the top.
  public var body: Int
  /// How much of the button stack is scrolled out of view at the top.
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

  /// Scrolls the body by `lines` lines of its text (negative scrolls up), within its
  /// range: rows in cells, `LayoutMetrics.bodyLineHeight` each in points.
  public mutating func scrollBody(by lines: Int, in layout: ModalLayout) {
    body = Self.offset(body, movedBy: lines, in: layout.body)
  }

  /// Scrolls the button stack by `lines` buttons (negative scrolls up), within its range:
  /// rows in cells, a button and the gap below it in points.
  public mutating func scrollButtons(by lines: Int, in layout: ModalLayout) {
    buttons = Self.offset(buttons, movedBy: lines, in: layout.buttons.region)
  }

  /// `offset` moved by `lines` of `region`, kept in its range.
  private static func offset(_ offset: Int, movedBy lines: Int, in region: ScrollRegion) -> Int {
    // Saturates rather than traps: a wheel's delta times a line height can be anything.
    let (distance, overflows) = lines.multipliedReportingOverflow(by: region.lineHeight)
    let (target, overflowsAgain) = offset.addingReportingOverflow(distance)
    guard !overflows, !overflowsAgain else { return lines < 0 ? 0 : region.maximumOffset }
    return min(max(0, target), region.maximumOffset)
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
      // Every row of a control is as tall: its frame divided among its lines.
      let rowHeight = item.frame.height / max(1, item.lines.count)
      let shown = min(max(0, row), max(0, item.lines.count - 1))
      let top = item.frame.y + shown * rowHeight
      body = Self.offset(showing: top, height: rowHeight, current: body, in: layout.body)
    case .action(let index)?:
      guard let button = layout.buttons.buttons.first(where: { $0.index == index }) else {
        return
      }
      buttons = Self.offset(
        showing: button.frame.y, height: button.frame.height, current: buttons,
        in: layout.buttons.region)
    case nil:
      break
    }
    clamp(to: layout)
  }

  /// The smallest change of `current` that brings the content from `top`, `height` high,
  /// into the viewport; its top wins when it is taller than the viewport.
  private static func offset(
    showing top: Int, height: Int, current: Int, in region: ScrollRegion
  ) -> Int {
    let viewport = region.viewport
    guard viewport.height > 0 else { return current }
    var offset = current
    let bottom = top + max(1, height)
    if bottom - offset > viewport.maxY { offset = bottom - viewport.maxY }
    if top - offset < viewport.y { offset = top - viewport.y }
    return offset
  }
}
