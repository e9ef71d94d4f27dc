import ScrimTerminal

extension VirtualTerminal {
  /// The text of each row, wide characters once, trailing blanks kept.
  public var lines: [String] { screen.lines }

  /// Whether `text` shows on one row of the screen.
  public func contains(_ text: String) -> Bool { find(text) != nil }

  /// Where `text` first shows on one row, reading rows top to bottom: the column of its
  /// first character and the row, both counted from 0.
  public func find(_ text: String) -> (column: Int, row: Int)? {
    let wanted = Array(text)
    guard !wanted.isEmpty else { return nil }
    for row in 0..<screen.height {
      // Each character of the row with the column its cell starts at.
      var characters: [(character: Character, column: Int)] = []
      for column in 0..<screen.width {
        guard let cell = screen[column, row], !cell.isContinuation else { continue }
        for character in cell.grapheme { characters.append((character, column)) }
      }
      guard characters.count >= wanted.count else { continue }
      for start in 0...(characters.count - wanted.count)
      where characters[start..<(start + wanted.count)].map(\.character) == wanted {
        return (characters[start].column, row)
      }
    }
    return nil
  }
}
