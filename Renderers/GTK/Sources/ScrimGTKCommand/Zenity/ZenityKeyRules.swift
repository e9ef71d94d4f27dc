import CGTK
import ScrimCLI
import ScrimCore

/// Where zenity's GTK 3 keyboard differs from the stage's, applied before the stage sees a
/// key: a text box's text view is a focus stop of its own (focus starts there, and Tab
/// comes back to it after the last button), an editable one takes typing, and in an entry
/// or a text box Return on Cancel chooses OK, the default (GTK 3 gives Return to the
/// default button unless the focused button takes it, and those Cancels do not).
@MainActor
enum ZenityKeyRules {
  /// Applies `keyval` with `state` to `shown` on `stage` when a rule covers it; focus
  /// moves through the stage, whose Tab order it follows.
  ///
  /// - Returns: Whether the key was used up; false lets the stage have it (after a rule
  ///   may have moved focus).
  static func handle(
    keyval: UInt32, state: GdkModifierType, shown: ZenityShownBox, stage: Stage
  ) -> Bool {
    let box = shown.request.box
    guard box == .textInfo || box == .entry, stage.presenter.activeModal === shown.modal else {
      return false
    }
    let key = Int32(bitPattern: keyval)
    let isReturn = key == GDK_KEY_Return || key == GDK_KEY_KP_Enter || key == GDK_KEY_ISO_Enter
    if isReturn, returnOnCancel(shown, stage) { return false }
    guard box == .textInfo else { return false }
    let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
    let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
    let isTab = key == GDK_KEY_Tab || key == GDK_KEY_KP_Tab || key == GDK_KEY_ISO_Left_Tab
    if isTab {
      return tab(backward: shift || key == GDK_KEY_ISO_Left_Tab, control: control, shown, stage)
    }
    // Keys for the text view itself: focus rests on no control or button.
    guard stage.focus == nil else { return false }
    guard shown.textView != nil, shown.request.editable else {
      // A read-only view: Left and Right move nothing; Up and Down scroll a body with no
      // other control, as the stage does.
      let arrows = [GDK_KEY_Left, GDK_KEY_Right, GDK_KEY_KP_Left, GDK_KEY_KP_Right]
      let upDown = [GDK_KEY_Up, GDK_KEY_Down, GDK_KEY_KP_Up, GDK_KEY_KP_Down]
      return arrows.contains(key) || (upDown.contains(key) && shown.checkbox != nil)
    }
    return edit(key: key, keyval: keyval, state: state, shown)
  }

  /// Return with Cancel focused: focus moves to OK (when enabled) so Return chooses it.
  ///
  /// - Returns: Whether it moved.
  private static func returnOnCancel(_ shown: ZenityShownBox, _ stage: Stage) -> Bool {
    let actions = shown.modal.actions
    guard let cancel = shown.cancelAction, let ok = shown.okAction, ok.isEnabled,
      case .action(let index)? = stage.focus, actions.indices.contains(index),
      actions[index] === cancel, let okIndex = actions.firstIndex(where: { $0 === ok })
    else { return false }
    return stage.moveFocus(to: .action(okIndex))
  }

  /// Tab in a text box.
  ///
  /// In an editable view it types a tab, Shift or not (Ctrl-Tab leaves); from the last
  /// stop forward, or the first backward, it comes back to the view.
  private static func tab(
    backward: Bool, control: Bool, _ shown: ZenityShownBox, _ stage: Stage
  ) -> Bool {
    guard let current = stage.focus else {
      if shown.request.editable, !control {
        type("\t", shown)
        return true
      }
      return false
    }
    let order = stage.focusOrder
    guard current == (backward ? order.first : order.last) else { return false }
    return stage.moveFocus(to: nil)
  }

  /// An editing key in an editable view.
  ///
  /// - Returns: Whether it was used up; Ctrl-Home and Ctrl-End also scroll the body, so
  ///   the stage gets them too.
  private static func edit(
    key: Int32, keyval: UInt32, state: GdkModifierType, _ shown: ZenityShownBox
  ) -> Bool {
    let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
    guard var view = shown.textView else { return false }
    var passOn = false
    switch key {
    case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: view.insert("\n")
    case GDK_KEY_BackSpace: view.deleteBackward()
    case GDK_KEY_Delete, GDK_KEY_KP_Delete: view.deleteForward()
    case GDK_KEY_Left, GDK_KEY_KP_Left: view.move(by: -1)
    case GDK_KEY_Right, GDK_KEY_KP_Right: view.move(by: 1)
    case GDK_KEY_Up, GDK_KEY_KP_Up: view.moveLine(by: -1)
    case GDK_KEY_Down, GDK_KEY_KP_Down: view.moveLine(by: 1)
    case GDK_KEY_Home, GDK_KEY_KP_Home, GDK_KEY_End, GDK_KEY_KP_End:
      view.moveToLineEnd(key == GDK_KEY_End || key == GDK_KEY_KP_End, wholeText: control)
      passOn = control
    default:
      let alt = state.rawValue & GDK_ALT_MASK.rawValue != 0
      let code = gdk_keyval_to_unicode(keyval)
      guard !control, !alt, code >= 0x20, code != 0x7F, let scalar = Unicode.Scalar(code)
      else { return false }
      view.insert(String(Character(scalar)))
    }
    shown.update(view)
    return !passOn
  }

  private static func type(_ text: String, _ shown: ZenityShownBox) {
    guard var view = shown.textView else { return }
    view.insert(text)
    shown.update(view)
  }
}
