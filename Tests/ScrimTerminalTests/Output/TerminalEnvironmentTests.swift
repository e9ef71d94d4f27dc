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

  @Test("REP after ASCII everywhere but the consoles, screen and JediTerm")
  func repeatOfASCII() {
    let xterm = ["TERM": "xterm-256color"]
    #expect(environment(xterm).supportsRepeat)
    #expect(environment(["TERM": "tmux-256color"]).supportsRepeat)
    for term in ["linux", "screen-256color", "vt100", "dumb"] {
      #expect(!environment(["TERM": term]).supportsRepeat, "\(term)")
    }
    #expect(
      !environment(xterm.merging(["TERMINAL_EMULATOR": "JetBrains-JediTerm"]) { $1 })
        .supportsRepeat)
  }

  @Test("REP beyond ASCII only where the terminal is known to repeat a border's character")
  func repeatBeyondASCII() {
    func beyond(_ variables: [String: String]) -> Bool {
      environment(["TERM": "xterm-256color"].merging(variables) { $1 }).supportsRepeatBeyondASCII
    }
    #expect(!beyond([:]), "an xterm-256color of unknown make (over ssh, say)")
    #expect(beyond(["VTE_VERSION": "7600"]))
    #expect(beyond(["XTERM_VERSION": "XTerm(390)"]))
    #expect(beyond(["TERM": "xterm-kitty"]))
    #expect(beyond(["TERM": "foot"]))
    // Inside tmux only tmux's version counts, whatever the outer terminal left behind.
    #expect(
      !beyond(["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a", "VTE_VERSION": "7600"]))
    #expect(!beyond(["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4"]))
    #expect(beyond(["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.5a"]))
    #expect(beyond(["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "next-3.6"]))
    #expect(!beyond(["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": ""]))
    #expect(!beyond(["TERM": "linux", "VTE_VERSION": "7600"]), "no REP at all there")
  }

  @Test("DEC's line-drawing set only where the terminal is known to draw it, not on a bare xterm")
  func lineDrawingSet() {
    let tmux = ["TERM": "xterm-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"]
    #expect(environment(tmux).supportsLineDrawingSet)
    #expect(environment(["TERM": "tmux-256color"]).supportsLineDrawingSet)
    #expect(environment(["TERM": "xterm-256color", "VTE_VERSION": "7006"]).supportsLineDrawingSet)
    #expect(environment(["TERM": "xterm-256color", "WT_SESSION": "x"]).supportsLineDrawingSet)
    #expect(environment(["TERM": "alacritty"]).supportsLineDrawingSet)
    // PuTTY, and any terminal reached over ssh, says only TERM=xterm: in UTF-8 PuTTY shows
    // the set as letters.
    #expect(!environment(["TERM": "xterm"]).supportsLineDrawingSet)
    #expect(!environment(["TERM": "xterm-256color"]).supportsLineDrawingSet)
    // Where curses, too, draws Unicode lines in UTF-8.
    #expect(!environment(["TERM": "linux"]).supportsLineDrawingSet)
    let screen = ["TERM": "screen-256color", "TERM_PROGRAM": "tmux"]
    #expect(!environment(screen).supportsLineDrawingSet)
    var refused = tmux
    refused["NCURSES_NO_UTF8_ACS"] = "1"
    #expect(!environment(refused).supportsLineDrawingSet)
    refused["NCURSES_NO_UTF8_ACS"] = "0"
    #expect(environment(refused).supportsLineDrawingSet)
  }
}
