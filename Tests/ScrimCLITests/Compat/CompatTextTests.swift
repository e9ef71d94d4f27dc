import Testing

@testable import ScrimCLI

/// Text as the replaced program lays it out, and a gauge's input.
@Suite struct CompatTextTests {
  @Test("substituting matches bytes from the start, without overlaps, and leaves the rest")
  func substituting() {
    #expect("a\\nb\\n".substituting("\\n", with: "\n") == "a\nb\n")
    #expect("aaa".substituting("aa", with: "b") == "ba")
    #expect("abc".substituting("", with: "x") == "abc")
    #expect("ab".substituting("abc", with: "x") == "ab")
    #expect("é\\né".substituting("\\n", with: " ") == "é é")
  }

  @Test("\\n breaks the line in both programs")
  func newlineEscape() {
    #expect(CompatText.shown("a\\nb", program: .whiptail, options: CompatOptions()) == "a\nb")
    #expect(CompatText.shown("a\\nb", program: .dialog, options: CompatOptions()) == "a\nb")
  }

  @Test("dialog's \\Z colour escapes never show raw")
  func colorEscapes() {
    var options = CompatOptions()
    options.colors = true
    #expect(
      CompatText.shown("\\Z1red\\Zn and \\Zbbold", program: .dialog, options: options)
        == "red and bold")
    #expect(CompatText.shown("\\Z1x", program: .dialog, options: CompatOptions()) == "x")
  }

  @Test("dialog collapses blanks and newlines unless --no-collapse or --cr-wrap")
  func dialogWhitespace() {
    let text = "one   two\n   three"
    #expect(CompatText.shown(text, program: .dialog, options: CompatOptions()) == "one two three")
    var crWrap = CompatOptions()
    crWrap.crWrap = true
    #expect(CompatText.shown(text, program: .dialog, options: crWrap) == "one two\n three")
    var keep = CompatOptions()
    keep.noCollapse = true
    #expect(CompatText.shown(text, program: .dialog, options: keep) == text)
    #expect(CompatText.shown(text, program: .whiptail, options: CompatOptions()) == text)
  }

  @Test("a gauge reads numbers, and XXX blocks of a percentage and new text")
  func gaugeFeed() {
    var feed = GaugeFeed()
    let lines = [
      "10", "XXX", "40", "Copying", "files", "XXX", "junk", "XXX", "The new", "XXX", "150",
    ]
    let updates = lines.flatMap { feed.take($0) }
    #expect(
      updates == [
        .percent(10), .percent(40), .text("Copying\nfiles"), .text("The new"), .percent(100),
      ])
  }
}
