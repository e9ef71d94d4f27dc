@_spi(Renderer) import ScrimCore

extension TerminalApp {
  /// Applies one device event: input is parsed and handed to the stage, a resize lays
  /// everything out again, a resumption repaints the whole screen.
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

  /// Takes the terminal's size: the stage lays out for it and the next frame is whole.
  func resize(to terminalSize: Size) {
    let size = Self.region(of: terminalSize, modes: modes)
    guard size != screen.size else { return }
    screen = Screen(width: size.width, height: size.height)
    stage.size = size
    renderer.invalidate()
    needsFullDraw = true
  }

  /// Hands one parsed input to the stage, and to the host when the stage passes it through.
  ///
  /// Ctrl-C and Ctrl-Z belong to the terminal, not to any component: Ctrl-C ends the app,
  /// Ctrl-Z suspends it through the device.
  func route(_ event: InputEvent) {
    if case .key(let press) = event, press.modifiers == .ctrl {
      if press.key == .character("c"), interruptsOnControlC {
        ending = .interrupted
        return
      }
      if press.key == .character("z") {
        device.suspend()
        return
      }
    }
    // Cursor reports and the window's focus changes are the terminal's, not a component's.
    guard let input = event.stageInput else { return host.handle(event, in: self) }
    if stage.handle(input) == .passedThrough { host.handle(event, in: self) }
  }
}

extension InputEvent {
  /// The stage's input for this terminal event; nil for what only the terminal uses
  /// (cursor reports, focus changes of the terminal window).
  var stageInput: StageInput? {
    switch self {
    case .mouse(let mouse):
      return mouse.stageInput
    case .focusIn, .focusOut, .cursorPosition:
      return nil
    case .key, .text, .paste:
      switch presentationEvent {
      case .key(let key)?: return .key(key)
      case .text(let text)?: return .text(text)
      default: return .otherKey
      }
    }
  }
}

extension MouseEvent {
  /// The stage's pointer input: the left button presses and releases, a drag or motion
  /// moves, the wheel scrolls a line a notch.
  var stageInput: StageInput {
    let kind: PointerInput.Kind
    switch self.kind {
    case .press(.left): kind = .press
    case .release(.left): kind = .release
    case .drag, .move: kind = .move
    case .scrollUp: kind = .scroll(-1)
    case .scrollDown: kind = .scroll(1)
    case .press, .release, .scrollLeft, .scrollRight: kind = .otherButton
    }
    return .pointer(PointerInput(kind, x: column, y: row))
  }
}
