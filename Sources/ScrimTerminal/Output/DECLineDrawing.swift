/// DEC's line-drawing character set (VT100 "special graphics", selected into G0 with
/// `ESC ( 0`): the box-drawing characters it holds, each drawn by one ASCII byte.
///
/// A border's "─" is three bytes of UTF-8, and tmux before 3.5 repeats nothing after a
/// multi-byte character, so a border written as text costs three bytes a cell. In this
/// set the same line is "q", which REP repeats everywhere REP works: curses draws its
/// boxes this way on xterm-256color too. Only the light lines are here, the ones the
/// set draws as the same Unicode characters (U+2500 and its kin); rounded corners and
/// double or heavy lines have no place in it.
enum DECLineDrawing {
  /// Selects the line-drawing set into G0.
  static let enter: StaticString = "\u{1B}(0"
  /// Selects US ASCII into G0 again.
  static let exit: StaticString = "\u{1B}(B"
  /// The bytes `enter` and `exit` take together.
  static let switchLength = 6

  private static let table: [(code: GraphemeCode, byte: UInt8)] = {
    let pairs: [(String, Unicode.Scalar)] = [
      ("─", "q"), ("│", "x"), ("┌", "l"), ("┐", "k"), ("└", "m"), ("┘", "j"),
      ("├", "t"), ("┤", "u"), ("┬", "w"), ("┴", "v"), ("┼", "n"),
    ]
    return pairs.map { (GraphemeCode($0.0), UInt8(ascii: $0.1)) }
  }()

  /// The byte that draws `code` in the line-drawing set, or nil when the set lacks it.
  static func byte(for code: GraphemeCode) -> UInt8? {
    // Every character of the set is three bytes of UTF-8, none is ASCII or interned.
    guard !code.isASCII, !code.isInterned else { return nil }
    return table.first { $0.code == code }?.byte
  }
}
