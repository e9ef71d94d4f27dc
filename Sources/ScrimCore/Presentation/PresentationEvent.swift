/// A key the presenter understands; a renderer's input parser maps raw input to these.
public enum Key: Hashable, Sendable, CaseIterable {
  /// Moves focus to the next control or button.
  case tab
  /// Moves focus to the previous control or button (Shift-Tab).
  case backTab
  /// Moves focus up, or the choice in a list.
  case up
  /// Moves focus down, or the choice in a list.
  case down
  /// Moves focus left, or the insertion point in a text field.
  case left
  /// Moves focus right, or the insertion point in a text field.
  case right
  /// Chooses the focused button, or else the default action.
  case enter
  /// Chooses the cancel action, or dismisses a sheet or dialog that has none.
  case escape
  /// Deletes before the insertion point.
  case backspace
  /// Deletes after the insertion point.
  case delete
  /// Moves the insertion point to the start.
  case home
  /// Moves the insertion point to the end.
  case end
  /// Deletes from the start to the insertion point (Ctrl-U).
  case clearToStart
  /// Moves a list's highlight, or a long body, up by a page.
  case pageUp
  /// Moves a list's highlight, or a long body, down by a page.
  case pageDown
  /// Moves a text area's insertion point to the start of its text (Ctrl-Home).
  case textStart
  /// Moves a text area's insertion point to the end of its text (Ctrl-End).
  case textEnd
  /// Moves focus to the next control or button, even from an editable text area, where
  /// Tab types a tab (Ctrl-Tab).
  case controlTab
  /// Moves focus to the previous control or button, even from an editable text area
  /// (Ctrl-Shift-Tab).
  case controlBackTab
}

/// What the pointer is over, as the renderer's hit test found it.
public enum PointerTarget: Hashable, Sendable {
  /// The button of the action at this index in `Modal.actions`.
  case action(Int)
  /// The control at this index in `Modal.controls`.
  case control(Int)
  /// One option of the choice list at `control` in `Modal.controls`.
  case choiceOption(control: Int, option: Int)
  /// A point on the track of the slider at `control` in `Modal.controls`: `position` of
  /// the track's `length`, from its low end.
  case sliderTrack(control: Int, position: Int, length: Int)
  /// A day of the month shown by the date picker at `control` in `Modal.controls`.
  case datePickerDay(control: Int, day: Int)
  /// The scrim around the modal.
  case scrim
  /// The modal's container, away from any button or control.
  case content
}

/// Something the user did, delivered to `Presenter.handle(_:)`.
public enum PresentationEvent: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// Typed or pasted text.
  ///
  /// A single space also flips a toggle or presses a button.
  case text(String)
  /// A pointer button went down over a target.
  case pointerDown(PointerTarget)
  /// A pointer button went up over a target; over the target it went down on, it clicks.
  case pointerUp(PointerTarget)
  /// The screen reader's escape gesture (VoiceOver's two-finger Z); acts like Esc.
  ///
  /// MDC's dialogs always dismiss on it; Scrim decides per kind, as UIKit does: a modal
  /// with Cancel takes it as Cancel; an action sheet or dialog without one is dismissed; an
  /// alert without one stays (its actions are the answers, and the gesture must not pick
  /// one for the user), unless `PresentationOptions.dismissOnEscape` says otherwise.
  /// `shouldDismiss` may veto it.
  case accessibilityEscape
}
