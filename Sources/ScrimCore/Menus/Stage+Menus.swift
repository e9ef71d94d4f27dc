// A popup menu on the stage: a modal of its own, over everything, that takes every key
// and click while it is up, and ends with a choice, Esc, a click outside, or the app.

extension Rect {
  /// A point as an anchor: a rectangle of no size at `x`, `y`.
  ///
  ///     try stage.present(menu, from: .point(x: 12, y: 4))
  public static func point(x: Int, y: Int) -> Rect { Rect(x: x, y: y, width: 0, height: 0) }
}

extension Stage {
  /// The menu up now, if one is.
  public var activeMenu: Menu? { menuSession?.menu }

  /// Presents a popup menu at `sourceRect` (a control's frame, or `.point(x:y:)` for
  /// where the pointer was), in the container's units: below it, or above it when there
  /// is more room there, kept inside the container.
  ///
  /// A menu already up ends with `.replaced`.
  ///
  /// - Parameters:
  ///   - menu: The menu.
  ///   - sourceRect: What it points at.
  ///   - completion: Runs once when it ends, after the chosen action's handler.
  /// - Throws: `MenuError` when the menu is empty or nested more than a level deep.
  public func present(
    _ menu: Menu, from sourceRect: Rect, completion: (@MainActor (MenuResult) -> Void)? = nil
  ) throws(MenuError) {
    if let error = menu.presentationErrors.first { throw error }
    endMenu(MenuResult(action: nil, reason: .replaced))
    menuSession = MenuSession(
      menu: menu, anchor: sourceRect, modalUnder: presenter.activeModal.map(ObjectIdentifier.init),
      completion: completion)
    wakeHandler?()
  }

  /// Takes the menu away without a choice (`.programmatic`); nothing happens when none
  /// is up.
  public func dismissMenu() {
    endMenu(MenuResult(action: nil, reason: .programmatic))
  }

  /// Ends the menu with `result`: the chosen action's handler, then the completion.
  func endMenu(_ result: MenuResult) {
    guard let session = menuSession else { return }
    menuSession = nil
    if let action = result.action { action.handler(action) }
    session.completion?(result)
  }

  /// Ends the menu when the modal under it changed (one was presented, or it went):
  /// the menu belonged to what was there.
  func settleMenu() {
    guard let session = menuSession else { return }
    if session.modalUnder != presenter.activeModal.map(ObjectIdentifier.init) {
      endMenu(MenuResult(action: nil, reason: .replaced))
    }
  }

  // MARK: - Keys

  /// Applies input to the menu, or returns nil when no menu is up (or the input is not
  /// the menu's).
  func handleMenuInput(_ input: StageInput) -> InputDisposition? {
    settleMenu()
    guard menuSession != nil else { return nil }
    switch input {
    case .key(let key): handleMenuKey(key)
    case .text(" "): chooseHighlight()
    case .text(let text): typeAhead(text)
    case .accessibilityEscape: handleMenuKey(.escape)
    case .accessibilityActivate(.menuItem(let path)): activateMenuItem(path)
    case .accessibilityActivate: break
    case .pointer(let pointer): handleMenuPointer(pointer)
    // The pointer leaving lets go of the message it held, as without a menu.
    case .pointerExited: return nil
    case .otherKey, .accessibilitySetValue, .accessibilityScroll: break
    }
    return .handled
  }

  private func handleMenuKey(_ key: Key) {
    guard var session = menuSession else { return }
    let enabled = session.activeEntries.map(\.isEnabledEntry)
    switch key {
    case .down, .tab:
      session.activeHighlight = MenuNavigation.move(
        from: session.activeHighlight, by: 1, enabled: enabled)
    case .up, .backTab:
      session.activeHighlight = MenuNavigation.move(
        from: session.activeHighlight, by: -1, enabled: enabled)
    case .home, .pageUp: session.activeHighlight = MenuNavigation.first(enabled)
    case .end, .pageDown: session.activeHighlight = MenuNavigation.last(enabled)
    case .right:
      if session.submenu == nil, let index = session.highlight {
        session.open(index)
      }
    case .left:
      session.closeSubmenu()
    case .escape:
      guard session.submenu != nil else {
        menuSession = session
        endMenu(MenuResult(action: nil, reason: .escape))
        return
      }
      session.closeSubmenu()
    case .enter:
      menuSession = session
      chooseHighlight()
      return
    default:
      break
    }
    menuSession = session
  }

  /// Chooses the keyboard's entry: runs an action, opens a sub-menu.
  private func chooseHighlight() {
    guard let session = menuSession, let index = session.activeHighlight else { return }
    let path =
      session.openSubmenu.map { MenuItemPath(item: $0, subitem: index) }
      ?? MenuItemPath(item: index)
    activateMenuItem(path)
  }

  /// Chooses the entry at `path`: an enabled action ends the menu with it; a sub-menu's
  /// entry opens it (or closes it, when open).
  func activateMenuItem(_ path: MenuItemPath) {
    guard var session = menuSession, let entry = session.element(at: path),
      entry.isEnabledEntry
    else { return }
    if let action = entry as? MenuAction {
      endMenu(MenuResult(action: action, reason: .action))
      return
    }
    if session.openSubmenu == path.item {
      session.closeSubmenu()
    } else {
      session.open(path.item)
    }
    menuSession = session
  }

  private func typeAhead(_ text: String) {
    guard var session = menuSession else { return }
    let entries = session.activeEntries
    if let match = session.typeAhead.match(
      text, at: presenter.now, titles: entries.map(\.title),
      enabled: entries.map(\.isEnabledEntry), from: session.activeHighlight)
    {
      session.activeHighlight = match
    }
    menuSession = session
  }
}
