import ScrimSystem
import ScrimTesting
import Testing

@testable import ScrimCLI

/// A drop-in's result follows scrim's own rule (`ResultText`): on a terminal its controls
/// are shown, not obeyed; through a pipe it is the real program's, byte for byte.
@Suite struct ResultOnTerminalTests {
  /// A tag that would set the terminal's title, ask for the cursor's place (whose reply
  /// the terminal types into the shell) and reverse the rest of the line.
  private let hostile = "\u{1B}]0;owned\u{07}\u{1B}[6n\u{202E}gpj.exe"
  private let shown = "␛]0;owned␇␛[6n\u{FFFD}gpj.exe"

  private func menu(_ tag: String) -> [String] {
    ["--menu", "Pick", "12", "50", "2", tag, "Evil", "b", "Banana"]
  }

  /// Through a pipe the tag is the real program's, byte for byte.
  @Test(
    "a menu tag written to a terminal has its controls shown", arguments: ["whiptail", "dialog"])
  func menuTag(program: String) async throws {
    let steps: [CompatHarness.Step] = [.wait("Banana"), .keys([.enter])]
    // bash points the result's stderr at the terminal, where the script did not catch it.
    let ours = try await CompatHarness.run(
      "/bin/bash",
      ["-c", "exec \"$0\" \"$@\" 2>&1", CompatHarness.scrim(as: program)] + menu(hostile),
      steps: steps)
    #expect(ours.exit == .exited(0))
    #expect(ours.report.joined().contains(shown), "scrim: \(ours)")
    let real = try await CompatHarness.compare(program, menu(hostile), steps: steps)
    #expect(real.standardError == hostile)
  }

  @Test("an input box's text, form lines and checklist tags: controls shown, format kept")
  func formatOnTerminal() {
    var output = CompatOutput(program: .dialog) { _ in nil }
    output.onTerminal = true
    let ok = { (value: BoxValue) in BoxEnding(reason: .button(.ok), value: value) }
    let options = CompatOptions()
    #expect(
      output.text(for: ok(.text("a\u{1B}]52;c;aGk=\u{07}")), options: options) == "a␛]52;c;aGk=␇")
    #expect(output.text(for: ok(.lines(["x\u{1B}", "y"])), options: options) == "x␛\ny\n")
    #expect(output.text(for: ok(.tags(["p q", "r\u{8}"])), options: options) == "\"p q\" r␈")
    output.onTerminal = false
    #expect(output.text(for: ok(.lines(["x\u{1B}", "y"])), options: options) == "x\u{1B}\ny\n")
  }
}

/// zenity's front prints its values already joined by line ends (a form's `|`-separated
/// line, a multiple list's rows): on a terminal each line's controls are shown, the line
/// ends stay, and through a pipe nothing changes.
@Suite struct ResultLinesOnTerminalTests {
  @Test("joined result lines: controls shown on a terminal, line ends kept, pipes untouched")
  func joinedLines() {
    let printed = "a\u{1B}]52;c;cHduZWQ=\u{07}|b\n\u{202E}gpj.exe\n"
    #expect(
      ResultText.shownLines(printed, onTerminal: true) == "a␛]52;c;cHduZWQ=␇|b\n\u{FFFD}gpj.exe\n")
    #expect(ResultText.shownLines(printed, onTerminal: false) == printed)
  }
}
