import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct PresenterInputTests {
  @Test("focus starts on Cancel when the only other action is destructive")
  func safeInitialFocus() throws {
    let fixture = Fixture()
    try fixture.show(fixture.deleteAlert(), as: "alert")
    #expect(fixture.presenter.focus == .action(0))
    #expect(fixture.presenter.accessibilityTree?.focusedNode?.label == "Cancel")
  }

  @Test("focus starts on the preferred action, and Return chooses it")
  func preferredFocusAndReturn() throws {
    let fixture = Fixture()
    let alert = fixture.deleteAlert()
    let save = fixture.recorder.action("Save")
    alert.addAction(save)
    alert.preferredAction = save
    try fixture.show(alert, as: "alert")
    #expect(fixture.presenter.focus == .action(2))
    fixture.presenter.handle(.key(.enter))
    fixture.settle()
    #expect(fixture.recorder.calls == [.handler("Save"), .completion("alert", .action, "Save")])
  }

  @Test("Tab and arrows walk the buttons in display order and wrap")
  func tabOrder() throws {
    let fixture = Fixture()
    let alert = AlertController(title: "Save changes?", message: nil)
    let save = AlertAction(title: "Save")
    alert.addAction(save)
    alert.addAction(AlertAction(title: "Discard", style: .destructive))
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.preferredAction = save
    try fixture.show(alert, as: "alert")
    var visited: [String] = []
    for _ in 0..<4 {
      visited.append(fixture.presenter.accessibilityTree?.focusedNode?.label ?? "-")
      fixture.presenter.handle(.key(.tab))
    }
    #expect(visited == ["Save", "Cancel", "Discard", "Save"])
    #expect(fixture.presenter.accessibilityTree?.focusedNode?.label == "Cancel")
    fixture.presenter.handle(.key(.backTab))
    #expect(fixture.presenter.accessibilityTree?.focusedNode?.label == "Save")
    fixture.presenter.handle(.key(.left))
    #expect(fixture.presenter.accessibilityTree?.focusedNode?.label == "Discard")
    fixture.presenter.handle(.key(.right))
    #expect(fixture.presenter.accessibilityTree?.focusedNode?.label == "Save")
  }

  @Test("a stacked arrangement changes the focus order to top-to-bottom")
  func stackedFocusOrder() throws {
    let fixture = Fixture()
    fixture.presenter.buttonArrangement = .stack
    let alert = fixture.deleteAlert()
    try fixture.show(alert, as: "alert")
    #expect(fixture.presenter.focus == .action(0), "Cancel, at the bottom")
    fixture.presenter.handle(.key(.up))
    #expect(fixture.presenter.focus == .action(1), "Delete, above it")
    fixture.presenter.handle(.key(.down))
    #expect(fixture.presenter.focus == .action(0))
  }

  @Test("Return on the focused button chooses it, even if it is not preferred")
  func returnOnFocusedButton() throws {
    let fixture = Fixture()
    try fixture.show(fixture.deleteAlert(), as: "alert")
    fixture.presenter.handle(.key(.tab))
    fixture.presenter.handle(.key(.enter))
    fixture.settle()
    #expect(
      fixture.recorder.calls == [.handler("Delete"), .completion("alert", .action, "Delete")])
  }

  @Test("Esc chooses the cancel action")
  func escapeCancels() throws {
    let fixture = Fixture()
    try fixture.show(fixture.deleteAlert(), as: "alert")
    fixture.presenter.handle(.key(.escape))
    fixture.settle()
    #expect(
      fixture.recorder.calls == [.handler("Cancel"), .completion("alert", .escape, "Cancel")])
  }

  @Test("the accessibility escape acts like Esc")
  func accessibilityEscape() throws {
    let fixture = Fixture()
    try fixture.show(fixture.deleteAlert(), as: "alert")
    fixture.presenter.handle(.accessibilityEscape)
    fixture.settle()
    #expect(
      fixture.recorder.calls == [.handler("Cancel"), .completion("alert", .escape, "Cancel")])
  }

  @Test("an alert without a cancel action stays on Esc and on a background tap")
  func alertWithoutCancelStays() throws {
    let fixture = Fixture()
    try fixture.show(fixture.okAlert(), as: "alert")
    fixture.presenter.handle(.key(.escape))
    fixture.presenter.handle(.pointerDown(.scrim))
    fixture.presenter.handle(.pointerUp(.scrim))
    fixture.settle()
    #expect(fixture.presenter.phase == .presented)
    #expect(fixture.recorder.calls.isEmpty)
  }

  @Test("a sheet without a cancel action is dismissed by Esc with no action")
  func sheetEscapeWithoutCancel() throws {
    let fixture = Fixture()
    let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(fixture.recorder.action("Copy"))
    try fixture.show(sheet, as: "sheet")
    fixture.presenter.handle(.key(.escape))
    fixture.settle()
    #expect(fixture.recorder.calls == [.completion("sheet", .escape, nil)])
  }

  @Test("a background tap dismisses a sheet through its cancel action")
  func backgroundTapSheet() throws {
    let fixture = Fixture()
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(fixture.recorder.action("Copy"))
    sheet.addAction(fixture.recorder.action("Cancel", style: .cancel))
    try fixture.show(sheet, as: "sheet")
    fixture.presenter.handle(.pointerDown(.scrim))
    fixture.presenter.handle(.pointerUp(.scrim))
    fixture.settle()
    #expect(
      fixture.recorder.calls == [
        .handler("Cancel"), .completion("sheet", .backgroundTap, "Cancel"),
      ]
    )
  }

  @Test("an alert may opt in to background-tap dismissal, and a dialog may opt out")
  func backgroundTapOptions() throws {
    let fixture = Fixture()
    let alert = fixture.deleteAlert()
    alert.presentationOptions.dismissOnBackgroundTap = true
    try fixture.show(alert, as: "alert")
    fixture.presenter.handle(.pointerDown(.scrim))
    fixture.presenter.handle(.pointerUp(.scrim))
    fixture.settle()
    #expect(fixture.recorder.completionCount("alert") == 1)

    let dialog = Dialog(title: "Rename file")
    dialog.addAction(fixture.recorder.action("Cancel", style: .cancel))
    dialog.addAction(fixture.recorder.action("Rename"))
    dialog.presentationOptions.dismissOnBackgroundTap = false
    try fixture.show(dialog, as: "dialog")
    fixture.presenter.handle(.pointerDown(.scrim))
    fixture.presenter.handle(.pointerUp(.scrim))
    fixture.settle()
    #expect(fixture.recorder.completionCount("dialog") == 0)
  }

  @Test("a click needs the press and the release on the same button")
  func clickNeedsSameTarget() throws {
    let fixture = Fixture()
    try fixture.show(fixture.deleteAlert(), as: "alert")
    fixture.presenter.handle(.pointerDown(.action(1)))
    fixture.presenter.handle(.pointerUp(.content))
    fixture.presenter.handle(.pointerUp(.action(1)))
    fixture.settle()
    #expect(fixture.recorder.calls.isEmpty)
    fixture.presenter.handle(.pointerDown(.action(1)))
    fixture.presenter.handle(.pointerUp(.action(1)))
    fixture.settle()
    #expect(
      fixture.recorder.calls == [.handler("Delete"), .completion("alert", .action, "Delete")])
  }

  @Test("disabled actions ignore clicks, Return and Esc, and are skipped by focus")
  func disabledActions() throws {
    let fixture = Fixture()
    let alert = fixture.deleteAlert()
    alert.actions[0].isEnabled = false
    try fixture.show(alert, as: "alert")
    #expect(fixture.presenter.focus == .action(1))
    fixture.presenter.handle(.key(.tab))
    #expect(fixture.presenter.focus == .action(1))
    fixture.presenter.handle(.key(.escape))
    fixture.presenter.handle(.pointerDown(.action(0)))
    fixture.presenter.handle(.pointerUp(.action(0)))
    fixture.settle()
    #expect(fixture.recorder.calls.isEmpty)
    #expect(fixture.presenter.accessibilityTree?.children.last?.isEnabled == true)
  }

  @Test("a space presses the focused button")
  func spacePressesButton() throws {
    let fixture = Fixture()
    try fixture.show(fixture.okAlert(), as: "alert")
    fixture.presenter.handle(.text(" "))
    fixture.settle()
    #expect(fixture.recorder.calls == [.handler("OK"), .completion("alert", .action, "OK")])
  }

  @Test("clicks on targets that do not exist are ignored")
  func outOfRangeTargets() throws {
    let fixture = Fixture()
    try fixture.show(fixture.okAlert(), as: "alert")
    for target in [PointerTarget.action(7), .control(3), .choiceOption(control: 0, option: 9)] {
      fixture.presenter.handle(.pointerDown(target))
      fixture.presenter.handle(.pointerUp(target))
    }
    #expect(fixture.presenter.phase == .presented)
  }

  @Test("events with nothing presented are ignored")
  func eventsWithoutModal() {
    let fixture = Fixture()
    for key in Key.allCases { fixture.presenter.handle(.key(key)) }
    fixture.presenter.handle(.text("x"))
    #expect(!fixture.presenter.isPresenting)
    #expect(fixture.presenter.focus == nil)
  }
}
