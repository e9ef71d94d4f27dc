import ScrimCore
import Testing

@MainActor
@Suite struct GuidelinesTests {
  private func alert(
    _ title: String?, message: String? = nil, _ actions: [AlertAction]
  ) -> AlertController {
    let alert = AlertController(title: title, message: message)
    for action in actions { alert.addAction(action) }
    return alert
  }

  private func rules(_ modal: any Modal, width: Int = 80) -> [String] {
    Guidelines.check(modal, containerWidth: width).map(\.rule)
  }

  @Test("a well-made alert has no diagnostics")
  func clean() {
    let modal = alert(
      "Delete draft?", [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Delete")])
    #expect(Guidelines.check(modal).isEmpty)
  }

  @Test(
    "single-word titles such as Error or Warning are flagged", arguments: ["Error", "Warning!"])
  func vagueTitle(title: String) {
    let found = Guidelines.check(alert(title, [AlertAction(title: "OK")]))
    #expect(found.map(\.rule) == ["title.single-word"])
    #expect(found[0].severity == .warning)
    #expect(found[0].message == "The title \"\(title)\" says nothing on its own.")
  }

  @Test("other single-word titles are flagged too, with a milder message")
  func singleWordTitle() {
    let found = Guidelines.check(alert("Uploaded", [AlertAction(title: "OK")]))
    #expect(found.map(\.message) == ["The title \"Uploaded\" is a single word."])
  }

  @Test("three buttons on an alert are a warning, four an error")
  func buttonCounts() {
    let three = alert(
      "Save changes?",
      [AlertAction(title: "Save"), AlertAction(title: "Discard"), AlertAction(title: "Cancel")])
    #expect(rules(three) == ["alert.three-buttons"])
    three.addAction(AlertAction(title: "Later"))
    let found = Guidelines.check(three)
    #expect(found.map(\.rule) == ["alert.too-many-buttons"])
    #expect(found[0].severity == .error)
  }

  @Test("a dialog without Cancel is flagged")
  func dialogWithoutCancel() {
    let dialog = Dialog(title: "Rename file")
    dialog.addAction(AlertAction(title: "Rename"))
    #expect(rules(dialog) == ["dialog.no-cancel"])
  }

  @Test("Cancel as the preferred action is an error; a destructive one a warning")
  func preferredRules() {
    let cancel = AlertAction(title: "Cancel", style: .cancel)
    let delete = AlertAction(title: "Delete", style: .destructive)
    let modal = alert("Delete draft?", [cancel, delete])
    modal.preferredAction = cancel
    #expect(Guidelines.check(modal).map(\.severity) == [.error])
    #expect(rules(modal) == ["preferred.cancel"])
    modal.preferredAction = delete
    #expect(rules(modal) == ["preferred.destructive"])
  }

  @Test("a destructive action without Cancel is flagged")
  func destructiveWithoutCancel() {
    let modal = alert("Erase disk?", [AlertAction(title: "Erase", style: .destructive)])
    #expect(rules(modal) == ["destructive.no-cancel"])
  }

  @Test("an alert with neither title nor message is an error")
  func emptyContent() {
    #expect(rules(alert(" ", message: "", [AlertAction(title: "OK")])) == ["content.empty"])
  }

  @Test("long and empty button labels are flagged")
  func buttonLabels() {
    let modal = alert(
      "Sync paused", [AlertAction(title: "Try again later when online"), AlertAction(title: " ")])
    #expect(rules(modal) == ["button.empty-label", "button.long-label"])
  }

  @Test("presentation errors come first, as errors, with the error's text")
  func presentationErrorsIncluded() {
    let sheet = AlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
    let found = Guidelines.check(sheet, containerWidth: 120)
    #expect(found.map(\.rule) == ["presentation.no-actions", "presentation.missing-source-rect"])
    #expect(found.allSatisfy { $0.severity == .error })
    #expect(found[0].message == PresentationError.noActions(title: "Sort by").description)
  }

  @Test("a diagnostic prints its severity, rule, message and fix")
  func description() {
    let found = Guidelines.check(alert("Error", [AlertAction(title: "OK")]))
    #expect(
      found.first?.description
        == "warning: [title.single-word] The title \"Error\" says nothing on its own. Fix: Use a "
        + "short phrase or question that names the situation, such as \"Delete this draft?\" or "
        + "\"Can't save the file\".")
  }
}
