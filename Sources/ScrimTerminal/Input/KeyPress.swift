/// A key on the terminal's keyboard, as its escape sequences can name it.
///
/// Letters pressed with Ctrl arrive as `.character` with `.ctrl` in the modifiers: the
/// terminal sends Ctrl-U as the byte 0x15, which the parser reports as `ctrl+u`.
public enum TerminalKey: Hashable, Sendable {
  /// A character key, usually with a modifier (plain characters arrive as text).
  case character(Character)
  /// Return or Enter, including the keypad's.
  case enter
  /// Tab; Shift-Tab is `.tab` with `.shift`.
  case tab
  /// Backspace, whether the terminal sends DEL (0x7F) or BS (0x08).
  case backspace
  /// Esc, pressed alone.
  case escape
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward delete).
  case delete
  /// A function key, F1 to F12.
  case function(Int)
}

/// The modifier keys held with a key press or a mouse event.
///
/// The raw values follow xterm's modifier parameter minus one (`CSI 1;5A` is Ctrl-Up
/// because 5 - 1 = 4 = ctrl), so a parameter decodes with one subtraction.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bit pattern, as in xterm's modifier parameter minus one.
  public let rawValue: UInt8

  /// Makes a set from xterm's bit pattern.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt (Option); also what an Esc prefix before a key means.
  public static let alt = KeyModifiers(rawValue: 2)
  /// Control.
  public static let ctrl = KeyModifiers(rawValue: 4)
  /// Meta, which few terminals send separately from Alt.
  public static let meta = KeyModifiers(rawValue: 8)

  /// The modifiers an xterm parameter (`1` for none, `5` for Ctrl) stands for.
  ///
  /// Parameters below 1 mean none; bits above Meta (Super, Hyper in some terminals) are
  /// dropped.
  init(parameter: Int) {
    guard parameter > 1 else {
      self = []
      return
    }
    self.init(rawValue: UInt8(truncatingIfNeeded: parameter - 1) & 0x0F)
  }
}

/// One key press with its modifiers.
///
///     KeyPress(.up, modifiers: .ctrl)   // from "\u{1B}[1;5A"
///     KeyPress(.character("u"), modifiers: .ctrl)   // from 0x15
public struct KeyPress: Hashable, Sendable {
  /// The key.
  public var key: TerminalKey
  /// The modifiers held with it.
  public var modifiers: KeyModifiers

  /// Makes a key press.
  public init(_ key: TerminalKey, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}

extension KeyPress: CustomStringConvertible {
  /// The press in the usual notation, as "ctrl+alt+up" or "shift+tab".
  public var description: String {
    var parts: [String] = []
    if modifiers.contains(.ctrl) { parts.append("ctrl") }
    if modifiers.contains(.alt) { parts.append("alt") }
    if modifiers.contains(.meta) { parts.append("meta") }
    if modifiers.contains(.shift) { parts.append("shift") }
    parts.append(key.name)
    return parts.joined(separator: "+")
  }
}

extension TerminalKey {
  /// The key's lowercase name, as in "pageup" or "f5"; a character is itself.
  var name: String {
    switch self {
    case .character(let character): String(character)
    case .enter: "enter"
    case .tab: "tab"
    case .backspace: "backspace"
    case .escape: "escape"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageup"
    case .pageDown: "pagedown"
    case .insert: "insert"
    case .delete: "delete"
    case .function(let number): "f\(number)"
    }
  }
}
