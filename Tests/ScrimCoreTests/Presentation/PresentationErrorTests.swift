import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct PresentationErrorTests {
  @Test("presenting without an action throws and says to add one")
  func noActions() {
    let presenter = Presenter(clock: ManualClock())
    let alert = AlertController(title: "Update available", message: nil)
    #expect(throws: PresentationError.noActions(title: "Update available")) {
      try presenter.present(alert)
    }
    #expect(
      PresentationError.noActions(title: "Update available").description
        == "\"Update available\" has no actions: add at least one action before presenting, "
        + "for example AlertAction(title: \"OK\").")
    #expect(!presenter.isPresenting)
  }

  @Test("a second cancel action throws and names both")
  func twoCancels() {
    let presenter = Presenter(clock: ManualClock())
    let alert = AlertController(title: "Leave page?", message: nil)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Stay", style: .cancel))
    let error = PresentationError.multipleCancelActions(titles: ["Cancel", "Stay"])
    #expect(throws: error) { try presenter.present(alert) }
    #expect(
      error.description
        == "A modal can have only one action with the .cancel style, but \"Cancel\" and \"Stay\" "
        + "have it: give the others the .default or .destructive style.")
  }

  @Test("text fields on an action sheet throw")
  func fieldsOnSheet() {
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Copy"))
    sheet.addTextField()
    let error = PresentationError.textFieldsOnActionSheet(title: "Share")
    #expect(throws: error) { try sheet.validate(containerWidth: 80) }
    #expect(
      error.description
        == "\"Share\" is an action sheet with text fields: only alerts may have text fields; "
        + "use preferredStyle: .alert or a Dialog.")
  }

  @Test("a preferred action on an action sheet throws")
  func preferredOnSheet() {
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    let copy = AlertAction(title: "Copy")
    sheet.addAction(copy)
    sheet.preferredAction = copy
    let error = PresentationError.preferredActionOnActionSheet(action: "Copy")
    #expect(throws: error) { try sheet.validate(containerWidth: 80) }
    #expect(
      error.description
        == "The action sheet has a preferred action (\"Copy\"): only alerts and dialogs may have "
        + "one; remove preferredAction or use preferredStyle: .alert.")
  }

  @Test("a preferred action that was never added throws")
  func preferredNotAdded() {
    let alert = AlertController(title: "Save changes?", message: nil)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.preferredAction = AlertAction(title: "Save")
    let error = PresentationError.preferredActionNotAdded(action: "Save")
    #expect(throws: error) { try alert.validate(containerWidth: 80) }
    #expect(
      error.description
        == "The preferred action \"Save\" is not one of the modal's actions: add it with "
        + "addAction(_:) before making it preferred.")
  }

  @Test(
    "an action sheet needs a source rect only in a regular-width container",
    arguments: [(80, false), (99, false), (100, true), (200, true)])
  func sourceRect(width: Int, throwsError: Bool) throws {
    let sheet = AlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Name"))
    let error = PresentationError.missingSourceRect(title: "Sort by", containerWidth: width)
    if throwsError {
      #expect(throws: error) { try sheet.validate(containerWidth: width) }
      sheet.sourceRect = Rect(x: 2, y: 0, width: 8, height: 1)
    }
    try sheet.validate(containerWidth: width)
    #expect(
      PresentationError.missingSourceRect(title: "Sort by", containerWidth: 120).description
        == "\"Sort by\" is an action sheet in a regular-width container (120 columns) with no "
        + "sourceRect: set sourceRect to the rectangle it points at, as a popover needs an anchor.")
  }

  @Test("a modal presented twice is named in the error")
  func alreadyPresentedMessage() {
    #expect(
      PresentationError.alreadyPresented(title: nil).description
        == "The modal is already presented or waiting to be: present a new modal, or dismiss "
        + "this one first.")
  }

  @Test("every broken rule is listed, in declaration order")
  func allErrorsListed() {
    let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addTextField()
    #expect(
      sheet.presentationErrors(containerWidth: 120) == [
        .noActions(title: nil), .textFieldsOnActionSheet(title: nil),
        .missingSourceRect(title: nil, containerWidth: 120),
      ])
  }
}

@MainActor
@Suite struct AccessoryOnSheetTests {
  @Test("an action sheet with accessory controls is refused, so none takes unseen focus")
  func accessoryControlsRefused() {
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Copy"))
    sheet.sourceRect = Rect(x: 0, y: 0, width: 1, height: 1)
    sheet.accessoryControls = [.toggle(Toggle(title: "Include history"))]
    #expect(
      sheet.presentationErrors(containerWidth: 120) == [
        .accessoryControlsOnActionSheet(title: "Share")
      ])
    let presenter = Presenter(clock: ManualClock())
    #expect(throws: PresentationError.accessoryControlsOnActionSheet(title: "Share")) {
      try presenter.present(sheet)
    }
    #expect(presenter.activeModal == nil)
  }
}
