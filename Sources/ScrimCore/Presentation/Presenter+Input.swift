extension Presenter {
  /// Applies one user event to the active modal.
  ///
  /// Events are ignored while nothing is active and while the active modal is
  /// dismissing; input during the entry transition counts, so fast typists lose nothing.
  public func handle(_ event: PresentationEvent) {
    update()
    guard let entry = active, entry.phase != .dismissing else { return }
    let before = entry.focus
    switch event {
    case .key(let key): handle(key, in: entry.modal)
    case .text(let text): handleText(text, in: entry.modal)
    case .pointerDown(let target): active?.pressed = target
    case .pointerUp(let target):
      let pressed = active?.pressed
      active?.pressed = nil
      if pressed == target { click(target, in: entry.modal) }
    case .accessibilityEscape: escape(entry.modal)
    }
    if let focus = active?.focus, isTextField(focus) { active?.lastField = focus }
    if active?.focus != before {
      focusArrived(in: entry.modal)
      bumpRevision()
    }
  }

  // MARK: - Keys

  private func handle(_ key: Key, in modal: any Modal) {
    let focused = focusedControl(in: modal)
    // A focused list takes its keys; so does dialog's menu, a list outside the Tab order,
    // while a button has focus.
    if case .choice(let list)? = focused, let atEnd = handleListKey(key, list) {
      if atEnd != 0, list.movesFocusAtEnds { moveFocus(by: atEnd) }
      return
    }
    if focused == nil, let list = untabbedList(in: modal), handleListKey(key, list) != nil {
      return
    }
    let grouped = modal.presentationOptions.textFieldsShareOneTabStop
    switch (key, focused) {
    case (.tab, _) where grouped: moveFocus(acrossFieldsBy: 1)
    case (.backTab, _) where grouped: moveFocus(acrossFieldsBy: -1)
    case (.up, .textField?) where grouped: moveFocus(amongFieldsBy: -1)
    case (.down, .textField?) where grouped: moveFocus(amongFieldsBy: 1)
    case (.tab, _): moveFocus(by: 1)
    case (.backTab, _): moveFocus(by: -1)
    case (.escape, _): escape(modal)
    case (.enter, _): enter(modal)
    case (.left, .textField(let field)?): field.moveCursor(by: -1)
    case (.right, .textField(let field)?): field.moveCursor(by: 1)
    case (.home, .textField(let field)?): field.moveCursor(toEnd: false)
    case (.end, .textField(let field)?): field.moveCursor(toEnd: true)
    case (.backspace, .textField(let field)?): field.deleteBackward()
    case (.delete, .textField(let field)?): field.deleteForward()
    case (.clearToStart, .textField(let field)?): field.deleteToStart()
    case (.up, _), (.left, _):
      moveFocus(by: -1, wraps: modal.presentationOptions.arrowKeysWrap)
    case (.down, _), (.right, _):
      moveFocus(by: 1, wraps: modal.presentationOptions.arrowKeysWrap)
    case (.home, _), (.end, _), (.pageUp, _), (.pageDown, _), (.backspace, _), (.delete, _),
      (.clearToStart, _):
      break
    }
  }

  /// Moves `list` for `key`: nil for a key it does not take, else -1 or 1 when Up or Down
  /// ran into its first or last row (where focus may move on), 0 otherwise.
  private func handleListKey(_ key: Key, _ list: ChoiceList) -> Int? {
    switch key {
    case .up: return list.moveSelection(by: -1) ? 0 : -1
    case .down: return list.moveSelection(by: 1) ? 0 : 1
    case .pageUp: list.movePage(by: -1)
    case .pageDown: list.movePage(by: 1)
    case .home: list.moveToEnd(false)
    case .end: list.moveToEnd(true)
    default: return nil
    }
    return 0
  }

  /// The modal's list that is no Tab stop, if it has one.
  private func untabbedList(in modal: any Modal) -> ChoiceList? {
    for control in modal.controls {
      if case .choice(let list) = control, !list.isTabStop { return list }
    }
    return nil
  }

  /// Whether the focused control uses `key` itself, so it must not scroll the body.
  func focusedControlTakes(_ key: Key) -> Bool {
    guard let modal = active?.modal else { return false }
    switch focusedControl(in: modal) {
    case .choice?: return true
    case .textField?: return key == .home || key == .end
    case nil: return untabbedList(in: modal) != nil && key != .left && key != .right
    default: return false
    }
  }

  private func enter(_ modal: any Modal) {
    if case .action(let index)? = active?.focus {
      choose(modal.actions[index], reason: nil)
    } else if let action = modal.defaultAction {
      choose(action, reason: nil)
    }
  }

  private func escape(_ modal: any Modal) {
    guard modal.shouldDismiss?(.escape) ?? true else { return }
    if let cancel = modal.cancelAction {
      choose(cancel, reason: .escape)
    } else if modal.dismissesOnEscape {
      beginDismissal(DismissResult(action: nil, reason: .escape))
    }
  }

  private func handleText(_ text: String, in modal: any Modal) {
    switch focusedControl(in: modal) {
    case .textField(let field)?:
      field.insert(text)
    case .toggle(let toggle)? where text == " ":
      toggle.isOn.toggle()
    case .choice(let list)?:
      type(text, into: list)
    case nil:
      if let list = untabbedList(in: modal) {
        type(text, into: list)
      } else if text == " ", case .action(let index)? = active?.focus {
        choose(modal.actions[index], reason: nil)
      }
    default:
      break
    }
  }

  /// Space marks the highlighted row; each letter or digit, typed or arriving together
  /// (a quick typist's "pp"), jumps to the next row whose tag starts with it.
  private func type(_ text: String, into list: ChoiceList) {
    if text == " " {
      _ = list.activateHighlighted()
      return
    }
    for character in text where character.isLetter || character.isNumber {
      _ = list.jump(to: character)
    }
  }

  // MARK: - Pointer

  private func click(_ target: PointerTarget, in modal: any Modal) {
    switch target {
    case .action(let index):
      guard modal.actions.indices.contains(index) else { return }
      choose(modal.actions[index], reason: nil)
    case .control(let index):
      guard modal.controls.indices.contains(index), modal.controls[index].isFocusable else {
        return
      }
      active?.focus = .control(index)
      if case .toggle(let toggle) = modal.controls[index] { toggle.isOn.toggle() }
    case .choiceOption(let index, let option):
      guard modal.controls.indices.contains(index),
        case .choice(let list) = modal.controls[index], list.items.indices.contains(option)
      else { return }
      if list.isTabStop { active?.focus = .control(index) }
      list.highlightedIndex = option
      if list.selectionMode != .followsFocus { _ = list.activateHighlighted() }
    case .scrim:
      guard modal.dismissesOnBackgroundTap, modal.shouldDismiss?(.backgroundTap) ?? true else {
        return
      }
      if let cancel = modal.cancelAction {
        choose(cancel, reason: .backgroundTap)
      } else {
        beginDismissal(DismissResult(action: nil, reason: .backgroundTap))
      }
    case .content:
      break
    }
  }

  // MARK: - Helpers

  /// Ends the modal with `action`, unless it is disabled.
  ///
  /// With no explicit reason, the reason follows the action's style: `.cancel` or `.action`.
  private func choose(_ action: AlertAction, reason: DismissReason?) {
    guard action.isEnabled else { return }
    let reason = reason ?? (action.style == .cancel ? .cancel : .action)
    if reason == .action || reason == .cancel,
      active?.modal.presentationOptions.dismissOnAction == false
    {
      // MDC's dismissOnAction = NO: the handler runs and the modal stays, until the app
      // dismisses it (or Esc or the scrim does).
      action.runHandler()
      bumpRevision()
      return
    }
    beginDismissal(DismissResult(action: action, reason: reason))
  }

  private func focusedControl(in modal: any Modal) -> Control? {
    guard case .control(let index)? = active?.focus, modal.controls.indices.contains(index)
    else { return nil }
    return modal.controls[index]
  }
}
