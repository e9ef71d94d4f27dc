import ScrimTerminal
import Testing

@Suite struct KeyParsingTests {
  @Test(
    "control bytes are Enter, Tab, Backspace, Esc and Ctrl-letters",
    arguments: InputGoldens.controls)
  func controls(_ input: InputCase) {
    #expect(parse(input.bytes) == input.events)
  }

  @Test(
    "arrows, Home and End parse in CSI and SS3 forms with modifiers", arguments: InputGoldens.cursor
  )
  func cursorKeys(_ input: InputCase) {
    #expect(parse(input.bytes) == input.events)
  }

  @Test("tilde editing keys and rxvt variants parse", arguments: InputGoldens.editing)
  func editingKeys(_ input: InputCase) {
    #expect(parse(input.bytes) == input.events)
  }

  @Test("F1 to F12 parse, with modifiers", arguments: InputGoldens.function)
  func functionKeys(_ input: InputCase) {
    #expect(parse(input.bytes) == input.events)
  }

  @Test("ESC before a key is Alt; ESC before a sequence is Esc", arguments: InputGoldens.alt)
  func altKeys(_ input: InputCase) {
    #expect(parse(input.bytes) == input.events)
  }

  @Test("every Ctrl-letter byte is ctrl plus its lowercase letter, except Tab, LF, CR and BS")
  func everyCtrlLetter() {
    let special: [UInt8: TerminalKey] = [0x08: .backspace, 0x09: .tab, 0x0A: .enter, 0x0D: .enter]
    for byte in UInt8(1)...26 {
      let letter = Character(Unicode.Scalar(byte + 0x60))
      let expected = special[byte].map { InputEvent.key($0) } ?? .key(.character(letter), .ctrl)
      #expect(parse([byte]) == [expected], "byte \(byte)")
    }
  }

  @Test("every modifier parameter from 1 to 16 decodes to xterm's bits")
  func modifierParameters() {
    for parameter in 1...16 {
      let events = parse(esc + "[1;\(parameter)A")
      let expected = KeyModifiers(rawValue: UInt8(parameter - 1))
      #expect(events == [.key(.up, expected)], "parameter \(parameter)")
    }
  }

  @Test("key presses describe themselves in the usual notation")
  func descriptions() {
    #expect(KeyPress(.up, modifiers: [.ctrl, .alt]).description == "ctrl+alt+up")
    #expect(KeyPress(.tab, modifiers: .shift).description == "shift+tab")
    #expect(KeyPress(.function(5)).description == "f5")
  }
}
