@_spi(Renderer) import ScrimCore

extension ControlPainter {
  /// A choice list: its title, then the rows of its window as the core's
  /// `ListAppearance` has them, each with its mark; a shaded row reversed, and the mark of
  /// the row that stands out in the focus colour; ▲ and ▼ at the right edge when rows are
  /// hidden above or below.
  static func paintList(
    _ list: ListElement, lines: [String], frame: Rect, clip: Rect, style: ResolvedModalStyle,
    mark: CellStyle, into screen: inout Screen, context: PaintContext
  ) -> (x: Int, y: Int) {
    let measurer = context.measurer
    let container = style.containerColor
    let label = CellStyle(style.control, on: container)
    screen.write(
      lines.first ?? "", x: frame.x, y: frame.y, clip: clip,
      style: CellStyle(style.listTitle, on: container), measurer: measurer)
    let plainMark = CellStyle(foreground: style.controlBorderColor, background: container)
    let appearance = list.appearance
    let rows = appearance.rowFrames(in: frame, columns: list.columns, metrics: .cells)
    for (row, (line, shown)) in zip(lines.dropFirst(), appearance.rows).enumerated() {
      let y = rows[row].row.y
      // Cells have no ring to draw: the row that stands out says so in its mark as well.
      let markStyle = shown.emphasis == .none ? plainMark : mark
      if let glyph = glyph(for: shown.mark) {
        screen.write(glyph, x: frame.x, y: y, clip: clip, style: markStyle, measurer: measurer)
      }
      var text = label
      if shown.emphasis == .shaded {
        text.attributes.insert(.reverse)
        text.attributes.insert(.bold)
      }
      screen.write(line, x: rows[row].text.x, y: y, clip: clip, style: text, measurer: measurer)
    }
    let indicator = CellStyle(foreground: style.focusIndicatorColor, background: container)
    let arrows = appearance.indicatorFrames(in: frame, metrics: .cells)
    for (glyph, place) in [("▲", arrows.above), ("▼", arrows.below)] {
      // The arrow's last cell, against the list's edge.
      guard let place else { continue }
      let cell = Rect(x: place.maxX - 1, y: place.y, width: 1, height: 1)
      if clip.intersects(cell) {
        screen.put(glyph, width: 1, x: cell.x, y: cell.y, style: indicator)
      }
    }
    // A row whose detail is being renamed has the cursor where typing goes.
    if let caret = list.renaming?.caret { return (frame.x + caret.x, frame.y + caret.y) }
    let first = list.columns?.first ?? 0
    return (frame.x + 1, frame.y + 1 + max(0, list.highlight - first))
  }

  /// The mark in plain ASCII, which every terminal font has; nil for none.
  private static func glyph(for mark: ListRowAppearance.Mark) -> String? {
    switch mark {
    case .none: nil
    case .radioButton(let isOn): isOn ? "(*)" : "( )"
    case .checkBox(let isOn): isOn ? "[x]" : "[ ]"
    }
  }
}
