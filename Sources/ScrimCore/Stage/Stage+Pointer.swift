extension Stage {
  /// Sends a pointer event to what is under it, top layer first.
  ///
  /// A click is a press and a release on the same target, as on a touch screen: moving off
  /// a button before letting go cancels it. The wheel scrolls a list or a text area under
  /// it, else a long body or button stack.
  /// Moving over a snackbar or banner holds its timer.
  func handle(_ pointer: PointerInput) -> InputDisposition {
    switch pointer.kind {
    case .press:
      let hit = target(x: pointer.x, y: pointer.y)
      pressed = hit
      if case .modal(let part) = hit { presenter.handle(.pointerDown(part)) }
      return hit == .host ? .passedThrough : .handled
    case .release:
      let hit = target(x: pointer.x, y: pointer.y)
      let down = pressed
      pressed = nil
      return release(on: hit, pressedOn: down)
    case .move:
      setHovered(target(x: pointer.x, y: pointer.y))
      return presenter.activeModal == nil ? .passedThrough : .handled
    case .scroll(let lines):
      guard presenter.activeModal != nil, var session else { return .passedThrough }
      let point = Rect(x: pointer.x, y: pointer.y, width: 1, height: 1)
      if let (index, list) = listUnder(x: pointer.x, y: pointer.y, in: session) {
        presenter.withList(list, at: index) { _ = $0.scrollWindow(by: lines, in: list) }
        refreshModal()
        return .handled
      }
      if scrollTextArea(x: pointer.x, y: pointer.y, by: lines) { return .handled }
      if session.layout.buttons.region.viewport.intersects(point) {
        session.scroll.scrollButtons(by: lines, in: session.layout)
      } else {
        session.scroll.scrollBody(by: lines, in: session.layout)
      }
      self.session = session
      return .handled
    case .otherButton:
      return presenter.activeModal == nil ? .passedThrough : .handled
    }
  }

  /// The choice list under a point, whose own window the wheel scrolls.
  private func listUnder(x: Int, y: Int, in session: ModalSession) -> (Int, ChoiceList)? {
    let hit = session.layout.target(column: x, row: y, in: session.content, scroll: session.scroll)
    let index: Int
    switch hit {
    case .control(let control), .choiceOption(let control, _): index = control
    default: return nil
    }
    guard session.modal.controls.indices.contains(index),
      case .choice(let list) = session.modal.controls[index]
    else { return nil }
    return (index, list)
  }

  private func release(on hit: StageTarget, pressedOn down: StageTarget?) -> InputDisposition {
    switch (hit, down) {
    case (.modal(let part), .modal?):
      presenter.handle(.pointerUp(part))
      revealFocus()
    case (_, .modal?):
      // Let go outside the modal: the press it had is forgotten.
      presenter.handle(.pointerUp(.content))
    case (.snackbarAction, .snackbarAction?):
      snackbars.handle(.actionTapped)
    case (.snackbar, .snackbar?):
      snackbars.handle(.bodyTapped)
    case (.bannerAction(let position, let index), .bannerAction?) where hit == down:
      tapBannerAction(index, at: position)
    case (.host, .host?), (.host, nil):
      return .passedThrough
    default:
      break
    }
    return .handled
  }

  /// What is under a point, top layer first: a popup menu, the snackbar, a banner, the modal (whose scrim
  /// covers the host), then the host.
  ///
  ///     stage.target(x: 40, y: 12)  // .modal(.action(1))
  public func target(x: Int, y: Int) -> StageTarget {
    if let hit = menuHit(x: x, y: y) { return hit.path.map(StageTarget.menuItem) ?? .menu }
    let point = Rect(x: x, y: y, width: 1, height: 1)
    if let message = snackbars.visibleMessage, let id = snackbars.visibleMessageID,
      snackbars.visiblePhase == .shown
    {
      let layout = snackbarLayout(message, id: id)
      if let action = layout.action, action.frame.intersects(point) { return .snackbarAction }
      if layout.frame.intersects(point) { return .snackbar }
    }
    for position in Banner.Position.allCases {
      guard let banner = banners.visibleBanner(at: position),
        let id = banners.visibleBannerID(at: position), banners.phase(at: position) == .shown
      else { continue }
      let layout = bannerLayout(banner, id: id)
      if let button = layout.buttons.buttons.first(where: { $0.frame.intersects(point) }) {
        return .bannerAction(position, button.index)
      }
      if layout.frame.intersects(point) { return .banner(position) }
    }
    if presenter.activeModal != nil {
      refreshModal()
      guard let session else { return .modal(.scrim) }
      return .modal(
        session.layout.target(column: x, row: y, in: session.content, scroll: session.scroll))
    }
    return .host
  }

  /// Holds the timer of the message under the pointer, and lets go of the one it left.
  func setHovered(_ target: StageTarget?) {
    let now = hoveredMessage(target)
    let before = hoveredMessage(hovered)
    hovered = target
    guard now != before else { return }
    if before?.position == nil, before != nil { snackbars.setHovering(false) }
    if let position = before?.position { banners.setHovering(false, at: position) }
    if now?.position == nil, now != nil { snackbars.setHovering(true) }
    if let position = now?.position { banners.setHovering(true, at: position) }
  }

  /// The message a target belongs to: the snackbar (position nil) or a banner's position.
  private func hoveredMessage(_ target: StageTarget?) -> HoveredMessage? {
    switch target {
    case .snackbar?, .snackbarAction?: return HoveredMessage(position: nil)
    case .banner(let position)?, .bannerAction(let position, _)?:
      return HoveredMessage(position: position)
    default: return nil
    }
  }

  /// The visible message's layout at the stage's size, made once per showing.
  func snackbarLayout(_ message: SnackbarMessage, id: MessageID) -> SnackbarLayout {
    if let cached = layouts.snackbar, cached.id == id { return cached.layout }
    let layout = message.layout(
      in: size, scheme: messageScheme, position: snackbarPosition, measurer: measurer,
      metrics: messageMetrics)
    layouts.snackbar = (id, layout)
    return layout
  }

  /// A visible banner's layout at the stage's size, made once per showing.
  func bannerLayout(_ banner: Banner, id: MessageID) -> BannerLayout {
    if let cached = layouts.banners[banner.position], cached.id == id { return cached.layout }
    let layout = banner.layout(
      in: size, scheme: messageScheme, measurer: measurer, metrics: messageMetrics)
    layouts.banners[banner.position] = (id, layout)
    return layout
  }

  /// The snackbars' style under the stage's scheme.
  var snackbarStyle: ResolvedSnackbarStyle {
    if let style = layouts.snackbarStyle { return style }
    let style = ResolvedSnackbarStyle(scheme: messageScheme)
    layouts.snackbarStyle = style
    return style
  }

  /// The banners' style under the stage's scheme.
  var bannerStyle: ResolvedBannerStyle {
    if let style = layouts.bannerStyle { return style }
    let style = ResolvedBannerStyle(scheme: messageScheme)
    layouts.bannerStyle = style
    return style
  }
}

/// Which message the pointer is over: the snackbar (no position) or a banner.
private struct HoveredMessage: Hashable {
  var position: Banner.Position?
}
