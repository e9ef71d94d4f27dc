import ScrimCLI
import ScrimCore
import Testing

@MainActor
@Suite struct BuilderTests {
  private func model(_ arguments: String...) throws -> CommandModel {
    CommandModel(try invocation(arguments))
  }

  private func modal(_ model: CommandModel) throws -> any Modal {
    guard case .modal(let modal) = model.content else { throw UsageError("not a modal") }
    return modal
  }

  @Test("an alert without --action gets one OK action")
  func defaultOK() throws {
    let alert = try modal(model("alert", "--title", "Saved"))
    #expect(alert.kind == .alert)
    #expect(alert.actions.map(\.title) == ["OK"])
    #expect(alert.actions.map(\.style) == [.default])
    #expect(alert.defaultAction?.title == "OK")
  }

  @Test("actions keep their roles and order; --preferred sets the preferred action")
  func rolesAndPreferred() throws {
    let built = try model(
      "alert", "--title", "Delete draft?", "--message", "It cannot be undone.", "--action",
      "Cancel:cancel", "--action", "Keep", "--action", "Delete:destructive", "--preferred",
      "Keep")
    let alert = try modal(built)
    #expect(alert.title == "Delete draft?" && alert.message == "It cannot be undone.")
    #expect(alert.actions.map(\.title) == ["Cancel", "Keep", "Delete"])
    #expect(alert.actions.map(\.style) == [.cancel, .default, .destructive])
    #expect(alert.preferredAction?.title == "Keep")
    #expect(try modal(model("alert", "--title", "T", "--action", "A")).preferredAction == nil)
  }

  @Test("alert fields become text fields, named, secure and prefilled as asked")
  func alertFields() throws {
    let built = try model(
      "alert", "--title", "Sign in", "--field", "user=ann", "--field", "password:secure")
    let alert = try #require(try modal(built) as? AlertController)
    #expect(alert.textFields.map(\.placeholder) == ["user", "password"])
    #expect(alert.textFields.map(\.text) == ["ann", ""])
    #expect(alert.textFields.map(\.isSecureTextEntry) == [false, true])
    #expect(
      built.fieldValues == [
        FieldValue(name: "user", value: "ann"), FieldValue(name: "password", value: ""),
      ])
  }

  @Test("a sheet is an action sheet; --anchor becomes its source rectangle")
  func sheet() throws {
    let sheet = try #require(
      try modal(model("sheet", "--action", "Copy", "--anchor", "12,3")) as? AlertController)
    #expect(sheet.preferredStyle == .actionSheet)
    #expect(sheet.sourceRect == Rect(x: 12, y: 3, width: 1, height: 1))
    #expect(sheet.title == nil)
    let unanchored = try #require(
      try modal(model("sheet", "--action", "Copy")) as? AlertController)
    #expect(unanchored.sourceRect == nil)
  }

  @Test("a dialog gets Cancel and OK (or the labels given), with OK preferred")
  func dialogButtons() throws {
    let plain = try modal(model("dialog", "--title", "Rename file"))
    #expect(plain.kind == .dialog)
    #expect(plain.actions.map(\.title) == ["Cancel", "OK"])
    #expect(plain.actions.map(\.style) == [.cancel, .default])
    #expect(plain.preferredAction?.title == "OK")
    let labelled = try modal(
      model("dialog", "--title", "Rename file", "--ok", "Rename", "--cancel", "Keep"))
    #expect(labelled.actions.map(\.title) == ["Keep", "Rename"])
    #expect(labelled.preferredAction?.title == "Rename")
  }

  @Test("dialog controls keep command-line order and report NAME=VALUE pairs in it")
  func dialogControls() throws {
    let built = try model(
      "dialog", "--title", "New user", "--toggle", "admin=on", "--field", "name=ann",
      "--choice", "shell=bash,zsh")
    let dialog = try modal(built)
    #expect(dialog.controls.count == 3)
    if case .toggle(let toggle) = dialog.controls[0] { #expect(toggle.isOn) }
    if case .choice(let list) = dialog.controls[2] {
      #expect(list.options == ["bash", "zsh"] && list.selectedIndex == 0)
      list.selectedIndex = 1
    }
    #expect(
      built.fieldValues == [
        FieldValue(name: "admin", value: "on"), FieldValue(name: "name", value: "ann"),
        FieldValue(name: "shell", value: "zsh"),
      ])
  }

  @Test("action handlers record the chosen label and role")
  func handlersRecord() throws {
    let built = try model("alert", "--title", "T", "--action", "No:cancel", "--action", "Yes")
    #expect(built.chosenAction == nil)
    let alert = try modal(built)
    let result = DismissResult(action: alert.actions[1], reason: .action)
    #expect(built.outcome(for: result).action == ChosenAction(label: "Yes", role: .default))
    #expect(
      built.outcome(for: DismissResult(action: nil, reason: .escape))
        == CommandOutcome(subcommand: .alert, reason: .escape))
  }

  @Test(
    "a snackbar carries its text, action and duration; an explicit duration also times out the action"
  )
  func snackbar() throws {
    let built = try model("snackbar", "Draft deleted", "--action", "Undo", "--duration", "6")
    guard case .snackbar(let message) = built.content else { throw UsageError("no snackbar") }
    #expect(message.text == "Draft deleted")
    #expect(message.action?.title == "Undo")
    #expect(message.duration == .seconds(6))
    #expect(message.timesOut)
    message.action?.handler()
    message.completion?(.action)
    #expect(built.outcome(for: .action).action == ChosenAction(label: "Undo", role: .default))
    let waiting = try model("snackbar", "Draft deleted", "--action", "Undo")
    guard case .snackbar(let kept) = waiting.content else { throw UsageError("no snackbar") }
    #expect(!kept.timesOut && kept.duration == SnackbarMessage.defaultDuration)
  }

  @Test("a banner carries its icon, title, text, actions and position")
  func banner() throws {
    let built = try model(
      "banner", "Changes will sync later.", "--title", "Offline", "--icon", "⚠", "--action",
      "Retry", "--position", "bottom", "--duration", "3")
    guard case .banner(let banner) = built.content else { throw UsageError("no banner") }
    #expect(banner.icon == "⚠" && banner.title == "Offline")
    #expect(banner.description == "Changes will sync later.")
    #expect(banner.actions.map(\.title) == ["Retry"])
    #expect(banner.position == .bottom && banner.duration == .seconds(3))
    banner.actions[0].handler()
    #expect(built.chosenAction == ChosenAction(label: "Retry", role: .default))
  }

  @Test("message endings map to outcome reasons")
  func messageReasons() throws {
    let built = try model("snackbar", "Hi")
    let pairs: [(MessageEndReason, CommandOutcome.Reason)] = [
      (.action, .action), (.dismissedByUser, .dismissed), (.timeout, .timeout),
      (.replaced, .replaced), (.programmatic, .programmatic),
    ]
    for (ending, reason) in pairs { #expect(built.outcome(for: ending).reason == reason) }
  }

  @Test("modal endings map to outcome reasons")
  func modalReasons() throws {
    let built = try model("alert", "--title", "T")
    let pairs: [(DismissReason, CommandOutcome.Reason)] = [
      (.action, .action), (.cancel, .cancel), (.escape, .escape),
      (.backgroundTap, .backgroundTap), (.programmatic, .programmatic), (.replaced, .replaced),
    ]
    for (ending, reason) in pairs {
      #expect(built.outcome(for: DismissResult(action: nil, reason: ending)).reason == reason)
    }
  }
}
