import ScrimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalApp {
  /// Applies one device event: input is parsed and routed, a resize lays everything out
  /// again, a resumption repaints the whole screen.
  public func process(_ event: DeviceEvent) {
    switch event {
    case .input(let bytes):
      lastInput = now
      for input in parser.feed(bytes) { route(input) }
    case .resized(let size):
      resize(to: size)
    case .resumed:
      renderer.invalidate()
      needsFullDraw = true
    }
  }

  /// Takes the terminal's size: the core lays out for it and the next frame is whole.
  func resize(to terminalSize: Size) {
    let size = Self.region(of: terminalSize, modes: modes)
    guard size != screen.size else { return }
    screen = Screen(width: size.width, height: size.height)
    presenter.containerSize = size
    renderer.invalidate()
    needsFullDraw = true
  }

  /// Sends one input event to whoever has it: Ctrl-C ends the app, the mouse goes to
  /// what is under it, keys go to the active modal, else a message that takes focus,
  /// else the host.
  func route(_ event: InputEvent) {
    if case .key(let press) = event, press.modifiers == .ctrl {
      if press.key == .character("c"), interruptsOnControlC {
        ending = .interrupted
        return
      }
      if press.key == .character("z"), device is TTY {
        // Raw mode turns off the terminal's own Ctrl-Z; the TTY restores and redraws
        // around the stop.
        kill(getpid(), SIGTSTP)
        return
      }
    }
    if case .mouse(let mouse) = event {
      routeMouse(mouse)
      return
    }
    // A modal on its way out takes no more keys; what is typed ahead goes on to what is
    // under it, so "Esc q" in a hurry still quits.
    if presenter.activeModal != nil, presenter.phase != .dismissing {
      if let input = event.presentationEvent {
        presenter.handle(input)
        revealFocus()
      }
      return
    }
    if snackbars.visibleMessageTakesFocus, let key = event.presentationEvent {
      switch key {
      case .key(.enter) where snackbars.visibleMessage?.action != nil:
        snackbars.handle(.actionTapped)
        return
      case .key(.escape), .accessibilityEscape:
        snackbars.handle(.escape)
        return
      default: break
      }
    }
    for position in Banner.Position.allCases where banners.takesFocus(at: position) {
      if routeBannerKey(event, at: position) { return }
    }
    host.handle(event, in: self)
  }

  /// Keeps the focused control or button scrolled into view.
  func revealFocus() {
    refreshModalState()
    guard let state = modalState else { return }
    modalState?.scroll.reveal(
      presenter.focus, row: state.focusRow(presenter.focus), in: state.layout)
  }

  private func routeBannerKey(_ event: InputEvent, at position: Banner.Position) -> Bool {
    guard let banner = banners.visibleBanner(at: position),
      case .key(let key)? = event.presentationEvent
    else { return false }
    let count = banner.displayedActions.count
    let focus = bannerFocus[position] ?? 0
    switch key {
    case .tab, .right, .down:
      bannerFocus[position] = count == 0 ? 0 : (focus + 1) % count
    case .backTab, .left, .up:
      bannerFocus[position] = count == 0 ? 0 : (focus + count - 1) % count
    case .enter where count > 0:
      bannerFocus[position] = nil
      banners.handle(.actionTapped(min(focus, count - 1)), at: position)
    case .escape:
      bannerFocus[position] = nil
      banners.handle(.dismissed, at: position)
    default:
      return false
    }
    return true
  }
}
