@_spi(Renderer) import ScrimCore

extension ControlPainter {
  /// A choice list: its title, then the rows of its window, each with its mark; the
  /// highlighted row reversed while the list has focus (when the highlight is not the
  /// mark itself), and ▲ and ▼ at the right edge when rows are hidden above or below.
  static func paintList(
    _ list: ChoiceList, lines: [String], frame: Rect, clip: Rect, style: ResolvedModalStyle,
    isFocused: Bool, mark: CellStyle, into screen: inout Screen, context: PaintContext
  ) -> (x: Int, y: Int) {
    let measurer = context.measurer
    let container = style.containerColor
    let label = CellStyle(style.control, on: container)
    var title = label
    title.attributes.insert(.bold)
    screen.write(
      lines.first ?? "", x: frame.x, y: frame.y, clip: clip, style: title, measurer: measurer)
    let plainMark = CellStyle(foreground: style.controlBorderColor, background: container)
    let first = list.firstVisibleIndex
    let rows = max(0, lines.count - 1)
    let scrolls = first > 0 || first + rows < list.items.count
    // A radio group's mark is its highlight; a menu, radiolist or checklist, or a list too
    // long to see whole, shows the row the keyboard is on.
    let highlightsRow = list.selectionMode != .followsFocus || scrolls || !list.showsMarks
    let isActive = list.showsHighlight(isFocused: isFocused)
    for (row, line) in lines.dropFirst().enumerated() {
      let index = first + row
      let y = frame.y + 1 + row
      let isMarked = list.isMarked(index)
      let isHighlighted = index == list.highlightedIndex
      let glyph =
        list.selectionMode == .multiple ? (isMarked ? "[x]" : "[ ]") : (isMarked ? "(*)" : "( )")
      let markStyle =
        (list.selectionMode == .followsFocus ? isMarked : isHighlighted && isActive)
        ? mark : plainMark
      if list.showsMarks {
        screen.write(glyph, x: frame.x, y: y, clip: clip, style: markStyle, measurer: measurer)
      }
      var text = label
      if highlightsRow, isHighlighted, isActive {
        text.attributes.insert(.reverse)
        text.attributes.insert(.bold)
      }
      screen.write(line, x: frame.x + 4, y: y, clip: clip, style: text, measurer: measurer)
    }
    if scrolls, rows > 0 {
      let indicator = CellStyle(foreground: style.focusIndicatorColor, background: container)
      let column = frame.maxX - 1
      let top = Rect(x: column, y: frame.y + 1, width: 1, height: 1)
      let bottom = Rect(x: column, y: frame.y + rows, width: 1, height: 1)
      if first > 0, clip.intersects(top) {
        screen.put("▲", width: 1, x: column, y: top.y, style: indicator)
      }
      if first + rows < list.items.count, clip.intersects(bottom) {
        screen.put("▼", width: 1, x: column, y: bottom.y, style: indicator)
      }
    }
    return (frame.x + 1, frame.y + 1 + max(0, list.highlightedIndex - first))
  }
}
