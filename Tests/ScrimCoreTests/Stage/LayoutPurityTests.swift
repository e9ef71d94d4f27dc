@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Layout is a pure function of the content, the stage's UI state, the size, the metrics
/// and the measurer: laying a shown modal out elsewhere, or checking it against the
/// guidelines at other sizes, changes nothing of what the stage shows.
@MainActor
@Suite struct LayoutPurityTests {
  /// What the stage shows of its modal, as a value.
  private func shown(_ stage: Stage) -> ModalLayerState? {
    for case .modal(let state) in stage.scene().layers { return state }
    return nil
  }

  @Test("layout(in:) and Guidelines.check at other sizes change nothing on screen")
  func layoutAndChecksChangeNothing() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24),
      measurer: TerminalTextMeasurer(), reducesMotion: true)
    let dialog = Dialog(title: "Packages", message: "Choose what to install.")
    let items = (0..<200).map { ChoiceList.Item(title: "pkg\($0)", detail: "Package \($0)") }
    let list = ChoiceList(title: "Packages", items: items)
    list.selectionMode = .marked
    dialog.addControl(.choice(list))
    dialog.addControl(.textField(TextField(placeholder: "Note")))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    stage.update()
    // Move the highlight and the window away from where a fresh layout would put them.
    stage.handle(.key(.pageDown))
    stage.handle(.key(.pageDown))
    stage.handle(.key(.down))
    let before = try #require(shown(stage))
    guard case .choice(let shownList)? = before.control(0) else {
      Issue.record("the list is not shown")
      return
    }
    #expect(shownList.highlight > 10, "the keys moved the highlight")
    let chosen = list.selectedIndex

    for size in [Size(width: 40, height: 10), Size(width: 132, height: 50)] {
      _ = dialog.layout(in: size, measurer: TerminalTextMeasurer())
      _ = Guidelines.check(dialog, in: size)
    }

    #expect(shown(stage) == before)
    #expect(list.selectedIndex == chosen)
  }

  @Test("a layout outside the stage starts where the list starts, whatever the stage moved")
  func layoutOutsideTheStageIsFresh() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24),
      measurer: TerminalTextMeasurer(), reducesMotion: true)
    let dialog = Dialog(title: "Pick")
    let list = ChoiceList(title: "Many", options: (0..<100).map { "item \($0)" })
    list.selectionMode = .marked
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK"))
    let fresh = dialog.layout(in: Size(width: 80, height: 24), measurer: TerminalTextMeasurer())
    try stage.present(dialog)
    stage.update()
    stage.handle(.key(.end))
    let again = dialog.layout(in: Size(width: 80, height: 24), measurer: TerminalTextMeasurer())
    #expect(again == fresh, "the stage's window is the stage's, not the list's")
  }
}
