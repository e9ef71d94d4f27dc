import ScrimCore
import Testing

@Suite struct TerminalTextMeasurerTests {
  let measurer = TerminalTextMeasurer()

  @Test(
    "clusters measure as a terminal draws them",
    arguments: [
      ("a", 1), ("日", 2), ("ｱ", 1), ("Ａ", 2), ("e\u{301}", 1), ("か\u{3099}", 2),
      ("\u{200D}", 0), ("\u{FE0F}", 0), ("😀", 2), ("❤\u{FE0F}", 2), ("❤", 1),
      ("1\u{FE0F}\u{20E3}", 2), ("👨\u{200D}👩\u{200D}👧", 2), ("👍🏽", 2), ("🇫🇷", 2),
      ("🏳\u{FE0F}\u{200D}🌈", 2), ("\u{1B}", 1), ("\u{7F}", 1), ("\u{85}", 1),
      ("\u{AD}", 1), ("\u{1100}\u{1161}\u{11A8}", 2), ("…", 1), ("\u{3000}", 2),
    ] as [(String, Int)])
  func clusters(text: String, width: Int) {
    #expect(text.count == 1)
    #expect(measurer.width(of: text) == width, "\(text.unicodeScalars.map(\.value))")
  }

  @Test("ambiguous characters are two cells when the terminal says so")
  func ambiguous() {
    let cjk = TerminalTextMeasurer(ambiguousIsWide: true)
    #expect(measurer.width(of: "…αЖ─") == 4)
    #expect(cjk.width(of: "…αЖ─") == 8)
    #expect(cjk.width(of: "abc日") == 5)
    #expect(cjk.width(of: "e\u{301}") == 1)
    #expect(cjk.wrap("αβγδ", width: 5).lines == ["αβ", "γδ"])
  }

  @Test("strings are the sum of their clusters")
  func strings() {
    #expect(measurer.width(of: "") == 0)
    #expect(measurer.width(of: "hello") == 5)
    #expect(measurer.width(of: "日本語 ok") == 9)
    #expect(measurer.width(of: "na\u{308}ive 👩‍💻") == 8)
  }

  @Test("a combining mark with no base is shown on a dotted circle, one cell wide")
  func loneMark() {
    #expect(measurer.width(of: "\u{301}") == 1)
    #expect(measurer.width(of: "\u{301}x") == 2)
    #expect(TextSanitizer.sanitized("\u{301}x") == "\u{25CC}\u{301}x")
    #expect(TextSanitizer.sanitized("e\u{301}") == "e\u{301}")
    let afterControl = "\u{7}\u{301}"
    #expect(TextSanitizer.sanitized(afterControl) == "\u{2407}\u{25CC}\u{301}")
    #expect(
      measurer.width(of: afterControl) == measurer.width(of: TextSanitizer.sanitized(afterControl)))
    #expect(measurer.wrap("\u{301}abc", width: 10).lines == ["\u{25CC}\u{301}abc"])
  }

  @Test("control characters are replaced by one-cell stand-ins")
  func sanitizer() {
    #expect(TextSanitizer.sanitized("a\u{1B}[31mb\u{7}") == "a␛[31mb␇")
    #expect(TextSanitizer.sanitized("\u{9B}\u{7F}") == "\u{FFFD}␡")
    #expect(TextSanitizer.sanitized("plain") == "plain")
    let dirty = "\u{1B}]0;title\u{7}"
    #expect(measurer.width(of: dirty) == measurer.width(of: TextSanitizer.sanitized(dirty)))
  }
}
