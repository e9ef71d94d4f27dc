@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// `returnOnCancelChoosesDefault`: Return on a focused Cancel chooses the default action,
/// as GTK 3 gives it to zenity's OK; without the option Return chooses what has focus.
@MainActor
@Suite("Return on Cancel")
struct ReturnOnCancelTests {
  /// An entry dialog with an extra button, Cancel and OK (the default), on a stage, and
  /// the title of the action whose handler ran.
  private func entry(option: Bool, okEnabled: Bool = true) throws -> (Stage, () -> String?) {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    let dialog = Dialog(title: "Add a new entry")
    dialog.addControl(.textField(TextField(placeholder: "Name")))
    var chosen: String?
    let later = AlertAction(title: "Later") { _ in chosen = "Later" }
    let cancel = AlertAction(title: "Cancel", style: .cancel) { _ in chosen = "Cancel" }
    let ok = AlertAction(title: "OK") { _ in chosen = "OK" }
    ok.isEnabled = okEnabled
    for action in [later, cancel, ok] { dialog.addAction(action) }
    dialog.preferredAction = ok
    dialog.presentationOptions.buttonOrder = .asAdded
    dialog.presentationOptions.returnOnCancelChoosesDefault = option
    try stage.present(dialog)
    stage.update()
    return (stage, { chosen })
  }

  @Test("with the option, Return on Cancel chooses OK")
  func choosesDefault() throws {
    let (stage, chosen) = try entry(option: true)
    stage.moveFocus(to: .action(1))
    stage.handle(.key(.enter))
    stage.update()
    #expect(chosen() == "OK")
  }

  @Test("without it, Return on Cancel chooses Cancel")
  func choosesFocused() throws {
    let (stage, chosen) = try entry(option: false)
    stage.moveFocus(to: .action(1))
    stage.handle(.key(.enter))
    stage.update()
    #expect(chosen() == "Cancel")
  }

  @Test("another button keeps Return, and a disabled OK leaves it to Cancel")
  func otherButtons() throws {
    let (stage, chosen) = try entry(option: true)
    stage.moveFocus(to: .action(0))
    stage.handle(.key(.enter))
    stage.update()
    #expect(chosen() == "Later")
    let (disabled, chosenThere) = try entry(option: true, okEnabled: false)
    disabled.moveFocus(to: .action(1))
    disabled.handle(.key(.enter))
    disabled.update()
    #expect(chosenThere() == "Cancel")
  }
}
