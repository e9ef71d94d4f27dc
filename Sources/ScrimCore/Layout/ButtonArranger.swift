/// Places buttons in a row when they fit, otherwise in a stack, as MDC's alert does.
///
/// A button is its title plus `CellMetrics.buttonPadding` on each side. A row is
/// trailing-aligned with `CellMetrics.buttonSpacing` between buttons; a stack has one
/// button per row, each as wide as its title allows, centred.
enum ButtonArranger {
  /// The width of a button showing `title`.
  static func buttonWidth(_ title: String, measurer: some TextMeasurer) -> Int {
    measurer.width(of: title) + 2 * CellMetrics.buttonPadding
  }

  /// The width of all the buttons in one row.
  static func rowWidth(_ titles: [String], measurer: some TextMeasurer) -> Int {
    guard !titles.isEmpty else { return 0 }
    let buttons = titles.reduce(0) { $0 + buttonWidth($1, measurer: measurer) }
    return buttons + CellMetrics.buttonSpacing * (titles.count - 1)
  }

  /// Lays out `titles` in `area`, using at most `maximumRows` visible rows.
  ///
  /// - Parameters:
  ///   - titles: The button titles as shown, by index.
  ///   - rowOrder: Indices in row order (Cancel leading).
  ///   - stackOrder: Indices in stack order (preferred on top).
  ///   - area: The rectangle whose top-left is the group's origin and whose width is
  ///     the room; its height is ignored.
  ///   - maximumRows: The most rows the group may show; a taller stack scrolls.
  ///   - forceStack: Whether to stack even when a row would fit (action sheets).
  ///   - fillsWidth: Whether stacked buttons are rows as wide as the area with their
  ///     titles at the leading edge (action-sheet rows) rather than centred buttons.
  static func arrange(
    titles: [String], rowOrder: [Int], stackOrder: [Int], area: Rect, maximumRows: Int,
    forceStack: Bool = false, fillsWidth: Bool = false, measurer: some TextMeasurer
  ) -> ButtonGroupLayout {
    let order = rowOrder.filter { titles.indices.contains($0) }
    guard !order.isEmpty, area.width > 0, maximumRows > 0 else { return .empty(at: area) }
    let rowTitles = order.map { titles[$0] }
    let total = rowWidth(rowTitles, measurer: measurer)
    if !forceStack, total <= area.width {
      var x = area.maxX - total
      var frames: [ButtonFrame] = []
      for index in order {
        let width = buttonWidth(titles[index], measurer: measurer)
        frames.append(
          ButtonFrame(
            index: index, frame: Rect(x: x, y: area.y, width: width, height: 1),
            title: titles[index]))
        x += width + CellMetrics.buttonSpacing
      }
      let viewport = Rect(x: area.maxX - total, y: area.y, width: total, height: 1)
      return ButtonGroupLayout(
        arrangement: .row, buttons: frames,
        region: ScrollRegion(viewport: viewport, contentHeight: 1))
    }
    let stack = stackOrder.filter { titles.indices.contains($0) }
    var frames: [ButtonFrame] = []
    for (row, index) in stack.enumerated() where fillsWidth {
      let frame = Rect(x: area.x, y: area.y + row, width: area.width, height: 1)
      frames.append(
        ButtonFrame(
          index: index, frame: frame, title: measurer.truncate(titles[index], width: area.width)))
    }
    for (row, index) in stack.enumerated() where !fillsWidth {
      let padding = area.width >= 2 * CellMetrics.buttonPadding + 1 ? CellMetrics.buttonPadding : 0
      let shown = measurer.truncate(titles[index], width: area.width - 2 * padding)
      let width = min(area.width, measurer.width(of: shown) + 2 * padding)
      let x = area.x + (area.width - width) / 2
      frames.append(
        ButtonFrame(
          index: index, frame: Rect(x: x, y: area.y + row, width: width, height: 1), title: shown))
    }
    let visible = min(stack.count, maximumRows)
    let viewport = Rect(x: area.x, y: area.y, width: area.width, height: visible)
    return ButtonGroupLayout(
      arrangement: .stack, buttons: frames,
      region: ScrollRegion(viewport: viewport, contentHeight: stack.count))
  }
}
