import Testing

@testable import ScrimCLI

/// What each program writes for a box and how it exits.
@Suite struct CompatOutputTests {
  private let whiptail = CompatOutput(program: .whiptail) { _ in nil }
  private let dialog = CompatOutput(program: .dialog) { _ in nil }

  private func chosen(_ value: BoxValue?) -> BoxEnding {
    BoxEnding(reason: .button(.ok), value: value)
  }

  @Test("checklist tags: whiptail quotes each, dialog only those that need it")
  func checklistQuoting() {
    let tags = chosen(.tags(["a", "c d"]))
    #expect(whiptail.text(for: tags, options: CompatOptions()) == "\"a\" \"c d\"")
    #expect(dialog.text(for: tags, options: CompatOptions()) == "a \"c d\"")
    var quoted = CompatOptions()
    quoted.quoted = true
    #expect(dialog.text(for: tags, options: quoted) == "a \"c d\"")
    #expect(dialog.text(for: chosen(.tag("c d")), options: quoted) == "\"c d\"")
    #expect(dialog.text(for: chosen(.tag("c d")), options: CompatOptions()) == "c d")
  }

  @Test("dialog escapes every quote and backslash, even one a combining accent follows")
  func dialogEscapesByByte() {
    // `"` + U+0301 is one Character; left unescaped it would end the shell's quoted word.
    let tags = chosen(.tags(["say \"\u{301}hi\\", "it's"]))
    #expect(
      dialog.text(for: tags, options: CompatOptions()) == "\"say \\\"\u{301}hi\\\\\" \"it's\"")
    var single = CompatOptions()
    single.singleQuoted = true
    #expect(dialog.text(for: chosen(.tag("it's")), options: single) == "'it'\\''s'")
  }

  @Test("--separate-output: one tag a line, unquoted, in both")
  func separateOutput() {
    var options = CompatOptions()
    options.separateOutput = true
    let tags = chosen(.tags(["a", "c d"]))
    #expect(whiptail.text(for: tags, options: options) == "a\nc d\n")
    #expect(dialog.text(for: tags, options: options) == "a\nc d\n")
  }

  @Test("a menu's tag has no newline; form values one a line")
  func textAndLines() {
    #expect(whiptail.text(for: chosen(.tag("OS/2")), options: CompatOptions()) == "OS/2")
    #expect(dialog.text(for: chosen(.lines(["Ann", "3"])), options: CompatOptions()) == "Ann\n3\n")
  }

  @Test("Cancel and Esc write nothing")
  func nothingWritten() {
    let cancel = BoxEnding(reason: .button(.cancel), value: .text("x"))
    let escape = BoxEnding(reason: .closed, value: .text("x"))
    #expect(whiptail.text(for: cancel, options: CompatOptions()) == nil)
    #expect(whiptail.text(for: escape, options: CompatOptions()) == nil)
  }

  @Test("exit codes: 0 OK, 1 Cancel, 2 Help, 3 Extra, 255 Esc and time-out")
  func exitCodes() {
    let reasons: [BoxEnding.Reason] = [
      .button(.ok), .button(.cancel), .button(.help), .button(.extra(0)), .closed, .timeout,
      .finished,
    ]
    let codes = reasons.map { dialog.status(for: BoxEnding(reason: $0, value: nil)) }
    #expect(codes == [0, 1, 2, 3, 255, 255, 0])
  }

  @Test("dialog's DIALOG_* variables override its codes; whiptail ignores them")
  func overrides() {
    let variables = ["DIALOG_CANCEL": "7", "DIALOG_TIMEOUT": "5", "DIALOG_ERROR": "-1"]
    let dialog = CompatOutput(program: .dialog) { variables[$0] }
    let whiptail = CompatOutput(program: .whiptail) { variables[$0] }
    #expect(dialog.status(for: BoxEnding(reason: .button(.cancel), value: nil)) == 7)
    #expect(dialog.status(for: BoxEnding(reason: .timeout, value: nil)) == 5)
    #expect(dialog.errorStatus(unknownOption: false) == 255)
    #expect(whiptail.status(for: BoxEnding(reason: .button(.cancel), value: nil)) == 1)
    #expect(whiptail.errorStatus(unknownOption: true) == 1)
  }
}
