import ScrimCore
import ScrimTesting
import Testing

@Suite struct WrappingTests {
  let cells = TerminalTextMeasurer()

  @Test(
    "lines break at spaces, long words break inside, hard breaks always start a line",
    arguments: [
      ("aa bb cc", 5, ["aa bb", "cc"]),
      ("aa bb", 4, ["aa", "bb"]),
      ("aaaa bbbb", 4, ["aaaa", "bbbb"]),
      ("abcdefgh", 3, ["abc", "def", "gh"]),
      ("go supercalifragilistic", 6, ["go", "superc", "alifra", "gilist", "ic"]),
      ("one\ntwo", 10, ["one", "two"]),
      ("one\r\n\r\nthree", 10, ["one", "", "three"]),
      ("a    b", 3, ["a", "b"]),
      ("  indented text", 20, ["  indented text"]),
      ("trailing   ", 20, ["trailing"]),
      ("tab\there", 20, ["tab here"]),
      ("x", 1, ["x"]),
    ] as [(String, Int, [String])])
  func wrapsWords(text: String, width: Int, expected: [String]) {
    let wrapped = cells.wrap(text, width: width)
    #expect(wrapped.lines == expected)
    #expect(!wrapped.isTruncated)
  }

  @Test("CJK text breaks between characters and never splits a wide character")
  func cjk() {
    #expect(cells.wrap("日本語のテキスト", width: 5).lines == ["日本", "語の", "テキ", "スト"])
    #expect(cells.wrap("Hello 世界", width: 8).lines == ["Hello 世", "界"])
    #expect(cells.wrap("日本", width: 1).lines == ["…", "…"])
  }

  @Test("emoji sequences stay whole and count two cells")
  func emoji() {
    let family = "👨‍👩‍👧"
    #expect(cells.wrap("\(family)\(family)\(family)", width: 4).lines == [family + family, family])
    #expect(
      cells.wrap("e\u{301}e\u{301}e\u{301}", width: 2).lines == ["e\u{301}e\u{301}", "e\u{301}"])
  }

  @Test("control characters are shown as stand-ins and measured as such")
  func controls() {
    #expect(cells.wrap("a\u{1B}[2Jb", width: 3).lines == ["a␛[", "2Jb"])
  }

  @Test("a line cap ends the last kept line with an ellipsis")
  func maximumLines() {
    let wrapped = cells.wrap("one two three four five", width: 9, maximumLines: 2)
    #expect(wrapped.lines == ["one two", "three…"])
    #expect(wrapped.isTruncated)
    let full = cells.wrap("one two three", width: 9, maximumLines: 2)
    #expect(full.lines == ["one two", "three"])
    #expect(!full.isTruncated)
    #expect(cells.wrap("abcdefghij", width: 4, maximumLines: 1).lines == ["abc…"])
    #expect(
      cells.wrap("anything", width: 4, maximumLines: 0)
        == WrappedText(lines: [], isTruncated: true, width: 0))
  }

  @Test("single-line truncation keeps what fits and ends in an ellipsis")
  func truncation() {
    #expect(cells.truncate("Short", width: 10) == "Short")
    #expect(cells.truncate("Exactly10!", width: 10) == "Exactly10!")
    #expect(cells.truncate("Much longer title", width: 10) == "Much long…")
    #expect(cells.truncate("Two words", width: 5) == "Two…")
    #expect(cells.truncate("日本語テキスト", width: 6) == "日本…")
    #expect(cells.truncate("line\nbreak", width: 20) == "line break")
    #expect(cells.truncate("abc", width: 1) == "…")
    #expect(cells.truncate("abc", width: 0) == "")
  }

  @Test("empty text and zero widths give no lines")
  func degenerate() {
    #expect(cells.wrap("", width: 10) == .empty)
    #expect(cells.wrap("text", width: 0).lines.isEmpty)
    #expect(cells.wrap("text", width: -3).lines.isEmpty)
  }

  @Test("the fixed-width measurer wraps like a grid")
  func fixedWidth() {
    let wrapped = FixedWidthMeasurer().wrap("The quick brown fox", width: 10)
    #expect(wrapped.lines == ["The quick", "brown fox"])
    #expect(wrapped.width == 9)
  }

  @Test("a column narrower than \"…\" leaves out a character too wide for it")
  func narrowerThanEllipsis() {
    // In a CJK terminal "…" is two cells: in one column neither it nor "日" fits.
    let cjk = TerminalTextMeasurer(ambiguousIsWide: true)
    let wrapped = cjk.wrap("日a", width: 1)
    #expect(wrapped.lines.allSatisfy { cjk.width(of: $0) <= 1 }, "\(wrapped.lines)")
    #expect(wrapped.lines.joined() == "a")
  }

  @Test("random text: no line is wider than the width and no visible character is lost")
  func property() {
    var random = SeededGenerator(seed: 4)
    let pieces = [
      "a", "bc", "def", " ", "  ", "\n", "日", "👍🏽", "e\u{301}", "\t", "\u{7}", "ghijklmnop",
      "\u{E9}\u{301}", "か\u{3099}", "日本", "\u{3000}", "ü", "\u{A0}",
    ]
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
      let width = Int.random(in: 2...25, using: &random)
      let wrapped = cells.wrap(text, width: width)
      for line in wrapped.lines {
        #expect(cells.width(of: line) <= width, "\(text.debugDescription) at \(width)")
      }
      let visible = TextSanitizer.sanitized(String(text.filter { !$0.isWhitespace }))
      #expect(
        wrapped.lines.joined().filter { !$0.isWhitespace } == visible, "\(text.debugDescription)")
      // No cluster is split across lines.
      let kept = wrapped.lines.map { $0.filter { !$0.isWhitespace }.count }.reduce(0, +)
      #expect(kept == visible.count, "\(text.debugDescription)")
      let capped = cells.wrap(text, width: width, maximumLines: 2)
      #expect(capped.lines.count <= 2)
      #expect(capped.lines.allSatisfy { cells.width(of: $0) <= width })
    }
  }
}
