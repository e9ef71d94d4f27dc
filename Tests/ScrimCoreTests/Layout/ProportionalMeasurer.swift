@_spi(Renderer) import ScrimCore

/// Measures text in points as a proportional face of about 16 pt would: "i" and "l" 4 pt,
/// "m" and "w" 12, capitals 10, most letters 8, CJK ideographs a full 16 pt em, marks 0.
///
/// Wide characters are the ones a terminal draws two cells wide, not the ones wider than
/// two points (every letter is).
struct ProportionalMeasurer: TextMeasurer {
  private let cells = TerminalTextMeasurer()

  func width(of text: String) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  func width(of character: Character) -> Int {
    switch character {
    case "i", "l", "j", "t", "f", "I", " ", ".", ",", "'", ":", ";", "!", "|": return 4
    case "m", "w": return 12
    case "M", "W", "…": return 14
    default:
      let cellWidth = cells.width(of: character)
      if cellWidth == 0 { return 0 }
      if cellWidth >= 2 { return 16 }
      return character.isUppercase ? 10 : 8
    }
  }

  func isWide(_ character: Character, width: Int) -> Bool {
    cells.width(of: character) >= 2
  }
}
