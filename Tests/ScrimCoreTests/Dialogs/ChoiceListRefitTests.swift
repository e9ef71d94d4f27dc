@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct ChoiceListRefitTests {
  @Test("a list that grows while shown fits the screen again, instead of keeping its old rows")
  func growingListRefits() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    let list = ChoiceList(title: "Packages", options: ["a", "b"])
    let dialog = Dialog(title: "Pick")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    func rows() -> Int? {
      for case .modal(let state) in stage.scene().layers {
        return state.layout.items.first.map { $0.lines.count - 1 }
      }
      return nil
    }
    #expect(rows() == 2)
    list.options = (0..<100).map { "item \($0)" }
    let grown = try #require(rows())
    #expect(grown > 5 && grown < 24)
    list.visibleRowLimit = 4
    #expect(rows() == 4)
  }
}
