import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct ButtonOrderTests {
  private func yesNo(_ order: ButtonOrder) -> (Dialog, yes: AlertAction, no: AlertAction) {
    let dialog = Dialog(title: "Continue?")
    let yes = AlertAction(title: "Yes")
    let no = AlertAction(title: "No", style: .cancel)
    dialog.addAction(yes)
    dialog.addAction(no)
    dialog.presentationOptions.buttonOrder = order
    return (dialog, yes, no)
  }

  @Test("as added, buttons show and take focus in the order added; the platform puts Cancel first")
  func orderFollowsTheOption() throws {
    let (platform, _, _) = yesNo(.platform)
    #expect(platform.displayOrder(for: .row).map(\.title) == ["No", "Yes"])
    let (added, _, _) = yesNo(.asAdded)
    #expect(added.displayOrder(for: .row).map(\.title) == ["Yes", "No"])
    #expect(added.displayOrderIndices(for: .stack) == [0, 1])
    let presenter = Presenter(clock: ManualClock(), reducesMotion: true)
    try presenter.present(added)
    #expect(presenter.focus == .action(0), "Yes, the default, has focus first")
    presenter.handle(.key(.right))
    #expect(presenter.focus == .action(1), "Right goes on to No, drawn after it")
    presenter.handle(.key(.left))
    #expect(presenter.focus == .action(0))
  }

  @Test("as added, a preferred No (whiptail's --defaultno) has focus first, and Return answers No")
  func defaultNoFocusesNo() throws {
    let (dialog, _, no) = yesNo(.asAdded)
    dialog.preferredAction = no
    let presenter = Presenter(clock: ManualClock(), reducesMotion: true)
    var result: DismissResult?
    try presenter.present(dialog) { result = $0 }
    #expect(presenter.focus == .action(1))
    presenter.handle(.key(.enter))
    presenter.update()
    #expect(result?.action === no)
  }

  @Test("as added, a list has focus first even after a field, and Tab goes to OK, then Cancel")
  func listFirstThenButtons() throws {
    let dialog = Dialog(title: "Menu")
    dialog.addControl(.textField(TextField(placeholder: "Filter")))
    dialog.addControl(.choice(ChoiceList(title: "Pick", options: ["a", "b"])))
    dialog.addAction(AlertAction(title: "Ok"))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.presentationOptions.buttonOrder = .asAdded
    let presenter = Presenter(clock: ManualClock(), reducesMotion: true)
    try presenter.present(dialog)
    #expect(presenter.focus == .control(1))
    presenter.handle(.key(.tab))
    #expect(presenter.focus == .action(0))
    presenter.handle(.key(.tab))
    #expect(presenter.focus == .action(1))
  }
}
