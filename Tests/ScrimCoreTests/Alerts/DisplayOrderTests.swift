import ScrimCore
import Testing

@MainActor
@Suite struct DisplayOrderTests {
  private func alert(_ actions: [AlertAction], preferred: Int? = nil) -> AlertController {
    let alert = AlertController(title: "Save changes?", message: nil)
    for action in actions { alert.addAction(action) }
    if let preferred { alert.preferredAction = actions[preferred] }
    return alert
  }

  @Test("a row puts Cancel leading and the preferred action trailing, whatever the add order")
  func rowOrder() {
    let save = AlertAction(title: "Save")
    let discard = AlertAction(title: "Discard", style: .destructive)
    let cancel = AlertAction(title: "Cancel", style: .cancel)
    let modal = alert([save, discard, cancel], preferred: 0)
    #expect(modal.displayOrder(for: .row).map(\.title) == ["Cancel", "Discard", "Save"])
  }

  @Test("a stack puts the preferred action on top and Cancel at the bottom")
  func stackOrder() {
    let cancel = AlertAction(title: "Cancel", style: .cancel)
    let save = AlertAction(title: "Save")
    let discard = AlertAction(title: "Discard", style: .destructive)
    let modal = alert([cancel, save, discard], preferred: 1)
    #expect(modal.displayOrder(for: .stack).map(\.title) == ["Save", "Discard", "Cancel"])
  }

  @Test("without Cancel or a preferred action, insertion order is kept in both arrangements")
  func insertionOrderKept() {
    let modal = alert([AlertAction(title: "A"), AlertAction(title: "B"), AlertAction(title: "C")])
    #expect(modal.displayOrder(for: .row).map(\.title) == ["A", "B", "C"])
    #expect(modal.displayOrder(for: .stack).map(\.title) == ["A", "B", "C"])
  }

  @Test("the actions property keeps insertion order")
  func actionsKeepInsertionOrder() {
    let modal = alert([AlertAction(title: "OK"), AlertAction(title: "Cancel", style: .cancel)])
    #expect(modal.actions.map(\.title) == ["OK", "Cancel"])
  }

  @Test("action sheets stack by nature; alerts and dialogs use a row")
  func naturalArrangement() {
    #expect(AlertController(title: "A", message: nil).naturalArrangement == .row)
    let sheet = AlertController(title: "A", message: nil, preferredStyle: .actionSheet)
    #expect(sheet.naturalArrangement == .stack)
    #expect(Dialog(title: "Rename").naturalArrangement == .row)
  }

  @Test("the default action is the preferred one, else the only plain action, never destructive")
  func defaultAction() {
    let ok = AlertAction(title: "OK")
    #expect(alert([AlertAction(title: "Cancel", style: .cancel), ok]).defaultAction === ok)
    let delete = AlertAction(title: "Delete", style: .destructive)
    #expect(alert([AlertAction(title: "Cancel", style: .cancel), delete]).defaultAction == nil)
    let two = alert([AlertAction(title: "A"), AlertAction(title: "B")])
    #expect(two.defaultAction == nil)
    #expect(alert([delete, ok], preferred: 0).defaultAction === delete)
  }

  @Test("a dialog's preferred action defaults to its first enabled non-cancel action")
  func dialogDefault() {
    let dialog = Dialog(title: "Rename file")
    let cancel = AlertAction(title: "Cancel", style: .cancel)
    let rename = AlertAction(title: "Rename")
    dialog.addAction(cancel)
    dialog.addAction(rename)
    #expect(dialog.preferredAction === rename)
    rename.isEnabled = false
    #expect(dialog.preferredAction == nil)
    dialog.preferredAction = cancel
    #expect(dialog.preferredAction === cancel)
  }

  @Test("action defaults: .default style, .low emphasis, enabled")
  func actionDefaults() {
    let action = AlertAction(title: "OK")
    #expect(action.style == .default)
    #expect(action.emphasis == .low)
    #expect(action.isEnabled)
    #expect(AlertAction.Emphasis.low < .medium && AlertAction.Emphasis.medium < .high)
  }
}
