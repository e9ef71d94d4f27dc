@_spi(Renderer) import ScrimCore

/// Paints a popup menu from the core's panels and resolved style: each panel shadowed,
/// filled and bordered, its title, and its rows (the highlighted one filled with the
/// primary colour, reversed on a monochrome terminal), with ✓ for a checked entry, the
/// picture's glyph, ▸ for a sub-menu, and ▲ ▼ on the border where entries are hidden.
///
///     let cursor = MenuPainter.paint(state, into: &screen, context: context)
@MainActor
enum MenuPainter {
  /// Paints the menu layer into `screen`.
  ///
  /// - Returns: Where the terminal's cursor goes: on the keyboard's entry in the top
  ///   panel, so screen readers that follow the cursor land there.
  @discardableResult
  static func paint(
    _ state: MenuLayerState, into screen: inout Screen, context: PaintContext
  ) -> ANSIEncoder.CursorPlacement {
    var cursor = ANSIEncoder.CursorPlacement.hidden
    for panel in state.panels {
      paint(panel, style: state.style, into: &screen, context: context)
      if let row = panel.rows.first(where: \.isHighlighted) {
        cursor = .visible(x: row.titleFrame.x, y: row.frame.y)
      }
    }
    return cursor
  }

  /// Where the menu is drawn: every panel with its shadow.
  static func footprint(of state: MenuLayerState) -> Rect {
    let frames = state.panels.map(\.frame.withShadow)
    guard let first = frames.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    let x = frames.map(\.x).min() ?? first.x
    let y = frames.map(\.y).min() ?? first.y
    let maxX = frames.map(\.maxX).max() ?? first.maxX
    let maxY = frames.map(\.maxY).max() ?? first.maxY
    return Rect(x: x, y: y, width: maxX - x, height: maxY - y)
  }

  private static func paint(
    _ panel: MenuPanel, style: ResolvedMenuStyle, into screen: inout Screen,
    context: PaintContext
  ) {
    let container = style.containerColor
    if style.elevation > 0 {
      screen.castShadow(of: panel.frame, isMonochrome: context.isMonochrome)
    }
    screen.fill(panel.frame, with: .blank(CellStyle(background: container)))
    let border = CellStyle(foreground: style.borderColor, background: container)
    if panel.hasBorder { screen.drawBox(panel.frame, corners: style.corners, style: border) }
    if let title = panel.title {
      screen.write(
        title, x: panel.titleFrame.x, y: panel.titleFrame.y, clip: panel.titleFrame,
        style: CellStyle(style.title, on: container), measurer: context.measurer)
    }
    for row in panel.rows { paint(row, style: style, into: &screen, context: context) }
    guard panel.hasBorder else { return }
    let column = panel.frame.maxX - 1
    if panel.hidesAbove {
      screen.put("▲", width: 1, x: column, y: panel.viewport.y, style: border)
    }
    if panel.hidesBelow {
      screen.put("▼", width: 1, x: column, y: panel.viewport.maxY - 1, style: border)
    }
  }

  private static func paint(
    _ row: MenuRow, style: ResolvedMenuStyle, into screen: inout Screen, context: PaintContext
  ) {
    let text =
      row.isEnabled ? (row.isDestructive ? style.destructiveItem : style.item) : style.disabledItem
    var cell = CellStyle(text, on: style.containerColor)
    // Without colour a disabled entry is told by its faintness alone.
    if context.isMonochrome, !row.isEnabled { cell.attributes.insert(.dim) }
    if row.isHighlighted {
      if context.isMonochrome {
        cell.attributes.insert(.reverse)
      } else {
        cell = CellStyle(
          foreground: row.isDestructive ? style.destructiveItem.color : style.highlightedTextColor,
          background: style.highlightColor, attributes: cell.attributes)
        if row.isDestructive { cell.foreground = style.highlightedTextColor }
      }
      screen.fill(row.frame, with: .blank(cell))
    }
    let measurer = context.measurer
    if row.isChecked {
      screen.write(
        "✓", x: row.markFrame.x, y: row.frame.y, clip: row.markFrame, style: cell,
        measurer: measurer)
    }
    if let glyph = row.image?.glyph, !row.imageFrame.isEmpty {
      var image = cell
      if let tint = row.image?.tintColor, !row.isHighlighted {
        image.foreground = tint.composited(over: style.containerColor)
      }
      screen.write(
        glyph, x: row.imageFrame.x, y: row.frame.y, clip: row.imageFrame,
        style: image, measurer: measurer)
    }
    screen.write(
      row.title, x: row.titleFrame.x, y: row.frame.y, clip: row.titleFrame,
      style: cell, measurer: measurer)
    if row.opensSubmenu {
      screen.write(
        "▸", x: row.arrowFrame.maxX - 1, y: row.frame.y, clip: row.arrowFrame,
        style: cell, measurer: measurer)
    }
  }
}
