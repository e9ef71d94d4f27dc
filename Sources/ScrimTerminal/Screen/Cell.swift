/// One character cell of a screen.
///
/// A wide character (CJK, most emoji) occupies two cells: the first holds the grapheme
/// with width 2, the second is a continuation with width 0 and an empty grapheme.
///
/// A cell is a plain value of integers (the grapheme inline or interned, the style
/// packed), so a frame of thousands copies and compares without reference counting.
public struct Cell: Hashable, Sendable {
  var code: GraphemeCode
  /// How many columns the grapheme takes: 1, 2, or 0 for a continuation cell.
  public var width: UInt8
  /// Colours and attributes.
  public var style: CellStyle

  /// Makes a cell; callers outside the screen use `Screen.put` so wide characters stay whole.
  public init(grapheme: String, width: UInt8 = 1, style: CellStyle = .plain) {
    self.init(code: GraphemeCode(grapheme), width: width, style: style)
  }

  init(code: GraphemeCode, width: UInt8, style: CellStyle) {
    self.code = code
    self.width = width
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
