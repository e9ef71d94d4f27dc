import ScrimCore

extension TerminalApp {
  /// Composes the frame and writes what changed since the last one; writes nothing
  /// when nothing did.
  ///
  /// The host is painted only when its revision changes and the scrim blended only when
  /// its opacity does; layers whose fingerprint is unchanged are not repainted, and only
  /// the rows of layers that changed are compared with the last frame.
  ///
  /// - Throws: `TerminalError` when the terminal cannot be written.
  public func draw() throws(TerminalError) {
    let size = screen.size
    let scrim = presenter.activeModal == nil ? 0 : presenter.scrimAlpha
    var full = needsFullDraw
    if hostRevision != host.revision || hostScreen.size != size {
      var fresh = Screen(width: size.width, height: size.height)
      host.paint(into: &fresh, context: context)
      hostScreen = fresh
      hostRevision = host.revision
      full = true
    }
    if full || scrim != baseScrim || base.size != size {
      base = hostScreen
      if let modal = presenter.activeModal {
        base.applyScrim(
          modal.presentationOptions.scrimColor.withAlpha(1), alpha: scrim,
          isMonochrome: context.isMonochrome, defaultForeground: defaultColors?.foreground,
          defaultBackground: defaultColors?.background)
      }
      baseScrim = scrim
      full = true
    }
    var fresh = makeLayers()
    var changedRows: [Range<Int>]?
    if full {
      screen = base
      for index in fresh.indices { fresh[index].cursor = fresh[index].paint(&screen) }
    } else {
      let rows = damagedRows(from: layers, to: fresh, height: size.height)
      for range in rows { screen.copyRows(range, from: base) }
      for index in fresh.indices {
        if rows.contains(where: { fresh[index].footprint.overlaps(rows: $0) }) {
          fresh[index].cursor = fresh[index].paint(&screen)
        } else if let old = layers.first(where: { $0.id == fresh[index].id }) {
          fresh[index].cursor = old.cursor
        }
      }
      changedRows = rows
    }
    layers = fresh
    needsFullDraw = false
    let cursor =
      fresh.last(where: \.hasFocus)?.cursor
      ?? (presenter.activeModal == nil ? host.cursor : .hidden)
    if changedRows?.isEmpty == true && cursor == self.cursor { return }
    self.cursor = cursor
    let bytes = renderer.render(screen, cursor: cursor, changedRows: changedRows)
    if !bytes.isEmpty { try device.write(bytes) }
  }

  /// The rows that layers added, removed or changed cover, widened until every layer
  /// touching them is wholly inside (a layer is repainted whole, shadow and all).
  func damagedRows(from old: [Layer], to new: [Layer], height: Int) -> [Range<Int>] {
    var dirty = [Bool](repeating: false, count: height)
    func mark(_ rect: Rect) {
      for row in max(0, rect.y)..<max(max(0, rect.y), min(height, rect.maxY)) { dirty[row] = true }
    }
    for layer in new {
      let previous = old.first { $0.id == layer.id }
      if previous?.fingerprint != layer.fingerprint {
        mark(layer.footprint)
        if let previous { mark(previous.footprint) }
      }
    }
    for layer in old where !new.contains(where: { $0.id == layer.id }) { mark(layer.footprint) }
    var grew = true
    while grew {
      grew = false
      for layer in new {
        let rows = max(0, layer.footprint.y)..<max(0, min(height, layer.footprint.maxY))
        if rows.contains(where: { dirty[$0] }) && rows.contains(where: { !dirty[$0] }) {
          mark(layer.footprint)
          grew = true
        }
      }
    }
    var ranges: [Range<Int>] = []
    var start: Int?
    for row in 0...height {
      let isDirty = row < height && dirty[row]
      if isDirty, start == nil { start = row }
      if !isDirty, let first = start {
        ranges.append(first..<row)
        start = nil
      }
    }
    return ranges
  }
}

extension Rect {
  /// Whether any of the rectangle's rows fall in `rows`.
  func overlaps(rows: Range<Int>) -> Bool {
    !isEmpty && y < rows.upperBound && rows.lowerBound < maxY
  }
}
