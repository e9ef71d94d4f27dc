import ScrimCore
import Testing

@Suite struct LineBreakClassTests {
  private let measurer = TerminalTextMeasurer()

  /// Texts whose greedy break falls just before a closing mark, with the lines they wrap
  /// to: the wide character before the mark goes down with it.
  private static let closingCases: [(text: String, width: Int, lines: [String])] = [
    // Six columns hold 草稿草; "。" would start line 2.
    ("草稿草。次", 6, ["草稿", "草。次"]),
    ("草稿草」次", 6, ["草稿", "草」次"]),
    // A small kana may not start a line either.
    ("カタカッタ", 6, ["カタ", "カッタ"]),
    // Three emoji fill six columns; the quote after them may not start a line.
    ("👩‍💻👩‍💻👩‍💻\" next", 6, ["👩‍💻👩‍💻", "👩‍💻\"", "next"]),
  ]

  @Test("no line starts with a closing mark after a wide character", arguments: 0..<4)
  func closingMarks(_ index: Int) {
    let (text, width, expected) = Self.closingCases[index]
    let lines = measurer.wrap(text, width: width).lines
    // The exact lines, so that a wrapper that stopped breaking (one line) fails too.
    #expect(lines == expected, "\(text) at \(width)")
    for line in lines.dropFirst() {
      let first = line.unicodeScalars.first.map { String($0) } ?? ""
      #expect(!["。", "」", "ッ", "\""].contains(first), "\(text) → \(lines)")
    }
  }

  @Test("no line ends with an opening bracket before a wide character")
  func openingMarks() {
    // Greedy, line 1 would be 草稿草「 (eight columns); and "」" then may not start line 3.
    let lines = measurer.wrap("草稿草「稿草稿」", width: 8).lines
    #expect(lines == ["草稿草", "「稿草", "稿」"])
    for line in lines.dropLast() {
      #expect(line.unicodeScalars.last != "「", "\(lines)")
    }
  }

  @Test("an opening bracket carried to a new line does not take the next character past it")
  func carriedOpeningMark() {
    // "「" may not end a line, so the break goes before it; "引" then needs a line too.
    #expect(measurer.wrap("a「引", width: 3).lines == ["a", "「", "引"])
  }

  @Test("text without such marks wraps as before: one wide character per break")
  func unchanged() {
    #expect(measurer.wrap("草稿草稿草稿", width: 4).lines == ["草稿", "草稿", "草稿"])
  }
}
