import ScrimCLI
@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Line mode reads a modal's tree once a question, so a sheet of many actions costs time
/// in proportion to its actions, not to their square.
@MainActor
@Suite struct ModalConversationWorkTests {
  @Test("a sheet of 2,000 actions is read out with one reading of its tree")
  func longSheetReadOnce() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24),
      measurer: TerminalTextMeasurer(), reducesMotion: true)
    stage.isAccessibilityModeOn = true
    let sheet = AlertController(title: "Pick one", message: "Any", preferredStyle: .actionSheet)
    for index in 0..<2_000 { sheet.addAction(AlertAction(title: "Item \(index)")) }
    try stage.present(sheet)
    stage.update()
    var said: [String] = []
    let conversation = ModalConversation(stage: stage) { said.append($0) }
    let question = try #require(conversation.nextQuestion())
    #expect(question.options.count == 2_000)
    #expect(said.contains("  2000. Item 1999\n"))
    #expect(conversation.treeReadCount == 1, "read once, not once a node")
  }
}
