@_spi(Renderer) import ScrimCore

extension ControlPainter {
  /// A status list: each row's name, then its chip as a pair of brackets at the row's end
  /// with the state where the core centred it, as dialog's mixed gauge draws it; a chip
  /// that is a gauge is reversed as far as it is full; a row without a state, none.
  static func paintStatusList(
    _ list: StatusListElement, frame: Rect, clip: Rect, style: ResolvedModalStyle,
    into screen: inout Screen, context: PaintContext
  ) {
    let measurer = context.measurer
    let container = style.containerColor
    let label = CellStyle(style.control, on: container)
    let bracket = CellStyle(foreground: style.controlBorderColor, background: container)
    for (row, frames) in zip(list.rows, list.rowFrames(in: frame, metrics: .cells)) {
      screen.write(
        row.name, x: frames.name.x, y: frames.name.y, clip: clip.intersection(frames.name),
        style: label, measurer: measurer)
      let chip = frames.chip
      // A row without a state has no chip: a blank row, or a task not under way yet.
      guard !row.state.isEmpty else { continue }
      let inside = Rect(x: chip.x + 1, y: chip.y, width: max(0, chip.width - 2), height: 1)
      if let fraction = row.fraction {
        // The inside is blank first, so the part that is full reverses whole cells.
        var full = label
        full.attributes.insert(.reverse)
        let filled = Int((fraction * Double(inside.width)).rounded())
        for column in 0..<inside.width {
          let cell = Rect(x: inside.x + column, y: inside.y, width: 1, height: 1)
          guard clip.intersects(cell) else { continue }
          screen.put(" ", width: 1, x: cell.x, y: cell.y, style: column < filled ? full : label)
        }
        // The state's cells under the full part are reversed with it.
        var before = ""
        var column = chip.x + row.stateOffset
        var after = Substring(TextSanitizer.sanitized(row.state))
        while let character = after.first, column - inside.x < filled {
          before.append(character)
          column += measurer.width(of: character)
          after = after.dropFirst()
        }
        let clipped = clip.intersection(inside)
        screen.write(
          before, x: chip.x + row.stateOffset, y: chip.y, clip: clipped, style: full,
          measurer: measurer)
        screen.write(
          String(after), x: column, y: chip.y, clip: clipped, style: label, measurer: measurer)
      } else {
        screen.write(
          row.state, x: chip.x + row.stateOffset, y: chip.y, clip: clip.intersection(chip),
          style: label, measurer: measurer)
      }
      guard chip.width >= 2 else { continue }
      for x in [chip.x, chip.maxX - 1] {
        let cell = Rect(x: x, y: chip.y, width: 1, height: 1)
        if clip.intersects(cell) {
          screen.put(x == chip.x ? "[" : "]", width: 1, x: x, y: chip.y, style: bracket)
        }
      }
    }
  }
}
