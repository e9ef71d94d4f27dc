import ScrimSystem
import ScrimTerminal
import Testing

@testable import ScrimCLI

/// `ACCESSIBLE`, the variable other command-line tools share, asks scrim for line prompts
/// as `SCRIM_ACCESSIBLE=1` and `--accessible` do, in scrim's own commands and the drop-ins.
@MainActor
@Suite struct LinePromptRequestTests {
  private func answered(_ variables: [String: String]) async -> (String, StubRunner) {
    let runner = StubRunner()
    let output = BufferOutput()
    let io = ScriptedLineIO(["1"])
    let environment = CommandEnvironment.current {
      ["TERM": "xterm-256color"].merging(
        variables
      ) { $1 }[$0]
    }
    let command = ScrimCommand(
      environment: environment, interactiveRunner: runner, output: output,
      errors: BufferOutput(), makeLineIO: { io })
    _ = await command.run(["alert", "--title", "Delete the draft?", "--action", "Delete"])
    return (output.text, runner)
  }

  @Test(
    "ACCESSIBLE or SCRIM_ACCESSIBLE: scrim asks in line prompts, not on the screen",
    arguments: [["ACCESSIBLE": "1"], ["ACCESSIBLE": "yes"], ["SCRIM_ACCESSIBLE": "1"]])
  func asked(variables: [String: String]) async {
    let (result, runner) = await answered(variables)
    #expect(result == "Delete\n")
    #expect(runner.models.isEmpty, "nothing was drawn on the screen")
  }

  @Test(
    "empty, or SCRIM_ACCESSIBLE=0 over ACCESSIBLE: the screen as usual",
    arguments: [[:], ["ACCESSIBLE": ""], ["SCRIM_ACCESSIBLE": "0", "ACCESSIBLE": "1"]])
  func notAsked(variables: [String: String]) async {
    let (_, runner) = await answered(variables)
    #expect(runner.models.count == 1)
  }

  @Test("the drop-in as whiptail asks in line prompts under ACCESSIBLE=1")
  func dropIn() async {
    let fixture = CompatCommandTests.Fixture()
    fixture.variables = ["ACCESSIBLE": "1"]
    let end = await fixture.command(.whiptail, answers: ["Ann", ""]).run([
      "--inputbox", "Name?", "8", "40",
    ])
    #expect(end.status == 0)
    #expect(fixture.written(STDERR_FILENO) == "Ann")
  }
}
