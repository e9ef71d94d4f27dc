import ScrimCLI
import ScrimCore
import Testing

/// `:required`, `--pattern`, `--range` and `--error-text`: what a script asks of a field,
/// refused on the command line when it cannot mean anything, and kept by the dialog until
/// the text passes.
@MainActor
@Suite struct FieldCheckTests {
  private func run(_ arguments: [String], answers: [String]) throws -> (
    CommandOutcome, ScriptedLineIO
  ) {
    let io = ScriptedLineIO(answers, then: .endOfInput)
    let outcome = AccessibleRunner(io: io).run(CommandModel(try invocation(arguments)))
    return (outcome, io)
  }

  @Test("a required port in a range is asked again until it passes, then printed")
  func askedAgain() throws {
    let (outcome, io) = try run(
      [
        "dialog", "--title", "Server", "--field", "Port:required", "--range", "Port=1..65535",
        "--error-text", "Port=A port is a number from 1 to 65535",
      ], answers: ["", "70000", "8080", "2"])
    #expect(outcome.fields == [FieldValue(name: "Port", value: "8080")])
    #expect(outcome.exitStatus == 0)
    // The scripted answers are not echoed: each error follows its prompt on the line.
    let said = io.transcript.split(separator: "\n")
    #expect(said.filter { $0 == "Port: Error: A port is a number from 1 to 65535" }.count == 2)
    #expect(
      said.contains { $0.hasPrefix("Port [70000]: ") }, "asked a third time, refused text kept")
  }

  @Test("a pattern holds an alert's actions back; Cancel stays offered")
  func alertPattern() throws {
    let (outcome, io) = try run(
      [
        "alert", "--title", "Rename", "--field", "Name", "--pattern", "Name=[a-z][a-z0-9-]*",
        "--action", "Rename:default", "--action", "Cancel:cancel",
      ], answers: ["Bad Name", "good-name", "2"])
    #expect(io.transcript.contains("Error: Must match [a-z][a-z0-9-]*"))
    #expect(outcome.action?.label == "Rename")
    #expect(outcome.fields == [FieldValue(name: "Name", value: "good-name")])
  }

  @Test("both options on one field, in either order, and a colon in a name is text")
  func options() throws {
    let dialog = try invocation(["dialog", "--title", "T", "--field", "PIN:required:secure"])
    guard case .dialog(let spec) = dialog.content, case .field(let field)? = spec.controls.first
    else {
      Issue.record("no field")
      return
    }
    #expect(field.name == "PIN" && field.isSecure && field.check.isRequired)
    let ratio = try invocation(["dialog", "--title", "T", "--field", "Ratio 16:9"])
    guard case .dialog(let other) = ratio.content, case .field(let plain)? = other.controls.first
    else {
      Issue.record("no field")
      return
    }
    #expect(plain.name == "Ratio 16:9" && !plain.check.isRequired)
  }

  @Test(
    "what cannot mean anything is refused before anything shows",
    arguments: [
      (["--field", "A", "--pattern", "B=x"], "names no --field"),
      (
        ["--field", "A", "--pattern", "A=("],
        "is not an extended regular expression (grep -E): Unmatched"
      ),
      (["--field", "A", "--range", "A=9..1"], "MIN no greater than MAX"),
      (["--field", "A", "--range", "A=one..two"], "MIN no greater than MAX"),
      (["--field", "A", "--error-text", "A=Bad"], "has nothing to check"),
      (["--field", "A", "--range", "A=1..2", "--range", "A=3..4"], "given twice"),
      (["--field", "A:mandatory"], "the options are :secure and :required"),
      (["--field", "A", "--pattern", "A"], "takes NAME=VALUE"),
    ])
  func refused(_ flags: [String], _ words: String) throws {
    let error = try #require(usageError(["dialog", "--title", "T"] + flags))
    #expect(error.description.contains(words), "\(error.description)")
  }
}
