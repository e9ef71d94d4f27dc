@_spi(Renderer) import ScrimCore

/// Paints a popup menu from the core's panels and resolved style, as a Material menu:
/// each panel an elevated surface with the theme's corners, its title, and its rows (the
/// highlighted one filled with the primary colour), with a checkmark, the entry's picture
/// (else its glyph), and an arrow for a sub-menu.
@MainActor
enum MenuDrawing {
  static func paint(_ state: MenuLayerState, on canvas: Canvas) {
    let style = state.style
    for panel in state.panels {
      canvas.shadow(of: panel.frame, elevation: style.elevation, radius: style.cornerRadius)
      canvas.fill(panel.frame, color: style.containerColor, radius: style.cornerRadius)
      canvas.fill(
        panel.frame, color: .white, alpha: style.elevationOverlayOpacity,
        radius: style.cornerRadius)
      canvas.clipped(to: panel.frame) {
        if let title = panel.title {
          canvas.drawText(title, in: panel.titleFrame, style: style.title)
        }
        for row in panel.rows { paint(row, style: style, on: canvas) }
        scrollMarks(panel, style: style, on: canvas)
      }
    }
  }

  private static func paint(_ row: MenuRow, style: ResolvedMenuStyle, on canvas: Canvas) {
    var text =
      row.isEnabled ? (row.isDestructive ? style.destructiveItem : style.item) : style.disabledItem
    if row.isHighlighted {
      canvas.fill(row.frame, color: style.highlightColor)
      text.color = style.highlightedTextColor
    }
    if row.isChecked {
      canvas.drawText("✓", in: row.markFrame, style: text, alignment: .center)
    }
    if let image = row.image, !row.imageFrame.isEmpty {
      let side = min(row.imageFrame.width, row.imageFrame.height, 20)
      let box = Rect(
        x: row.imageFrame.x + (row.imageFrame.width - side) / 2,
        y: row.imageFrame.y + (row.imageFrame.height - side) / 2, width: side, height: side)
      var drawn = false
      // A disabled entry's picture is as faint as its title.
      canvas.faded(row.isEnabled ? 1 : 0.38) {
        drawn = canvas.drawPicture(image, in: box, alignment: .center)
      }
      if !drawn, let glyph = image.glyph {
        var tinted = text
        if let tint = image.tintColor, !row.isHighlighted { tinted.color = tint }
        canvas.drawText(glyph, in: row.imageFrame, style: tinted, alignment: .center)
      }
    }
    canvas.drawText(row.title, in: row.titleFrame, style: text)
    if row.opensSubmenu {
      canvas.drawText("▸", in: row.arrowFrame, style: text, alignment: .center)
    }
  }

  /// Thin bars at the viewport's top and bottom edges where entries are hidden.
  private static func scrollMarks(_ panel: MenuPanel, style: ResolvedMenuStyle, on canvas: Canvas) {
    let viewport = panel.viewport
    if panel.hidesAbove {
      canvas.fill(
        Rect(x: viewport.x, y: viewport.y, width: viewport.width, height: 2),
        color: style.borderColor)
    }
    if panel.hidesBelow {
      canvas.fill(
        Rect(x: viewport.x, y: viewport.maxY - 2, width: viewport.width, height: 2),
        color: style.borderColor)
    }
  }
}
