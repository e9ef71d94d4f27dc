@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Two focus rules a box can ask the core for (zenity's): where focus starts when a list
/// follows other controls, and focus moving to the default action once it is enabled.
@MainActor
@Suite("Focus options: a list's first focus, the default when enabled")
struct FocusFollowingOptionsTests {
  private func stage() -> Stage {
    Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
  }

  /// A form with a field, then a combo, and Cancel and OK in the order added.
  private func form(listFirst: Bool) throws -> Stage {
    let stage = stage()
    let dialog = Dialog(title: "Add a friend")
    dialog.addControl(.textField(TextField(placeholder: "Name")))
    dialog.addControl(.choice(ChoiceList(title: "Day", options: ["Mon", "Tue"])))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    dialog.presentationOptions.buttonOrder = .asAdded
    dialog.presentationOptions.listTakesFirstFocus = listFirst
    try stage.present(dialog)
    stage.update()
    return stage
  }

  @Test("in the order added a list takes first focus; without it the first field does")
  func listFirstFocus() throws {
    #expect(try form(listFirst: true).focus == .control(1))
    #expect(try form(listFirst: false).focus == .control(0))
  }

  /// A progress dialog whose OK starts disabled, as zenity's does.
  private func progress(option: Bool) throws -> (Stage, AlertAction, AlertAction) {
    let stage = stage()
    let dialog = Dialog(title: "Copying")
    dialog.addControl(.progress(ProgressIndicator(fraction: 0)))
    let cancel = AlertAction(title: "Cancel", style: .cancel)
    let ok = AlertAction(title: "OK")
    ok.isEnabled = false
    dialog.addAction(cancel)
    dialog.addAction(ok)
    dialog.preferredAction = ok
    dialog.presentationOptions.buttonOrder = .asAdded
    dialog.presentationOptions.focusesDefaultWhenEnabled = option
    try stage.present(dialog)
    stage.update()
    return (stage, cancel, ok)
  }

  @Test("with the option, OK takes focus the turn it is enabled, and only then")
  func defaultTakesFocusWhenEnabled() throws {
    let (stage, _, ok) = try progress(option: true)
    #expect(stage.focus == .action(0))
    ok.isEnabled = true
    stage.update()
    #expect(stage.focus == .action(1))
    // Once enabled, the user may leave it: focus stays where they put it.
    stage.handle(.key(.tab))
    stage.update()
    #expect(stage.focus == .action(0))
  }

  @Test("with the option, a disabled Cancel under focus hands it to an enabled OK")
  func disabledFocusMovesToDefault() throws {
    let (stage, cancel, ok) = try progress(option: true)
    ok.isEnabled = true
    stage.update()
    stage.moveFocus(to: .action(0))
    cancel.isEnabled = false
    stage.update()
    #expect(stage.focus == .action(1))
  }

  @Test("without the option, focus stays on Cancel when OK is enabled")
  func withoutOption() throws {
    let (stage, _, ok) = try progress(option: false)
    ok.isEnabled = true
    stage.update()
    #expect(stage.focus == .action(0))
  }
}
