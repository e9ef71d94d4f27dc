import ScrimCore

extension InputEvent {
  /// The event as the core's presenter takes it, or nil when the presenter has no use for
  /// it.
  ///
  /// Text and pastes become `.text`; keys map as `KeyPress.presentationKey` says. Mouse
  /// reports return nil: they need a hit test against the painted frames to become a
  /// `PointerTarget`, which is the run loop's job. Focus and cursor reports return nil.
  public var presentationEvent: PresentationEvent? {
    switch self {
    case .key(let press):
      if let key = press.presentationKey { return .key(key) }
      if case .character(let character) = press.key, press.modifiers.isEmpty {
        return .text(String(character))
      }
      return nil
    case .text(let text): return .text(text)
    case .paste(let text, _): return text.isEmpty ? nil : .text(text)
    case .mouse, .focusIn, .focusOut, .cursorPosition: return nil
    }
  }
}

extension KeyPress {
  /// The core key this press stands for, or nil.
  ///
  /// Shift is ignored except on Tab, where it makes `.backTab`: with no selection in the
  /// core, Shift-Up is best read as Up. Presses with Ctrl, Alt or Meta map to nothing,
  /// leaving them to the app, except the chords the core gives a meaning
  /// (`Key(controlChord:)`: Ctrl-U clears a field to its start), and Ctrl-Home, Ctrl-End
  /// and Ctrl-Tab and Ctrl-Shift-Tab (where a terminal reports them), a text area's
  /// `.textStart`, `.textEnd`, `.controlTab` and `.controlBackTab`.
  public var presentationKey: Key? {
    if modifiers == .ctrl {
      switch key {
      case .character(let character): return Key(controlChord: character)
      case .home: return .textStart
      case .end: return .textEnd
      case .tab: return .controlTab
      default: return nil
      }
    }
    if key == .tab, modifiers == [.ctrl, .shift] { return .controlBackTab }
    guard modifiers.subtracting(.shift).isEmpty else { return nil }
    switch key {
    case .tab: return modifiers.contains(.shift) ? .backTab : .tab
    case .up: return .up
    case .down: return .down
    case .left: return .left
    case .right: return .right
    case .enter: return .enter
    case .escape: return .escape
    case .backspace: return .backspace
    case .delete: return .delete
    case .home: return .home
    case .end: return .end
    case .pageUp: return .pageUp
    case .pageDown: return .pageDown
    case .character, .insert, .function: return nil
    }
  }
}
