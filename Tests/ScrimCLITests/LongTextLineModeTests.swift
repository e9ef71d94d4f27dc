import ScrimCLI
@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Line mode over a text too long to hold: it reads 10,000 lines, then asks whether to
/// read on, so a gigabyte is read a bounded part at a time, on request.
@MainActor
@Suite struct LongTextLineModeTests {
  @Test("25,000 lines: 10,000 read, Return reads 10,000 more, q goes on to the buttons")
  func readsOnRequest() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24),
      measurer: TerminalTextMeasurer(), reducesMotion: true)
    stage.isAccessibilityModeOn = true
    let dialog = Dialog(title: "Log")
    dialog.addControl(.textArea(TextArea(lines: NumberedLines(count: 25_000))))
    dialog.addAction(AlertAction(title: "Exit"))
    try stage.present(dialog)
    stage.update()
    var said: [String] = []
    let conversation = ModalConversation(stage: stage) { said.append($0) }
    let more = try #require(conversation.nextQuestion())
    #expect(more.prompt == LineReading.morePrompt)
    #expect(said.first == "Log\n" && said.last == "line 10000\n")
    #expect(said.count == 10_001)
    #expect(more.answer(""))
    said = []
    let again = try #require(conversation.nextQuestion())
    #expect(said.first == "line 10001\n" && said.last == "line 20000\n")
    #expect(again.answer("q"))
    said = []
    let action = try #require(conversation.nextQuestion())
    #expect(action.options.map(\.label) == ["Exit"], "q went on to the buttons")
    #expect(!said.contains("line 20001\n"))
  }
}

/// Lines "line 1" to "line `count`".
@MainActor
private final class NumberedLines: TextLineSource {
  let count: Int

  init(count: Int) { self.count = count }

  func line(at index: Int) -> String? { index >= 0 && index < count ? "line \(index + 1)" : nil }

  var lineCount: Int { count }
}
