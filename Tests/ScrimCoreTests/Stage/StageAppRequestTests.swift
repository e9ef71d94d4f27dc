import ScrimCore
import ScrimTesting
import Testing

/// What an app asks of the active modal from outside the user's input (focus on a stop,
/// an end once its work is done) goes through the stage, which keeps the modal's rules.
@MainActor
@Suite struct StageAppRequestTests {
  private func stage(showing dialog: Dialog) throws -> Stage {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    try stage.present(dialog)
    stage.update()
    return stage
  }

  private func form(onCancel: @escaping @MainActor (AlertAction) -> Void = { _ in }) -> Dialog {
    let dialog = Dialog(title: "New user")
    dialog.addControl(.textField(TextField(placeholder: "Name")))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel, handler: onCancel))
    let create = AlertAction(title: "Create")
    create.isEnabled = false
    dialog.addAction(create)
    return dialog
  }

  @Test("focus moves to a stop the modal has; a disabled button or a missing one is refused")
  func moveFocus() throws {
    let stage = try stage(showing: form())
    #expect(stage.focusOrder == [.control(0), .action(0)])
    #expect(stage.moveFocus(to: .action(0)))
    #expect(stage.focus == .action(0))
    #expect(!stage.moveFocus(to: .action(1)), "Create is disabled")
    #expect(!stage.moveFocus(to: .control(7)))
    #expect(stage.focus == .action(0))
    #expect(stage.moveFocus(to: nil))
    #expect(stage.focus == nil)
  }

  @Test("dismiss ends the modal as the app's, running no handler; focus then stays put")
  func dismiss() throws {
    var ran = false
    let dialog = form { _ in ran = true }
    let stage = try stage(showing: dialog)
    var result: DismissResult?
    let waiting = Dialog(title: "Next")
    waiting.addAction(AlertAction(title: "OK"))
    try stage.present(waiting) { result = $0 }
    stage.dismiss(waiting)
    #expect(result?.reason == .programmatic, "a waiting modal ends at once")
    stage.dismiss(dialog)
    #expect(!stage.moveFocus(to: .control(0)), "a leaving modal takes no focus")
    stage.update()
    #expect(stage.presenter.activeModal == nil)
    #expect(!ran)
    #expect(stage.focusOrder.isEmpty)
  }
}
