import ScrimSystem
import ScrimTesting
import Testing

@testable import ScrimCLI

/// dialog's `--editbox` beside the real dialog: the caret at the text's start, typing,
/// OK writing the text with each line ended, Cancel and Esc writing nothing.
@Suite struct EditboxComparisonTests {
  @Test("--editbox: typed text goes in at the start; OK writes every line ended; exit 0")
  func typeThenOK() async throws {
    try await CompatHarness.withFile("alpha\nbeta") { path in
      let run = try await CompatHarness.compare(
        "dialog", ["--title", "Feeds", "--editbox", path, "12", "40"],
        steps: [.wait("beta"), .type("x"), .wait("xalpha"), .keys([.tab, .enter])])
      #expect(run.exit == .exited(0))
      #expect(run.standardError == "xalpha\nbeta\n")
    }
  }

  @Test("--editbox: Return makes a new line; Cancel exits 1 and Esc 255, writing nothing")
  func newLineCancelEscape() async throws {
    try await CompatHarness.withFile("one\n") { path in
      let run = try await CompatHarness.compare(
        "dialog", ["--editbox", path, "10", "30"],
        steps: [.wait("one"), .keys([.enter]), .type("z"), .keys([.tab, .enter])])
      #expect(run.standardError == "\nzone\n")
      let cancel = try await CompatHarness.compare(
        "dialog", ["--editbox", path, "10", "30"],
        steps: [.wait("one"), .keys([.tab, .tab, .enter])])
      #expect(cancel.exit == .exited(1) && cancel.standardError.isEmpty)
      try await CompatHarness.compare(
        "dialog", ["--editbox", path, "10", "30"], steps: [.wait("one"), .keys([.escape])])
    }
  }

  @Test("an empty file: OK writes one line break, as dialog does")
  func emptyFile() async throws {
    try await CompatHarness.withFile("") { path in
      let run = try await CompatHarness.compare(
        "dialog", ["--editbox", path, "10", "30"], steps: [.wait("OK"), .keys([.tab, .enter])])
      #expect(run.standardError == "\n")
    }
  }
}

/// What the editbox writes and refuses, without a terminal.
@Suite struct EditboxTextTests {
  @Test("each line ended: a last line without a break gets one, nothing becomes one")
  func endedLines() {
    #expect(CompatBuilder.editedText("a\nb") == "a\nb\n")
    #expect(CompatBuilder.editedText("a\nb\n") == "a\nb\n")
    #expect(CompatBuilder.editedText("") == "\n")
  }
}
