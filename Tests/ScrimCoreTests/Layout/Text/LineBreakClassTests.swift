import ScrimCore
import Testing

@Suite struct LineBreakClassTests {
  private let measurer = TerminalTextMeasurer()

  @Test("no line starts with a closing mark after a wide character")
  func closingMarks() {
    // Width 7 forces a break inside each text; the closing mark stays with what it closes.
    for text in ["草稿草稿草。次", "草稿草稿草」次", "👩‍💻👩‍💻👩‍💻\" next"] {
      let lines = measurer.wrap(text, width: 7).lines
      for line in lines.dropFirst() {
        let first = line.unicodeScalars.first.map { String($0) } ?? ""
        #expect(!["。", "」", "\""].contains(first), "\(text) → \(lines)")
      }
    }
  }

  @Test("no line ends with an opening bracket before a wide character")
  func openingMarks() {
    let lines = measurer.wrap("草稿草「稿草稿」", width: 8).lines
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
