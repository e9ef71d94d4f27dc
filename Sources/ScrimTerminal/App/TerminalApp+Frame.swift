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
    try loop.frame()
  }
}

// The terminal is a renderer of the stage loop: it paints the loop's scene into cells and
// writes what changed; the loop takes the turns and says when to wake.
@_spi(Renderer) extension TerminalApp: StageRenderer {
  /// Paints `scene` over the host and writes the cells that changed.
  ///
  /// - Returns: True: the terminal shows the frame once it is written (a failed write
  ///   throws), so a message shown whole in it has been seen, and its time starts.
  /// - Throws: `TerminalError` when the terminal cannot be written.
  public func present(_ scene: Scene, changes: SceneChanges) throws(TerminalError) -> Bool {
    let size = screen.size
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
    var changedRegions: [Rect]?
    if full {
      var fresh = makeLayers(scene)
      screen = base
      for index in fresh.indices { fresh[index].cursor = paint(fresh[index].source, into: &screen) }
      layers = fresh
    } else if !changes.layers.isEmpty {
      var fresh = makeLayers(scene)
      let damage = damagedRects(from: layers, to: fresh, changed: changes.layers)
      for rect in damage { screen.copy(rect, from: base) }
      for index in fresh.indices {
        if damage.contains(where: { $0.intersects(fresh[index].footprint) }) {
          fresh[index].cursor = paint(fresh[index].source, into: &screen)
        } else if let old = layers.firstIndex(where: { $0.id == fresh[index].id }) {
          fresh[index].cursor = layers[old].cursor
        }
      }
      layers = fresh
      changedRegions = damage
    } else {
      // Every layer is `==` to the one painted: the screen and the layers stand.
      changedRegions = []
    }
    needsFullDraw = false
    let cursor =
      layers.last(where: \.hasFocus)?.cursor
      ?? (scene.hostHasFocus ? host.cursor : .hidden)
    let isUnchanged = changedRegions?.isEmpty == true && cursor == self.cursor
    if !isUnchanged {
      self.cursor = cursor
      let bytes =
        changedRegions.map { renderer.render(screen, cursor: cursor, changedRegions: $0) }
        ?? renderer.render(screen, cursor: cursor)
      if !bytes.isEmpty { try device.write(bytes) }
    }
    return true
  }

  /// Hands an announcement to `announcements`.
  public func announce(_ announcement: Announcement) {
    announcements?(announcement)
  }

  /// Sets the run loop's timer for `wake`, or for the end of a lone Esc's wait if that comes
  /// first; outside `run()` there is no loop to wake, and none is set.
  public func scheduleWake(_ wake: StageWake) {
    timer?.cancel()
    timer = nil
    guard let inbox = inbox.withLock({ $0 }) else { return }
    guard let delay = [wake.delay, escapeWait].compactMap({ $0 }).min() else { return }
    let sleep = sleep
    timer = Task {
      do {
        try await sleep(delay)
        inbox.post(.tick)
      } catch {}
    }
  }

  /// Posts a turn to the run loop, from any thread; nothing outside `run()`.
  public nonisolated func wake() {
    inbox.withLock { $0 }?.post(.redraw)
  }

  /// The rectangles that layers added, removed or changed (`changed`, from the loop's
  /// `SceneChanges`) cover, widened until every layer touching them is wholly inside (a
  /// layer is repainted whole, shadow and all, so everything under it must be restored
  /// first).
  func damagedRects(from old: [Layer], to new: [Layer], changed: [StageLayerID]) -> [Rect] {
    let bounds = Rect(size: screen.size)
    var damage: [Rect] = []
    func mark(_ rect: Rect) {
      let clipped = rect.intersection(bounds)
      if !clipped.isEmpty && !damage.contains(where: { $0.contains(clipped) }) {
        damage.append(clipped)
      }
    }
    for layer in new {
      guard changed.contains(layer.id) else { continue }
      mark(layer.footprint)
      let previous = old.firstIndex { $0.id == layer.id }
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
