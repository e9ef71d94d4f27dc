import ScrimSystem
import ScrimTerminal
import Testing

@testable import ScrimCLI

/// `scrim zenity --color-selection` as line prompts, in process: a colour typed, one GTK
/// does not read asked again with the field's error, what OK prints and the exit status.
@MainActor
@Suite("zenity's colour selection as line prompts")
struct ZenityColorSelectionLineTests {
  struct Run {
    var status: Int32
    var output: String
    var transcript: String
  }

  private func run(_ arguments: [String], answers: [String]) async -> Run {
    let io = ScriptedLineIO(answers, then: .endOfInput)
    let output = BufferOutput()
    var command = ZenityDropIn(
      environment: CommandEnvironment(
        terminal: TerminalEnvironment(variables: ["TERM": "xterm"], isTerminal: true),
        standardOutputIsTerminal: false),
      output: output, errors: BufferOutput(), variable: { ["SCRIM_ACCESSIBLE": "1"][$0] },
      openDevice: { () throws(TerminalError) -> any TerminalDevice in
        throw .noTerminal(path: "/dev/tty", errno: ENXIO)
      },
      makeLineIO: { io })
    command.input = Glibc.open("/dev/null", O_RDONLY)
    defer { close(command.input) }
    let end = await command.run(arguments)
    return Run(status: end.status, output: output.text, transcript: io.transcript)
  }

  @Test("a colour typed prints as rgb; one GTK cannot read is asked again; Cancel is 1")
  func typed() async {
    let given = await run(["--color-selection", "--color=#abc"], answers: ["", ""])
    #expect(given.status == 0 && given.output == "rgb(170,187,204)\n")
    #expect(given.transcript.contains("#AABBCC"))
    let refused = await run(
      ["--color-selection"], answers: ["hsl(1,2%,3%)", "rgba(0,128,255,0.5)", ""])
    #expect(refused.transcript.contains("Not a colour"))
    #expect(refused.status == 0 && refused.output == "rgba(0,128,255,0.5)\n")
    let cancelled = await run(["--color-selection"], answers: ["", "1"])
    #expect(cancelled.status == 1 && cancelled.output.isEmpty)
  }

  @Test("with --show-palette a swatch's number picks it")
  func palette() async {
    let done = await run(["--color-selection", "--show-palette"], answers: ["3", "", ""])
    #expect(done.transcript.contains("Scarlet Red"))
    #expect(done.status == 0 && done.output == "rgb(204,0,0)\n")
  }
}
