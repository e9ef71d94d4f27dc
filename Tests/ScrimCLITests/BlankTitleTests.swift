import ScrimCLI
import Testing

/// An alert or dialog must say something: a blank title with no message is a usage error.
@MainActor
@Suite struct BlankTitleTests {
  @Test(
    "a blank --title with no message exits 64 and says what to give; nothing is shown",
    arguments: [
      ["alert", "--title", ""],
      ["alert", "--title", " \t", "--action", "OK", "--field", "name"],
      ["alert", "--title", "", "--message", "  "],
      ["dialog", "--title", "", "--toggle", "admin"],
    ])
  func blank(arguments: [String]) async {
    for term in ["xterm-256color", "dumb"] {
      let harness = CommandHarness(answers: ["1"], term: term)
      #expect(await harness.command.run(arguments) == Termination(status: 64))
      let lines = harness.errors.text.split(separator: "\n").map(String.init)
      #expect(
        lines.first
          == "error: \(arguments[0]) needs a --title that is not blank (or a --message): "
          + "say what happened or what is being decided")
      #expect(lines.last == "see scrim \(arguments[0]) --help")
      #expect(harness.output.text.isEmpty)
      #expect(harness.runner.models.isEmpty && harness.io.readCount == 0, "nothing is shown")
    }
  }

  @Test(
    "a blank title with a message, or a sheet without a title, is shown as before",
    arguments: [
      ["alert", "--title", "", "--message", "Saved."],
      ["sheet", "--title", "", "--action", "PDF"],
      ["sheet", "--action", "PDF"],
    ])
  func notBlank(arguments: [String]) async {
    let harness = CommandHarness(answers: ["1"], term: "dumb")
    #expect(await harness.command.run(arguments) == Termination(status: 0))
    #expect(harness.errors.text.isEmpty)
  }
}
