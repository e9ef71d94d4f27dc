import ScrimCore
import Testing

@Suite struct TextSanitizerTests {
  @Test("escape sequences in user text become visible symbols")
  func escapeMadeVisible() {
    #expect(TextSanitizer.sanitized("evil\u{1B}[2J") == "evil\u{241B}[2J")
    #expect(TextSanitizer.sanitized("a\u{7}b\u{7F}c\u{9B}d") == "a\u{2407}b\u{2421}c\u{FFFD}d")
  }

  @Test("clean text is returned unchanged, CJK and emoji included")
  func cleanUnchanged() {
    let text = "Delete 写真? 👩‍👩‍👧 café"
    #expect(TextSanitizer.sanitized(text) == text)
  }

  @Test("no control character survives, for every C0 and C1 code point")
  func noControlSurvives() {
    let all = String(String.UnicodeScalarView((0...0x9F).compactMap(Unicode.Scalar.init)))
    #expect(!TextSanitizer.sanitized(all).unicodeScalars.contains(where: TextSanitizer.isControl))
  }
}
