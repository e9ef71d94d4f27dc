/// A mouse button, as SGR mouse reports number them.
public enum MouseButton: Hashable, Sendable {
  /// The primary button.
  case left
  /// The middle button or wheel click.
  case middle
  /// The secondary button.
  case right
  /// An extra button, numbered as xterm does (8 to 11: back, forward and beyond).
  case other(Int)
}

/// A mouse report from the terminal, in SGR mode (`ESC[<b;x;yM`).
///
/// Coordinates are 0-based cells: the terminal's top-left cell, reported as `1;1`, is
/// column 0, row 0, so they index a `Screen` directly.
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A button went down.
    case press(MouseButton)
    /// A button went up.
    case release(MouseButton)
    /// The pointer moved with a button held.
    case drag(MouseButton)
    /// The pointer moved with no button held (any-event tracking only).
    case move
    /// The wheel turned away from the user.
    case scrollUp
    /// The wheel turned towards the user.
    case scrollDown
    /// The wheel tilted left.
    case scrollLeft
    /// The wheel tilted right.
    case scrollRight
  }

  /// What happened.
  public var kind: Kind
  /// The cell's column, from 0.
  public var column: Int
  /// The cell's row, from 0.
  public var row: Int
  /// The modifier keys held; terminals report Shift, Alt (as "meta") and Ctrl.
  public var modifiers: KeyModifiers

  /// Makes a mouse event.
  public init(_ kind: Kind, column: Int, row: Int, modifiers: KeyModifiers = []) {
    self.kind = kind
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }

  /// Decodes an SGR report's three parameters; nil when they describe no event.
  ///
  /// - Parameters:
  ///   - code: The button code: the low two bits (and bits 6 and 7) pick the button,
  ///     4 = Shift, 8 = Alt, 16 = Ctrl, 32 = motion, 64 = wheel.
  ///   - column: The 1-based column.
  ///   - row: The 1-based row.
  ///   - isRelease: Whether the report ended with `m` rather than `M`.
  init?(sgrCode code: Int, column: Int, row: Int, isRelease: Bool) {
    guard code >= 0, column >= 1, row >= 1 else { return nil }
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.ctrl) }
    let low = code & 3
    let kind: Kind
    if code & 64 != 0 && code & 128 == 0 {
      // Wheels have no release; a terminal that sends one anyway is ignored.
      guard !isRelease else { return nil }
      kind = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight][low]
    } else {
      let button: MouseButton?
      switch (code & 128 != 0, low) {
      case (true, _): button = .other(8 + low)
      case (false, 0): button = .left
      case (false, 1): button = .middle
      case (false, 2): button = .right
      default: button = nil
      }
      if code & 32 != 0 {
        kind = button.map(Kind.drag) ?? .move
      } else if let button {
        kind = isRelease ? .release(button) : .press(button)
      } else {
        // Code 3 without motion is the legacy "some button went up"; SGR mode names the
        // button with `m`, so this only comes from confused terminals.
        return nil
      }
    }
    self.init(kind, column: column - 1, row: row - 1, modifiers: modifiers)
  }
}
