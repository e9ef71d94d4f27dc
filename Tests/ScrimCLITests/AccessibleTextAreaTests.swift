import ScrimCLI
@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Line mode over a text area: a read-only one is read out; an editable one shows its text
/// and takes lines up to a lone ".", as `mail` does.
@MainActor
@Suite struct AccessibleTextAreaTests {
  private func run(_ area: TextArea, answers: [String]) throws -> (String, ScriptedLineIO) {
    let dialog = Dialog(title: "Notes")
    dialog.addControl(.textArea(area))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    dialog.preferredAction = ok
    let io = ScriptedLineIO(answers, then: .endOfInput)
    _ = AccessibleRunner(io: io).run(CommandModel(showing: dialog))
    return (area.text, io)
  }

  @Test("editable: its text shown, then the lines up to a lone \".\" replace it")
  func editable() throws {
    let (text, io) = try run(
      TextArea(text: "old\ntext", isEditable: true), answers: ["first", "", "\tthird", ".", "2"])
    #expect(text == "first\n\n\tthird")
    #expect(io.transcript.contains("| old\n| text\n"))
    #expect(io.transcript.contains("Text area (type its lines, then \".\" alone"))
    #expect(io.transcript.contains("> > > "))
  }

  @Test("editable: Return first keeps the text, \".\" first empties it")
  func keepAndEmpty() throws {
    #expect(try run(TextArea(text: "kept", isEditable: true), answers: ["", "2"]).0 == "kept")
    #expect(try run(TextArea(text: "gone", isEditable: true), answers: [".", "2"]).0 == "")
  }

  @Test("read-only: its lines are read out, and nothing is asked for it")
  func readOnly() throws {
    let (text, io) = try run(TextArea(text: "Line one\nLine two"), answers: ["2"])
    #expect(text == "Line one\nLine two")
    #expect(io.transcript.hasPrefix("Notes\nLine one\nLine two\n  1. Cancel\n  2. OK (default)\n"))
  }
}
