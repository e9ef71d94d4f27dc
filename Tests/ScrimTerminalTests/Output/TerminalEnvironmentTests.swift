import ScrimCore
import ScrimTerminal
import Testing

@Suite struct TerminalEnvironmentTests {
  private func environment(_ variables: [String: String], isTerminal: Bool = true)
    -> TerminalEnvironment
  {
    TerminalEnvironment(variables: variables, isTerminal: isTerminal)
  }

  @Test func colourDepthFollowsColortermTermAndNoColor() {
    #expect(environment(["TERM": "xterm", "COLORTERM": "truecolor"]).colorDepth == .trueColor)
    #expect(environment(["TERM": "xterm-256color"]).colorDepth == .ansi256)
    #expect(environment(["TERM": "xterm"]).colorDepth == .ansi16)
    #expect(environment(["TERM": "xterm-256color", "NO_COLOR": "1"]).colorDepth == .none)
    #expect(environment(["TERM": "xterm-256color", "NO_COLOR": ""]).colorDepth == .ansi256)
    #expect(environment(["TERM": "xterm-256color"], isTerminal: false).colorDepth == .none)
  }

  @Test func dumbWhenUnsetDumbOrNotATerminal() {
    #expect(environment([:]).isDumb)
    #expect(environment(["TERM": "dumb"]).isDumb)
    #expect(environment(["TERM": "xterm"], isTerminal: false).isDumb)
    #expect(!environment(["TERM": "xterm"]).isDumb)
  }

  @Test func escapeDelayReadsEscdelayInMillisecondsWithinBounds() {
    #expect(environment([:]).escapeDelay == .milliseconds(25))
    #expect(environment(["ESCDELAY": "100"]).escapeDelay == .milliseconds(100))
    #expect(environment(["ESCDELAY": "0"]).escapeDelay == .zero)
    #expect(environment(["ESCDELAY": "999999"]).escapeDelay == .seconds(1))
    #expect(environment(["ESCDELAY": "-5"]).escapeDelay == .zero)
    #expect(environment(["ESCDELAY": "soon"]).escapeDelay == .milliseconds(25))
  }
}
