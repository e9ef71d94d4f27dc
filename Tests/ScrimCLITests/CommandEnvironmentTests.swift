import ScrimCLI
import ScrimTerminal
import Testing

@Suite struct CommandEnvironmentTests {
  @Test("the terminal's variables reach the interface, ESCDELAY included")
  func variables() {
    let variables = [
      "TERM": "xterm-256color", "COLORTERM": "truecolor", "ESCDELAY": "200", "HOME": "/root",
    ]
    let environment = CommandEnvironment.current { variables[$0] }
    #expect(environment.terminal.term == "xterm-256color")
    #expect(environment.terminal.colorDepth == .trueColor)
    #expect(environment.terminal.escapeDelay == .milliseconds(200))
    let plain = CommandEnvironment.current { ["TERM": "xterm", "NO_COLOR": "1"][$0] }
    #expect(plain.terminal.colorDepth == .none)
    #expect(
      plain.terminal.escapeDelay
        == TerminalEnvironment(variables: [:], isTerminal: true).escapeDelay)
  }
}
