import ScrimCore

extension TerminalApp {
  /// Sends a mouse event to what is under it, top layer first: the snackbar, a banner,
  /// the modal (whose scrim covers the host), then the host.
  ///
  /// A click is a press and a release on the same target, as on a touch screen: moving
  /// off a button before letting go cancels it. The wheel scrolls a long body.
  func routeMouse(_ mouse: MouseEvent) {
    switch mouse.kind {
    case .press(.left):
      let hit = target(at: mouse)
      pressed = hit
      if hit.owner == .modal { presenter.handle(.pointerDown(hit.target)) }
      if hit.owner == .host { host.handle(.mouse(mouse), in: self) }
    case .release(.left):
      let hit = target(at: mouse)
      defer { pressed = nil }
      guard let down = pressed, down.owner == hit.owner else {
        if pressed?.owner == .modal { presenter.handle(.pointerUp(.content)) }
        return
      }
      click(hit, pressedOn: down.target, mouse: mouse)
    case .scrollUp, .scrollDown:
      let rows = mouse.kind == .scrollUp ? -1 : 1
      if let state = modalState, presenter.activeModal != nil {
        let point = Rect(x: mouse.column, y: mouse.row, width: 1, height: 1)
        if state.layout.buttons.region.viewport.intersects(point) {
          modalState?.scroll.scrollButtons(by: rows, in: state.layout)
        } else {
          modalState?.scroll.scrollBody(by: rows, in: state.layout)
        }
      } else {
        host.handle(.mouse(mouse), in: self)
      }
    default:
      if presenter.activeModal == nil { host.handle(.mouse(mouse), in: self) }
    }
  }

  private func click(
    _ hit: (target: PointerTarget, owner: PointerOwner), pressedOn down: PointerTarget,
    mouse: MouseEvent
  ) {
    switch hit.owner {
    case .modal:
      presenter.handle(.pointerUp(hit.target))
      revealFocus()
    case .snackbar where hit.target == down:
      snackbars.handle(hit.target == .action(0) ? .actionTapped : .bodyTapped)
    case .banner(let position) where hit.target == down:
      if case .action(let index) = hit.target { banners.handle(.actionTapped(index), at: position) }
    case .host:
      host.handle(.mouse(mouse), in: self)
    case .snackbar, .banner:
      break
    }
  }

  /// What the pointer is over, and whose it is.
  func target(at mouse: MouseEvent) -> (target: PointerTarget, owner: PointerOwner) {
    let point = Rect(x: mouse.column, y: mouse.row, width: 1, height: 1)
    if let message = snackbars.visibleMessage, snackbars.visiblePhase == .shown {
      let layout = snackbarLayout(message)
      if let action = layout.action, action.frame.intersects(point) {
        return (.action(0), .snackbar)
      }
      if layout.frame.intersects(point) { return (.content, .snackbar) }
    }
    for position in Banner.Position.allCases {
      guard let banner = banners.visibleBanner(at: position), banners.phase(at: position) == .shown
      else { continue }
      let layout = bannerLayout(banner)
      if let button = layout.buttons.buttons.first(where: { $0.frame.intersects(point) }) {
        return (.action(button.index), .banner(position))
      }
      if layout.frame.intersects(point) { return (.content, .banner(position)) }
    }
    if presenter.activeModal != nil {
      refreshModalState()
      guard let state = modalState else { return (.scrim, .modal) }
      return (
        state.layout.target(
          column: mouse.column, row: mouse.row, in: state.content, scroll: state.scroll), .modal
      )
    }
    return (.content, .host)
  }
}
