import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct AccessibilityTests {
  @Test("an alert announces its title, then its message, assertively, when it appears")
  func announcements() throws {
    let fixture = Fixture()
    try fixture.presenter.present(fixture.deleteAlert())
    #expect(
      fixture.presenter.takeAnnouncements() == [
        Announcement("Delete draft?", politeness: .assertive),
        Announcement("It can't be undone.", politeness: .assertive),
      ])
    #expect(fixture.presenter.takeAnnouncements().isEmpty)
  }

  @Test("a waiting modal is announced only when it becomes active")
  func waitingAnnouncedLater() throws {
    let fixture = Fixture(reducesMotion: true)
    try fixture.presenter.present(fixture.okAlert("First alert"))
    try fixture.presenter.present(fixture.okAlert("Second alert"))
    #expect(fixture.presenter.takeAnnouncements().map(\.text) == ["First alert"])
    fixture.presenter.handle(.key(.enter))
    #expect(fixture.presenter.takeAnnouncements().map(\.text) == ["Second alert"])
  }

  @Test("accessibility labels replace the title and message in the tree and announcements")
  func labelsOverride() throws {
    let fixture = Fixture()
    let alert = fixture.okAlert("⚠︎ Low disk")
    alert.titleAccessibilityLabel = "Warning: low disk space"
    try fixture.presenter.present(alert)
    #expect(fixture.presenter.takeAnnouncements().map(\.text) == ["Warning: low disk space"])
    #expect(fixture.presenter.accessibilityTree?.label == "Warning: low disk space")
  }

  @Test("the tree reads title, message, controls, then buttons in display order")
  func treeOrder() throws {
    let fixture = Fixture()
    let dialog = Dialog(title: "Rename file", message: "Choose a new name.")
    dialog.addControl(.textField(TextField(placeholder: "Name", text: "notes.txt")))
    dialog.addControl(.toggle(Toggle(title: "Keep extension", isOn: true)))
    dialog.addControl(.choice(ChoiceList(title: "Case", options: ["As typed", "lower"])))
    let rename = AlertAction(title: "Rename")
    rename.accessibilityHint = "Renames the file"
    dialog.addAction(rename)
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Delete", style: .destructive))
    try fixture.presenter.present(dialog)
    #expect(
      fixture.presenter.accessibilityTree?.description == """
        dialog "Rename file"
          heading "Rename file"
          text "Choose a new name."
          text field "Name" = "notes.txt" [focused]
          toggle "Keep extension" = "on"
          list "Case" = "As typed"
            list item "As typed" [selected]
            list item "lower"
          button "Cancel"
          button "Delete" [hint: Destructive]
          button "Rename" [default, hint: Renames the file]
        """)
  }

  @Test("controls can come before the message, as MDC's accessory placement allows")
  func controlsAboveMessage() {
    let alert = AlertController(title: "Rate this app", message: "Thanks!")
    alert.accessoryControls = [.toggle(Toggle(title: "Don't ask again"))]
    alert.placesControlsAboveMessage = true
    alert.addAction(AlertAction(title: "OK"))
    let tree = alert.accessibilityTree(focus: nil, arrangement: .row)
    #expect(tree.children.map(\.role) == [.heading, .toggle, .staticText, .button])
  }

  @Test("roles follow the modal's kind, and a modal without text gets a generic label")
  func rolesAndFallbackLabels() {
    let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Copy"))
    let tree = sheet.accessibilityTree(focus: .action(0), arrangement: .stack)
    #expect(tree.role == .sheet)
    #expect(tree.label == "Choices")
    #expect(tree.focusedNode?.label == "Copy")
    let alert = AlertController(title: "", message: "Only a message")
    #expect(alert.accessibilityLabel == "Only a message")
  }

  @Test("a disabled button is marked disabled in the tree")
  func disabledMarked() {
    let alert = AlertController(title: "Join network", message: nil)
    let join = AlertAction(title: "Join")
    join.isEnabled = false
    alert.addAction(join)
    let tree = alert.accessibilityTree(focus: nil, arrangement: .row)
    #expect(tree.description.hasSuffix("button \"Join\" [disabled]"))
  }
}

@MainActor
@Suite struct AnnouncementCapacityTests {
  @Test func unreadAnnouncementsKeepOnlyTheNewestSixtyFour() {
    let manager = SnackbarManager(clock: ManualClock(), reducesMotion: true)
    for index in 0..<100 {
      manager.show(SnackbarMessage(text: "Message \(index)", priority: .high))
    }
    let heard = manager.takeAnnouncements().map(\.text)
    #expect(heard.count == 64)
    #expect(heard.last == "Message 99")
    #expect(heard.first == "Message 36")
  }
}
