import CGTK
@_spi(Renderer) import ScrimCore

extension GTKApp {
  /// Hands a key press to the stage, as GTK's key controller reports it.
  ///
  /// - Returns: Whether the stage used it; if not, GTK gives it to the focused widget.
  @discardableResult
  public func keyPressed(keyval: UInt32, state: GdkModifierType) -> Bool {
    deliver(KeyTranslation.input(keyval: keyval, state: state))
  }

  /// Hands a button press at (`x`, `y`) in the widget to the stage; the primary button
  /// (1, or 0 when GTK knows none) presses, others are `.otherButton`.
  ///
  /// - Returns: Whether the stage used it, so the gesture claims the press.
  @discardableResult
  public func pointerPressed(x: Double, y: Double, button: UInt32 = 1) -> Bool {
    deliver(.pointer(PointerInput(button <= 1 ? .press : .otherButton, x: point(x), y: point(y))))
  }

  /// Hands a button release to the stage.
  @discardableResult
  public func pointerReleased(x: Double, y: Double, button: UInt32 = 1) -> Bool {
    deliver(
      .pointer(PointerInput(button <= 1 ? .release : .otherButton, x: point(x), y: point(y))))
  }

  /// Hands a pointer motion to the stage, which holds a message's timer under it.
  public func pointerMoved(x: Double, y: Double) {
    lastPointer = (point(x), point(y))
    deliver(.pointer(PointerInput(.move, x: point(x), y: point(y))))
  }

  /// Tells the stage the pointer left the widget.
  public func pointerLeft() {
    deliver(.pointerExited)
  }

  /// Hands a wheel turn to the stage at the last pointer position: `dy` notches, down
  /// positive.
  ///
  /// - Returns: Whether the stage scrolled (a modal is up).
  @discardableResult
  public func scrolled(dy: Double) -> Bool {
    let lines = Int(dy.rounded(dy < 0 ? .down : .up))
    guard lines != 0 else { return false }
    return deliver(.pointer(PointerInput(.scroll(lines), x: lastPointer.x, y: lastPointer.y)))
  }

  /// Types `text` as GTK would deliver it, one key press a character.
  public func type(_ text: String) {
    for scalar in text.unicodeScalars {
      keyPressed(keyval: gdk_unicode_to_keyval(scalar.value), state: GdkModifierType(rawValue: 0))
    }
  }

  /// Presses one of the core's keys as GTK would deliver it.
  public func press(_ key: Key) {
    let (keyval, state) = KeyTranslation.keyval(for: key)
    keyPressed(keyval: keyval, state: state)
  }

  /// Hands keyboard input that did not come as a key press (composed text) to the stage.
  func keyboardInput(_ input: StageInput) {
    deliver(input)
  }

  @discardableResult
  private func deliver(_ input: StageInput) -> Bool {
    let disposition = loop.handle(input)
    loop.turn()
    return disposition == .handled
  }

  /// A widget coordinate as a stage point.
  private func point(_ value: Double) -> Int {
    Int(value.rounded(.down))
  }
}
