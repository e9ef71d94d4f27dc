extension Presenter {
  /// Applies one user event to the active modal.
  ///
  /// Events are ignored while nothing is active and while the active modal is
  /// dismissing; input during the entry transition counts, so fast typists lose nothing.
  ///
  ///     if !presenter.handle(.key(.pageDown)) { host.scroll(by: 1) }
  ///
  /// - Returns: Whether the modal took the event: false when it was ignored, or for a key
  ///   or text nothing in the modal uses (Page Down with no list, a letter on a button), which
  ///   an app may then use itself.
  @discardableResult
  public func handle(_ event: PresentationEvent) -> Bool {
    handle(event, scrollingBody: { _ in false })
  }

  /// Applies one user event; a key the focused control does not use goes to
  /// `scrollingBody` before it moves focus, so a long body scrolls with the keys no
  /// control took (the stage's), and the table of who takes a key is written once, here.
  @discardableResult
  func handle(_ event: PresentationEvent, scrollingBody: (Key) -> Bool) -> Bool {
    update()
    // Read in place: a copy of the showing held here would make every change to its lists
    // and edits below copy them again.
    guard let modal = active?.modal, active?.phase != .dismissing else { return false }
    let before = active?.focus
    var used = true
    switch event {
    case .key(let key):
      if !renamingTakes(key, in: modal), !controlUses(key, in: modal),
        !scrollingBody(key)
      {
        used = handleModalKey(key, in: modal)
        pickerEntered(by: key, from: before)
      }
    case .text(let text):
      used =
        fileChooserTakes(text, in: modal) || renamingTakes(text, in: modal)
        || transferListTakes(text, in: modal)
        || handleText(text, in: modal)
    case .pointerDown(let target): active?.pressed = target
    case .pointerUp(let target):
      let pressed = active?.pressed
      active?.pressed = nil
      if pressed == target { click(target, in: modal) }
    case .accessibilityEscape: escape(modal)
    }
    // A checked field shows its error once the user leaves it.
    if case .control(let index)? = before, active?.focus != before {
      revealError(ofControl: index)
    }
    followFileChoosers()
    applyValidation()
    if let focus = active?.focus, isTextField(focus) { active?.lastField = focus }
    if active?.focus != before { focusArrived(in: modal) }
    return used
  }

  // MARK: - Keys

  /// Gives `key` to the focused control, or to dialog's menu (a list outside the Tab
  /// order) while a button has focus.
  ///
  /// - Returns: Whether a control used it.
  private func controlUses(_ key: Key, in modal: any Modal) -> Bool {
    let focused = focusedControl(in: modal)
    if case .choice(let list)? = focused, case .control(let index)? = active?.focus,
      let atEnd = handleListKey(key, list, at: index)
    {
      if atEnd != 0, list.movesFocusAtEnds { moveFocus(by: atEnd) }
      return true
    }
    if focused == nil, let (index, list) = untabbedList(in: modal),
      handleListKey(key, list, at: index) != nil
    {
      return true
    }
    if case .action? = active?.focus, key != .left, key != .right,
      let slider = buttonsSlider(in: modal), sliderUses(key, slider)
    {
      return true
    }
    if case .textArea(let area)? = focused { return textAreaUses(key, area) }
    if case .slider(let slider)? = focused { return sliderUses(key, slider) }
    if let focused, case .control(let index)? = active?.focus,
      let used = pickerUses(key, focused, at: index)
    {
      return used
    }
    guard case .textField(let field)? = focused else { return false }
    return field.applyEditingKey(key)
  }

  /// Gives `key` to a focused text area, as GTK 3's text view takes it.
  ///
  /// An editable area takes Return (a new line), Tab and Shift-Tab (a tab), the editing
  /// keys and the caret's; a read-only one swallows Left and Right (it has no caret to
  /// move) and leaves Up, Down, the pages, Home and End to the stage, which scrolls it.
  ///
  /// - Returns: Whether it used the key.
  private func textAreaUses(_ key: Key, _ area: TextArea) -> Bool {
    guard area.isEditable else { return key == .left || key == .right }
    switch key {
    case .enter: area.insert("\n")
    case .tab, .backTab:
      guard !area.tabMovesFocus else { return false }
      area.insert("\t")
    case .backspace: area.deleteBackward()
    case .delete: area.deleteForward()
    case .left: area.moveCursor(by: -1)
    case .right: area.moveCursor(by: 1)
    case .up: area.moveCursorLine(by: -1)
    case .down: area.moveCursorLine(by: 1)
    case .home, .end: area.moveCursor(toEnd: key == .end, wholeText: false)
    case .textStart, .textEnd: area.moveCursor(toEnd: key == .textEnd, wholeText: true)
    default: return false
    }
    return true
  }

  /// Gives `key` to a focused slider: Left and Right (and Down and Up, as GTK's scale
  /// takes them, or turned round as dialog's rangebox does) move it a step, Page Up and
  /// Page Down a page, Home and End to its ends.
  ///
  /// - Returns: Whether it used the key.
  private func sliderUses(_ key: Key, _ slider: Slider) -> Bool {
    let down = slider.downKeysIncrease ? 1 : -1
    switch key {
    case .left: slider.move(by: -1, size: slider.step)
    case .right: slider.move(by: 1, size: slider.step)
    case .down: slider.move(by: down, size: slider.step)
    case .up: slider.move(by: -down, size: slider.step)
    case .pageDown: slider.move(by: down, size: slider.effectivePageStep)
    case .pageUp: slider.move(by: -down, size: slider.effectivePageStep)
    case .home: slider.value = slider.range.lowerBound
    case .end: slider.value = slider.range.upperBound
    default: return false
    }
    return true
  }

  /// The slider that moves while a button has focus (dialog's rangebox), if there is one.
  private func buttonsSlider(in modal: any Modal) -> Slider? {
    for case .slider(let slider) in modal.controls where slider.holdsKeysWhileButtonsFocused {
      return slider
    }
    return nil
  }

  /// Steps `slider` for dialog's `+` and `-`, each typed ahead counting.
  ///
  /// - Returns: Whether `text` was all signs.
  private func stepsSlider(_ slider: Slider, for text: String) -> Bool {
    guard !text.isEmpty, text.allSatisfy({ $0 == "+" || $0 == "-" }) else { return false }
    for sign in text { slider.move(by: sign == "+" ? 1 : -1, size: slider.step) }
    return true
  }

  /// The keys of the modal itself: Tab and the arrows move focus, Esc cancels, Return
  /// chooses.
  ///
  /// - Returns: Whether the modal has a use for `key`.
  private func handleModalKey(_ key: Key, in modal: any Modal) -> Bool {
    let focused = focusedControl(in: modal)
    let grouped = modal.presentationOptions.textFieldsShareOneTabStop
    switch (key, focused) {
    case (.tab, _) where grouped: moveFocus(acrossFieldsBy: 1)
    case (.backTab, _) where grouped: moveFocus(acrossFieldsBy: -1)
    case (.up, .textField?) where grouped: moveFocus(amongFieldsBy: -1)
    case (.down, .textField?) where grouped: moveFocus(amongFieldsBy: 1)
    case (.tab, _), (.controlTab, _): moveFocus(by: 1)
    case (.backTab, _), (.controlBackTab, _): moveFocus(by: -1)
    case (.escape, _): escape(modal)
    case (.enter, _): enter(modal)
    case (.up, _), (.left, _):
      moveFocus(by: -1, wraps: modal.presentationOptions.arrowKeysWrap)
    case (.down, _), (.right, _):
      moveFocus(by: 1, wraps: modal.presentationOptions.arrowKeysWrap)
    case (.home, _), (.end, _), (.pageUp, _), (.pageDown, _), (.backspace, _), (.delete, _),
      (.clearToStart, _), (.textStart, _), (.textEnd, _):
      return false
    }
    return true
  }

  /// Moves `list` for `key`: nil for a key it does not take, else -1 or 1 when Up or Down
  /// ran into its first or last row (where focus may move on), 0 otherwise.
  private func handleListKey(_ key: Key, _ list: ChoiceList, at index: Int) -> Int? {
    withList(list, at: index) { state in
      switch key {
      case .up: return state.moveSelection(by: -1, in: list) ? 0 : -1
      case .down: return state.moveSelection(by: 1, in: list) ? 0 : 1
      case .pageUp: state.movePage(by: -1, in: list)
      case .pageDown: state.movePage(by: 1, in: list)
      case .home: state.moveToEnd(false, in: list)
      case .end: state.moveToEnd(true, in: list)
      default: return nil
      }
      return 0
    }
  }

  /// The modal's list that is no Tab stop, and its index, if it has one.
  func untabbedList(in modal: any Modal) -> (Int, ChoiceList)? {
    for (index, control) in modal.controls.enumerated() {
      if case .choice(let list) = control, !list.isTabStop, holdsListKeys(ofControl: index) {
        return (index, list)
      }
    }
    return nil
  }

  private func enter(_ modal: any Modal) {
    if case .action(let index)? = active?.focus {
      let focused = modal.actions[index]
      if modal.presentationOptions.returnOnCancelChoosesDefault, focused === modal.cancelAction,
        let preferred = modal.defaultAction, preferred !== focused, preferred.isEnabled
      {
        choose(preferred, reason: nil)
        return
      }
      choose(focused, reason: nil)
    } else if case .textField(let field)? = focusedControl(in: modal), !field.activatesDefault {
      return
    } else if let action = modal.defaultAction {
      choose(action, reason: nil)
    }
  }

  private func escape(_ modal: any Modal) {
    guard modal.shouldDismiss?(.escape) ?? true else { return }
    // A modal that asked for Esc outright still closes while its Cancel is unavailable (a
    // finished progress box): Esc is the user's way out, not a button.
    let insists = modal.presentationOptions.dismissOnEscape == true
    if let cancel = modal.cancelAction, cancel.isEnabled || !insists {
      choose(cancel, reason: .escape)
    } else if modal.dismissesOnEscape {
      beginDismissal(DismissResult(action: nil, reason: .escape))
    }
  }

  /// - Returns: Whether something in the modal took `text`.
  func handleText(_ text: String, in modal: any Modal) -> Bool {
    if case .action? = active?.focus, let slider = buttonsSlider(in: modal),
      stepsSlider(slider, for: text)
    {
      return true
    }
    switch focusedControl(in: modal) {
    case .textField(let field)?:
      field.insert(text)
    case .textArea(let area)? where area.isEditable:
      area.insert(text)
    case .toggle(let toggle)? where text == " ":
      toggle.isOn.toggle()
    case .slider(let slider)?:
      return stepsSlider(slider, for: text)
    case .choice(let list)?:
      guard case .control(let index)? = active?.focus else { return false }
      let arrival = type(text, into: list, at: index)
      followTransfer(from: list, arrival: arrival, in: modal)
    case .datePicker?, .timePicker?:
      guard let control = focusedControl(in: modal), case .control(let index)? = active?.focus
      else { return false }
      return pickerUses(text: text, control, at: index) ?? false
    case nil:
      // Space on a button chooses it, but in a list with marks, which Space marks (dialog's
      // menu, which has none, takes Space as Return).
      let untabbed = untabbedList(in: modal)
      if text.count > 1, text.first == " ", case .action = active?.focus,
        untabbed.map({ $0.1.selectionMode == .followsFocus }) ?? true
      {
        // Space on the button, then what came with it, as if typed after (a Rename's
        // editor opened by the Space takes the rest), while this showing lasts: a Space
        // that ended it leaves the rest to nobody, not to the modal shown next.
        var rest = Substring(text)
        while rest.first == " ", case .action = active?.focus {
          _ = handleText(" ", in: modal)
          rest = rest.dropFirst()
          guard active?.modal === modal, active?.phase != .dismissing else { return true }
        }
        guard !rest.isEmpty else { return true }
        return renamingTakes(String(rest), in: modal) || handleText(String(rest), in: modal)
      }
      if let (index, list) = untabbed, text != " " || list.selectionMode != .followsFocus {
        let arrival = type(text, into: list, at: index)
        followTransfer(from: list, arrival: arrival, in: modal)
      } else if text == " ", case .action(let index)? = active?.focus {
        choose(modal.actions[index], reason: nil)
      } else {
        return false
      }
    default:
      return false
    }
    return true
  }

  /// Gives a list typed keys: Space marks the highlighted row, a letter or digit jumps.
  ///
  /// Each letter or digit jumps to the next row whose tag starts with it. Keys arriving
  /// together (a quick typist's "pp", or "f" then Space) are taken in order, as if pressed
  /// one by one.
  ///
  /// - Returns: The row of a transfer list's partner the last item moved arrived at.
  @discardableResult
  private func type(_ text: String, into list: ChoiceList, at index: Int) -> Int? {
    withList(list, at: index) { state in
      var arrival: Int?
      for character in text {
        if character == " " {
          arrival = state.activateHighlighted(in: list) ?? arrival
        } else if character.isLetter || character.isNumber {
          state.jump(to: character, in: list)
        }
      }
      return arrival
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
    case .sliderTrack(let index, let position, let length):
      guard modal.controls.indices.contains(index), case .slider(let slider) = modal.controls[index]
      else { return }
      active?.focus = .control(index)
      slider.setPosition(position, of: length)
    case .datePickerDay(let index, let day):
      clickDay(day, ofControl: index, in: modal)
    case .choiceOption(let index, let option):
      guard modal.controls.indices.contains(index),
        case .choice(let list) = modal.controls[index], list.items.indices.contains(option)
      else { return }
      if list.isTabStop { active?.focus = .control(index) }
      let arrival = withList(list, at: index) { state in
        state.moveHighlight(to: option, in: list)
        return state.activateHighlighted(in: list)
      }
      followTransfer(from: list, arrival: arrival, in: modal)
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
  func choose(_ action: AlertAction, reason: DismissReason?) {
    guard action.isEnabled else {
      if action.style != .cancel, let modal = active?.modal { _ = revealHold(in: modal) }
      return
    }
    if reason == nil, opensRenaming(with: action) { return }
    let reason = reason ?? (action.style == .cancel ? .cancel : .action)
    if reason == .action || reason == .cancel,
      active?.modal.presentationOptions.dismissOnAction == false
    {
      // MDC's dismissOnAction = NO: the handler runs and the modal stays, until the app
      // dismisses it (or Esc or the scrim does).
      action.runHandler()
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
