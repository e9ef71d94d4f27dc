// The pointer over a menu: hover highlights, a click (press and release on one entry)
// chooses, a press outside every panel ends the menu without a choice.

extension Stage {
  func handleMenuPointer(_ pointer: PointerInput) {
    guard var session = menuSession else { return }
    let hit = menuHit(x: pointer.x, y: pointer.y)
    switch pointer.kind {
    case .press:
      guard let hit else {
        endMenu(MenuResult(action: nil, reason: .outsideTap))
        return
      }
      session.pressed = hit.path
    case .release:
      let pressed = session.pressed
      session.pressed = nil
      menuSession = session
      if let path = hit?.path, path == pressed { activateMenuItem(path) }
      return
    case .move:
      guard let path = hit?.path, let entry = session.element(at: path), entry.isEnabledEntry
      else { break }
      if let subitem = path.subitem {
        session.subHighlight = subitem
      } else {
        // Another entry of the menu: its open sub-menu closes.
        if session.openSubmenu != path.item { session.closeSubmenu() }
        session.highlight = path.item
      }
    case .scroll(let lines):
      guard let hit else { break }
      session.tops[hit.level] = max(0, session.tops[hit.level] + lines)
      // The highlight may scroll away; the layout keeps it in view only after a key.
      if hit.level == 0 { session.highlight = nil } else { session.subHighlight = nil }
    case .otherButton:
      if hit == nil {
        endMenu(MenuResult(action: nil, reason: .outsideTap))
        return
      }
    }
    menuSession = session
  }

  /// The panel and entry under a point, the sub-menu first; nil when outside every panel.
  func menuHit(x: Int, y: Int) -> (level: Int, path: MenuItemPath?)? {
    guard let panels = menuPanels() else { return nil }
    let point = Rect(x: x, y: y, width: 1, height: 1)
    for level in panels.indices.reversed() where panels[level].frame.intersects(point) {
      let row = panels[level].rows.first { $0.frame.intersects(point) }
      guard let row else { return (level, nil) }
      guard level == 1, let open = menuSession?.openSubmenu else {
        return (level, MenuItemPath(item: row.index))
      }
      return (level, MenuItemPath(item: open, subitem: row.index))
    }
    return nil
  }

  /// The menu's panels as they show now.
  func menuPanels() -> [MenuPanel]? {
    guard var session = menuSession else { return nil }
    let panels = session.layout(
      in: size, metrics: metrics, measurer: measurer, style: ResolvedMenuStyle(scheme: scheme))
    menuSession = session
    return panels
  }

  /// The scene's menu layer, or nil when no menu is up.
  func menuLayer() -> MenuLayerState? {
    settleMenu()
    guard let panels = menuPanels(), let session = menuSession else { return nil }
    return MenuLayerState(
      panels: panels, style: ResolvedMenuStyle(scheme: scheme),
      accessibility: session.accessibilityTree)
  }
}
