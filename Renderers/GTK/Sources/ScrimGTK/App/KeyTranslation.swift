import CGTK
import ScrimCore

/// GTK key events as the stage's input: the keys the core has a meaning for, typed text,
/// and everything else as `.otherKey`.
enum KeyTranslation {
  /// The stage's input for a key with GDK's `keyval` and modifier `state`.
  static func input(keyval: UInt32, state: GdkModifierType) -> StageInput {
    let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
    let alt = state.rawValue & GDK_ALT_MASK.rawValue != 0
    let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
    switch Int32(bitPattern: keyval) {
    case GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab:
      let backward = shift || keyval == UInt32(GDK_KEY_ISO_Left_Tab)
      if control { return .key(backward ? .controlBackTab : .controlTab) }
      return .key(backward ? .backTab : .tab)
    case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: return .key(.enter)
    case GDK_KEY_Escape: return .key(.escape)
    case GDK_KEY_Up, GDK_KEY_KP_Up: return .key(.up)
    case GDK_KEY_Down, GDK_KEY_KP_Down: return .key(.down)
    case GDK_KEY_Left, GDK_KEY_KP_Left: return .key(.left)
    case GDK_KEY_Right, GDK_KEY_KP_Right: return .key(.right)
    case GDK_KEY_BackSpace: return .key(.backspace)
    case GDK_KEY_Delete, GDK_KEY_KP_Delete: return .key(.delete)
    case GDK_KEY_Home, GDK_KEY_KP_Home: return .key(control ? .textStart : .home)
    case GDK_KEY_End, GDK_KEY_KP_End: return .key(control ? .textEnd : .end)
    case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .key(.pageUp)
    case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .key(.pageDown)
    default: break
    }
    let code = gdk_keyval_to_unicode(keyval)
    if control, !alt, let scalar = Unicode.Scalar(code),
      let key = Key(controlChord: Character(scalar))
    {
      return .key(key)
    }
    if control || alt { return .otherKey }
    guard code >= 0x20, code != 0x7F, let scalar = Unicode.Scalar(code) else { return .otherKey }
    return .text(String(Character(scalar)))
  }

  /// The keyval GTK sends for a key of the core's, for tests that synthesize key presses.
  static func keyval(for key: Key) -> (keyval: UInt32, state: GdkModifierType) {
    let none = GdkModifierType(rawValue: 0)
    let value: Int32
    switch key {
    case .tab: value = GDK_KEY_Tab
    case .backTab: return (UInt32(GDK_KEY_ISO_Left_Tab), GDK_SHIFT_MASK)
    case .up: value = GDK_KEY_Up
    case .down: value = GDK_KEY_Down
    case .left: value = GDK_KEY_Left
    case .right: value = GDK_KEY_Right
    case .enter: value = GDK_KEY_Return
    case .escape: value = GDK_KEY_Escape
    case .backspace: value = GDK_KEY_BackSpace
    case .delete: value = GDK_KEY_Delete
    case .home: value = GDK_KEY_Home
    case .end: value = GDK_KEY_End
    case .pageUp: value = GDK_KEY_Page_Up
    case .pageDown: value = GDK_KEY_Page_Down
    case .clearToStart: return (UInt32(GDK_KEY_u), GDK_CONTROL_MASK)
    case .textStart: return (UInt32(GDK_KEY_Home), GDK_CONTROL_MASK)
    case .textEnd: return (UInt32(GDK_KEY_End), GDK_CONTROL_MASK)
    case .controlTab: return (UInt32(GDK_KEY_Tab), GDK_CONTROL_MASK)
    case .controlBackTab:
      return (
        UInt32(GDK_KEY_ISO_Left_Tab),
        GdkModifierType(rawValue: GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
      )
    }
    return (UInt32(value), none)
  }
}
