@_spi(Renderer) import ScrimCore

extension TerminalApp {
  /// Composes the frame and writes what changed since the last one; writes nothing
  /// when nothing did.
  ///
  /// The host is painted only when its revision changes and the scrim blended only when
  /// its opacity does; a scene layer `==` to the one last painted is not repainted, and
  /// only the rows of layers that changed are compared with the last frame.
  ///
  /// - Throws: `TerminalError` when the terminal cannot be written.
  public func draw() throws(TerminalError) {
    let size = screen.size
    let scene = stage.scene()
    let scrim = scene.scrim?.alpha ?? 0
    var full = needsFullDraw || scene.appearance != appearance
    appearance = scene.appearance
    if hostRevision != host.revision || hostScreen.size != size {
      var fresh = Screen(width: size.width, height: size.height)
      host.paint(into: &fresh, context: context)
      hostScreen = fresh
      hostRevision = host.revision
      full = true
    }
    if full || scrim != baseScrim || base.size != size {
      base = hostScreen
      if let color = scene.scrim?.color {
        base.applyScrim(
          color, alpha: scrim,
          isMonochrome: context.isMonochrome, defaultForeground: defaultColors?.foreground,
          defaultBackground: defaultColors?.background)
      }
      baseScrim = scrim
      full = true
    }
    var fresh = makeLayers(scene)
    var changedRegions: [Rect]?
    if full {
      screen = base
      for index in fresh.indices { fresh[index].cursor = paint(fresh[index].source, into: &screen) }
    } else {
      let damage = damagedRects(from: layers, to: fresh)
      for rect in damage { screen.copy(rect, from: base) }
      for index in fresh.indices {
        if damage.contains(where: { $0.intersects(fresh[index].footprint) }) {
          fresh[index].cursor = paint(fresh[index].source, into: &screen)
        } else if let old = layers.firstIndex(where: { $0.id == fresh[index].id }) {
          fresh[index].cursor = layers[old].cursor
        }
      }
      changedRegions = damage
    }
    layers = fresh
    needsFullDraw = false
    let cursor =
      fresh.last(where: \.hasFocus)?.cursor
      ?? (scene.hostHasFocus ? host.cursor : .hidden)
    let isUnchanged = changedRegions?.isEmpty == true && cursor == self.cursor
    if !isUnchanged {
      self.cursor = cursor
      let bytes =
        changedRegions.map { renderer.render(screen, cursor: cursor, changedRegions: $0) }
        ?? renderer.render(screen, cursor: cursor)
      if !bytes.isEmpty { try device.write(bytes) }
    }
    // The terminal shows the scene now (a failed write threw above): a message shown
    // whole in it has been seen, and its time starts.
    stage.didPaint()
  }

  /// The rectangles that layers added, removed or changed cover, widened until every
  /// layer touching them is wholly inside (a layer is repainted whole, shadow and all,
  /// so everything under it must be restored first).
  func damagedRects(from old: [Layer], to new: [Layer]) -> [Rect] {
    let bounds = Rect(size: screen.size)
    var damage: [Rect] = []
    func mark(_ rect: Rect) {
      let clipped = rect.intersection(bounds)
      if !clipped.isEmpty && !damage.contains(where: { $0.contains(clipped) }) {
        damage.append(clipped)
      }
    }
    for layer in new {
      let previous = old.firstIndex { $0.id == layer.id }
      if let previous, old[previous].source == layer.source { continue }
      mark(layer.footprint)
      if let previous { mark(old[previous].footprint) }
    }
    for layer in old where !new.contains(where: { $0.id == layer.id }) { mark(layer.footprint) }
    var grew = true
    while grew {
      grew = false
      for layer in new {
        let footprint = layer.footprint.intersection(bounds)
        guard !footprint.isEmpty, damage.contains(where: { $0.intersects(footprint) }),
          !damage.contains(where: { $0.contains(footprint) })
        else { continue }
        mark(footprint)
        grew = true
      }
    }
    return damage
  }
}
