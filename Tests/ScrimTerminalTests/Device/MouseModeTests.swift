import ScrimTerminal
import Testing

@Suite struct MouseModeTests {
  @Test("by default the pointer's motion is reported (1003), so hovering holds a message")
  func motionByDefault() {
    let modes = TerminalModes()
    #expect(modes.enterSequence.contains("\u{1B}[?1003h"))
    #expect(modes.exitSequence.contains("\u{1B}[?1003l"))
  }

  @Test("without motion only presses and the wheel are reported (1000); both are switched off")
  func pressesOnly() {
    let modes = TerminalModes(mouseMotion: false)
    #expect(modes.enterSequence.contains("\u{1B}[?1000h"))
    #expect(!modes.enterSequence.contains("1003h"))
    #expect(modes.exitSequence.contains("\u{1B}[?1003l") && modes.exitSequence.contains("[?1000l"))
  }
}
