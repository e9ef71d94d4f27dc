import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct PresenterControlTests {
  private func signIn(_ fixture: Fixture) -> (AlertController, TextField, TextField) {
    let alert = AlertController(title: "Sign in", message: "Enter your account details.")
    alert.addTextField { $0.placeholder = "User" }
    alert.addTextField { field in
      field.placeholder = "Password"
      field.isSecureTextEntry = true
    }
    alert.addAction(fixture.recorder.action("Cancel", style: .cancel))
    alert.addAction(fixture.recorder.action("Sign In"))
    return (alert, alert.textFields[0], alert.textFields[1])
  }

  @Test("focus starts in the first text field, and typing fills it")
  func typingFillsField() throws {
    let fixture = Fixture()
    let (alert, user, password) = signIn(fixture)
    try fixture.show(alert, as: "alert")
    #expect(fixture.presenter.focus == .control(0))
    fixture.presenter.handle(.text("ada"))
    fixture.presenter.handle(.key(.tab))
    fixture.presenter.handle(.text("s3cret"))
    #expect(user.text == "ada")
    #expect(password.text == "s3cret")
    #expect(password.displayedText == "••••••")
    let node = fixture.presenter.accessibilityTree?.focusedNode
    #expect(node?.role == .secureTextField)
    #expect(node?.value == "••••••")
  }

  @Test("Return in a field chooses the default action and the handler can read the fields")
  func returnInField() throws {
    let fixture = Fixture(reducesMotion: true)
    let alert = AlertController(title: "New folder", message: nil)
    alert.addTextField { $0.placeholder = "Name" }
    var created: String?
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Create") { _ in created = alert.textFields[0].text })
    try fixture.presenter.present(alert)
    fixture.presenter.handle(.text("Photos"))
    fixture.presenter.handle(.key(.enter))
    #expect(created == "Photos")
  }

  @Test("editing keys move the insertion point and delete around it")
  func editingKeys() throws {
    let fixture = Fixture()
    let (alert, user, _) = signIn(fixture)
    try fixture.show(alert, as: "alert")
    fixture.presenter.handle(.text("héllo"))
    fixture.presenter.handle(.key(.left))
    fixture.presenter.handle(.key(.left))
    fixture.presenter.handle(.key(.backspace))
    #expect(user.text == "hélo")
    fixture.presenter.handle(.key(.home))
    fixture.presenter.handle(.key(.delete))
    #expect(user.text == "élo")
    fixture.presenter.handle(.key(.end))
    fixture.presenter.handle(.text("!"))
    #expect(user.text == "élo!")
    fixture.presenter.handle(.key(.left))
    fixture.presenter.handle(.key(.clearToStart))
    #expect(user.text == "!")
    #expect(user.cursor == 0)
    for _ in 0..<5 { fixture.presenter.handle(.key(.backspace)) }
    #expect(user.text == "!")
  }

  @Test("pasted line breaks and escape characters never enter a field")
  func controlsDropped() throws {
    let fixture = Fixture()
    let (alert, user, _) = signIn(fixture)
    try fixture.show(alert, as: "alert")
    fixture.presenter.handle(.text("a\nb\u{1B}[31mc\u{7F}\u{9B}d\td"))
    #expect(user.text == "ab[31mcdd")
  }

  @Test("a field's maximum length caps typing and pasting")
  func maximumLength() throws {
    let fixture = Fixture()
    let (alert, user, _) = signIn(fixture)
    user.maximumLength = 4
    try fixture.show(alert, as: "alert")
    fixture.presenter.handle(.text("abcdef"))
    fixture.presenter.handle(.text("g"))
    #expect(user.text == "abcd")
  }

  @Test("Space flips a focused toggle and a click on it flips it too")
  func toggles() throws {
    let fixture = Fixture()
    let dialog = Dialog(title: "Export photos")
    let toggle = Toggle(title: "Include location")
    dialog.addControl(.toggle(toggle))
    dialog.addAction(fixture.recorder.action("Cancel", style: .cancel))
    dialog.addAction(fixture.recorder.action("Export"))
    try fixture.show(dialog, as: "dialog")
    fixture.presenter.handle(.text(" "))
    #expect(toggle.isOn)
    #expect(fixture.presenter.accessibilityTree?.focusedNode?.value == "on")
    fixture.presenter.handle(.pointerDown(.control(0)))
    fixture.presenter.handle(.pointerUp(.control(0)))
    #expect(!toggle.isOn)
    fixture.presenter.handle(.key(.enter))
    fixture.settle()
    #expect(
      fixture.recorder.calls == [.handler("Export"), .completion("dialog", .action, "Export")])
  }

  @Test("a toggle's enabled action follows it: Return does nothing until Space turns it on")
  func toggleEnablesAction() throws {
    let fixture = Fixture(reducesMotion: true)
    let dialog = Dialog(title: "Licence")
    let toggle = Toggle(title: "I have read it")
    dialog.addControl(.toggle(toggle))
    let accept = fixture.recorder.action("Accept")
    dialog.addAction(accept)
    toggle.enabledAction = accept
    #expect(!accept.isEnabled)
    try fixture.show(dialog, as: "dialog")
    fixture.presenter.handle(.key(.enter))
    fixture.settle()
    #expect(fixture.recorder.calls.isEmpty, "Accept waits for the toggle")
    fixture.presenter.handle(.text(" "))
    #expect(accept.isEnabled)
    fixture.presenter.handle(.key(.enter))
    fixture.settle()
    #expect(
      fixture.recorder.calls == [.handler("Accept"), .completion("dialog", .action, "Accept")])
  }

  @Test("arrows move the choice in a list, and past its ends they move focus")
  func choiceList() throws {
    let fixture = Fixture()
    let dialog = Dialog(title: "Choose a size")
    let sizes = ChoiceList(title: "Size", options: ["Small", "Medium", "Large"])
    dialog.addControl(.choice(sizes))
    dialog.addAction(fixture.recorder.action("Cancel", style: .cancel))
    dialog.addAction(fixture.recorder.action("Apply"))
    try fixture.show(dialog, as: "dialog")
    fixture.presenter.handle(.key(.down))
    fixture.presenter.handle(.key(.down))
    #expect(sizes.selectedOption == "Large")
    fixture.presenter.handle(.key(.down))
    #expect(fixture.presenter.focus == .action(0))
    fixture.presenter.handle(.key(.up))
    #expect(fixture.presenter.focus == .control(0))
    fixture.presenter.handle(.key(.up))
    #expect(sizes.selectedOption == "Medium")
    fixture.presenter.handle(.pointerDown(.choiceOption(control: 0, option: 0)))
    fixture.presenter.handle(.pointerUp(.choiceOption(control: 0, option: 0)))
    #expect(sizes.selectedIndex == 0)
  }

  @Test("static text in a dialog never takes focus")
  func staticTextSkipped() throws {
    let fixture = Fixture()
    let dialog = Dialog(title: "Rename file")
    dialog.addControl(.text("Names must be unique."))
    dialog.addControl(.textField(TextField(placeholder: "Name")))
    dialog.addAction(fixture.recorder.action("Cancel", style: .cancel))
    dialog.addAction(fixture.recorder.action("Rename"))
    try fixture.show(dialog, as: "dialog")
    #expect(fixture.presenter.focus == .control(1))
    fixture.presenter.handle(.pointerDown(.control(0)))
    fixture.presenter.handle(.pointerUp(.control(0)))
    #expect(fixture.presenter.focus == .control(1))
  }

  @Test("moving focus to something unfocusable is refused")
  func invalidFocusIgnored() throws {
    let fixture = Fixture()
    let alert = fixture.deleteAlert()
    alert.actions[1].isEnabled = false
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    try stage.present(alert)
    #expect(!stage.moveFocus(to: .action(1)))
    #expect(stage.focus == .action(0))
    #expect(!stage.moveFocus(to: .control(0)))
    #expect(stage.focus == .action(0))
  }
}
