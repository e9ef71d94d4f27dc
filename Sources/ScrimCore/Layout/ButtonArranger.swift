/// Places buttons in a row when they fit, otherwise in a stack, as MDC's alert does.
///
/// A button is its title plus `LayoutMetrics.buttonPadding` on each side, at least
/// `minimumButtonWidth` wide and `buttonHeight` high. A row is trailing-aligned with
/// `buttonSpacing` between buttons; a stack has one button per row,
/// `stackedButtonSpacing` apart, each as wide as its title allows, centred.
enum ButtonArranger {
  /// The width of a button showing `title`.
  static func buttonWidth(
    _ title: String, metrics: LayoutMetrics, measurer: some TextMeasurer
  ) -> Int {
    max(metrics.minimumButtonWidth, measurer.width(of: title) + 2 * metrics.buttonPadding)
  }

  /// The width of all the buttons in one row.
  static func rowWidth(
    _ titles: [String], metrics: LayoutMetrics, measurer: some TextMeasurer
  ) -> Int {
    guard !titles.isEmpty else { return 0 }
    let buttons = titles.reduce(0) {
      $0 + buttonWidth($1, metrics: metrics, measurer: measurer)
    }
    return buttons + metrics.buttonSpacing * (titles.count - 1)
  }

  /// Lays out `titles` in `area`, using at most `maximumHeight` of visible height.
  ///
  /// - Parameters:
  ///   - titles: The button titles as shown, by index.
  ///   - rowOrder: Indices in row order (Cancel leading).
  ///   - stackOrder: Indices in stack order (preferred on top).
  ///   - area: The rectangle whose top-left is the group's origin and whose width is
  ///     the room; its height is ignored.
  ///   - maximumHeight: The most height the group may show; a taller stack scrolls, and
  ///     a taller row is clipped.
  ///   - forceStack: Whether to stack even when a row would fit (action sheets).
  ///   - fillsWidth: Whether stacked buttons are rows as wide as the area with their
  ///     titles placed as `sheetRowTitleAlignment` says (action-sheet rows,
  ///     `sheetRowHeight` high) rather than centred buttons.
  ///   - metrics: The sizes of buttons and the room between them.
  static func arrange(
    titles: [String], rowOrder: [Int], stackOrder: [Int], area: Rect, maximumHeight: Int,
    forceStack: Bool = false, fillsWidth: Bool = false, metrics: LayoutMetrics,
    measurer: some TextMeasurer
  ) -> ButtonGroupLayout {
    let order = rowOrder.filter { titles.indices.contains($0) }
    guard !order.isEmpty, area.width > 0, maximumHeight > 0 else { return .empty(at: area) }
    // A forced stack never asks how wide a row would be: a sheet may hold 100,000 titles.
    let total =
      forceStack ? 0 : rowWidth(order.map { titles[$0] }, metrics: metrics, measurer: measurer)
    if !forceStack, total <= area.width {
      return row(
        titles: titles, order: order, total: total, area: area, maximumHeight: maximumHeight,
        metrics: metrics, measurer: measurer)
    }
    let stack = stackOrder.filter { titles.indices.contains($0) }
    let height = fillsWidth ? metrics.sheetRowHeight : metrics.buttonHeight
    let step = height + (fillsWidth ? 0 : metrics.stackedButtonSpacing)
    var frames: [ButtonFrame] = []
    for (row, index) in stack.enumerated() where fillsWidth {
      let frame = Rect(x: area.x, y: area.y + row * step, width: area.width, height: height)
      frames.append(
        ButtonFrame(
          index: index, frame: frame, title: measurer.truncate(titles[index], width: area.width)))
    }
    for (row, index) in stack.enumerated() where !fillsWidth {
      let padding = area.width >= 2 * metrics.buttonPadding + 1 ? metrics.buttonPadding : 0
      let shown = measurer.truncate(titles[index], width: area.width - 2 * padding)
      let width = min(
        area.width, max(metrics.minimumButtonWidth, measurer.width(of: shown) + 2 * padding))
      let x = area.x + (area.width - width) / 2
      frames.append(
        ButtonFrame(
          index: index, frame: Rect(x: x, y: area.y + row * step, width: width, height: height),
          title: shown))
    }
    let contentHeight = stack.isEmpty ? 0 : stack.count * step - (step - height)
    let viewport = Rect(
      x: area.x, y: area.y, width: area.width, height: min(contentHeight, maximumHeight))
    var group = ButtonGroupLayout(
      arrangement: .stack, buttons: frames,
      region: ScrollRegion(viewport: viewport, contentHeight: contentHeight, lineHeight: step))
    if fillsWidth { group.titleAlignment = metrics.sheetRowTitleAlignment }
    return group
  }

  /// The buttons side by side, `total` wide, against the area's trailing edge.
  private static func row(
    titles: [String], order: [Int], total: Int, area: Rect, maximumHeight: Int,
    metrics: LayoutMetrics, measurer: some TextMeasurer
  ) -> ButtonGroupLayout {
    var x = area.maxX - total
    var frames: [ButtonFrame] = []
    for index in order {
      let width = buttonWidth(titles[index], metrics: metrics, measurer: measurer)
      frames.append(
        ButtonFrame(
          index: index,
          frame: Rect(x: x, y: area.y, width: width, height: metrics.buttonHeight),
          title: titles[index]))
      x += width + metrics.buttonSpacing
    }
    let viewport = Rect(
      x: area.maxX - total, y: area.y, width: total,
      height: min(metrics.buttonHeight, maximumHeight))
    return ButtonGroupLayout(
      arrangement: .row, buttons: frames,
      region: ScrollRegion(
        viewport: viewport, contentHeight: metrics.buttonHeight, lineHeight: metrics.buttonHeight)
    )
  }
}
