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

  /// Unicode's control characters, general category Cc, written out here rather than taken
  /// from the sanitizer: C0 (U+0000 to U+001F), DEL (U+007F) and C1 (U+0080 to U+009F).
  private static let controlRanges: [ClosedRange<UInt32>] = [0x00...0x1F, 0x7F...0x7F, 0x80...0x9F]

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    controlRanges.contains { $0.contains(scalar.value) }
  }

  @Test("the test's control ranges are Unicode's general category Cc")
  func controlRangesAreCc() {
    let disagreeing = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
      Self.isControl($0) != ($0.properties.generalCategory == .control)
    }
    #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5).map(\.value))")
  }

  @Test("no control character survives, each replaced by one visible stand-in")
  func noControlSurvives() {
    let controls = Self.controlRanges.flatMap { $0 }.compactMap(Unicode.Scalar.init)
    #expect(controls.count == 65)
    for scalar in controls {
      let shown = TextSanitizer.sanitized("a\(Character(scalar))b").unicodeScalars
      let hex = String(scalar.value, radix: 16, uppercase: true)
      #expect(!shown.contains(where: Self.isControl), "U+\(hex) survived")
      #expect(shown.count == 3, "U+\(hex) became \(shown.count - 2) scalars")
    }
  }
}
