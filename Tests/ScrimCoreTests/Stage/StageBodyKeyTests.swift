@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct StageBodyKeyTests {
  private func textbox(lines: Int) throws -> Stage {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    let text = (1...lines).map { "Line \($0) of the file" }.joined(separator: "\n")
    let dialog = Dialog(title: "README", message: text)
    dialog.addAction(AlertAction(title: "Exit"))
    try stage.present(dialog)
    stage.update()
    return stage
  }

  private func bodyOffset(_ stage: Stage) -> Int? {
    for case .modal(let state) in stage.scene().layers { return state.scroll.body }
    return nil
  }

  @Test("a body too long to show scrolls by Down, PageDown, End, Up, PageUp and Home")
  func keysScrollTheBody() throws {
    let stage = try textbox(lines: 100)
    #expect(bodyOffset(stage) == 0)
    stage.handle(.key(.down))
    #expect(bodyOffset(stage) == 1)
    stage.handle(.key(.pageDown))
    let paged = try #require(bodyOffset(stage))
    #expect(paged > 2)
    stage.handle(.key(.end))
    let bottom = try #require(bodyOffset(stage))
    #expect(bottom > paged)
    stage.handle(.key(.up))
    #expect(bodyOffset(stage) == bottom - 1)
    stage.handle(.key(.pageUp))
    #expect(try #require(bodyOffset(stage)) < bottom - 1)
    stage.handle(.key(.home))
    #expect(bodyOffset(stage) == 0)
    #expect(stage.presenter.focus == .action(0), "the button keeps focus")
  }

  @Test("a body that fits leaves Up and Down to move focus between the buttons")
  func shortBodyMovesFocus() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    let dialog = Dialog(title: "Short", message: "One line.")
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    #expect(stage.presenter.focus == .action(1))
    stage.handle(.key(.up))
    #expect(stage.presenter.focus == .action(0))
  }
}

@MainActor
@Suite struct StageFormBodyKeyTests {
  @Test("in a form taller than the screen, Down moves between fields; PageDown scrolls")
  func formKeepsArrowsForFields() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    let text = (1...40).map { "Line \($0)" }.joined(separator: "\n")
    let dialog = Dialog(title: "Form", message: text)
    dialog.addControl(.textField(TextField(placeholder: "Name")))
    dialog.addControl(.textField(TextField(placeholder: "Email")))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    stage.update()
    #expect(stage.presenter.focus == .control(0))
    stage.handle(.key(.down))
    #expect(stage.presenter.focus == .control(1))
    stage.handle(.key(.home))
    stage.handle(.key(.pageUp))
    #expect(stage.presenter.focus == .control(1), "the keys a field lacks scroll, not move")
  }
}
