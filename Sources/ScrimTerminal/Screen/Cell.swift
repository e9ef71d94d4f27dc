/// One character cell of a screen.
///
/// A wide character (CJK, most emoji) occupies two cells: the first holds the grapheme
/// with width 2, the second is a continuation with width 0 and an empty grapheme.
///
/// A cell is two words of integers (the grapheme inline or interned with the width in
/// its top byte, the style packed), so a frame of thousands copies and compares without
/// reference counting, and an 80×24 grid takes 30 KiB.
public struct Cell: Hashable, Sendable {
  /// The grapheme's code, whose top byte is free, with the width in that byte.
  private var codeAndWidth: UInt64
  /// Colours and attributes.
  public var style: CellStyle

  private static let codeMask: UInt64 = (1 << 56) - 1

  var code: GraphemeCode {
    get { GraphemeCode(rawValue: codeAndWidth & Self.codeMask) }
    set { codeAndWidth = newValue.rawValue | codeAndWidth & ~Self.codeMask }
  }

  /// How many columns the grapheme takes: 1, 2, or 0 for a continuation cell.
  public var width: UInt8 {
    get { UInt8(truncatingIfNeeded: codeAndWidth >> 56) }
    set { codeAndWidth = codeAndWidth & Self.codeMask | UInt64(newValue) << 56 }
  }

  /// Makes a cell; callers outside the screen use `Screen.put` so wide characters stay whole.
  public init(grapheme: String, width: UInt8 = 1, style: CellStyle = .plain) {
    self.init(code: GraphemeCode(grapheme), width: width, style: style)
  }

  init(code: GraphemeCode, width: UInt8, style: CellStyle) {
    codeAndWidth = code.rawValue | UInt64(width) << 56
    self.style = style
  }

  /// The grapheme cluster shown, already sanitized; "" in a continuation cell.
  public var grapheme: String {
    get { code.string }
    set { code = GraphemeCode(newValue) }
  }

  /// A space in the plain style, what a cleared screen holds.
  public static let blank = Cell(code: .space, width: 1, style: .plain)

  /// A space with `style`, as used to paint backgrounds.
  public static func blank(_ style: CellStyle) -> Cell {
    Cell(code: .space, width: 1, style: style)
  }

  /// Whether this is the second half of a wide character.
  public var isContinuation: Bool { width == 0 }
}
