import ScrimCLI
import ScrimCore
import ScrimTesting
import Testing

/// Line mode asks in the order of the core's accessibility tree and names what it asks as
/// the tree does, so it hears what a screen reader over the screen hears.
@MainActor
@Suite struct AccessibleTreeOrderTests {
  private func stage() -> Stage {
    Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
  }

  private func signIn(controlsAboveMessage: Bool) -> AlertController {
    let alert = AlertController(
      title: "Sign in", message: "Your name is shown to others.", preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.placesControlsAboveMessage = controlsAboveMessage
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Sign in"))
    return alert
  }

  @Test("a dialog that places its controls above the message is asked in the tree's order")
  func controlsAboveMessage() {
    let alert = signIn(controlsAboveMessage: true)
    let io = ScriptedLineIO(["ann", ""])
    let result = AccessibleRunner(io: io).run(alert, on: stage())
    #expect(result?.action?.title == "Sign in")
    #expect(alert.textFields.first?.text == "ann")
    #expect(
      io.transcript == """
        Sign in
        Name: Your name is shown to others.
          1. Cancel
          2. Sign in (default)
        Choose an action (1-2, Return for 2):\u{20}
        """)
    let below = ScriptedLineIO(["ann", ""])
    _ = AccessibleRunner(io: below).run(signIn(controlsAboveMessage: false), on: stage())
    #expect(below.transcript.hasPrefix("Sign in\nYour name is shown to others.\nName: "))
  }

  @Test("a field with no name is asked by its role, never as a bare colon")
  func namelessField() {
    let dialog = Dialog(title: "Rename")
    dialog.addControl(.textField(TextField()))
    let secret = TextField()
    secret.isSecureTextEntry = true
    secret.accessibilityLabel = "  "
    dialog.addControl(.textField(secret))
    dialog.addAction(AlertAction(title: "OK"))
    let io = ScriptedLineIO(["notes", "pw", ""])
    _ = AccessibleRunner(io: io).run(dialog, on: stage())
    #expect(io.transcript.contains("Rename\nText field: Secure text field (hidden): "))
    #expect(!io.transcript.contains("\n: "))
  }
}
