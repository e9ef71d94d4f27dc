@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

@testable import ScrimTerminal

/// The terminal's damage is `==` on scene layers: a frame whose scene equals the last one
/// paints no layer and writes nothing; one changed element repaints its layer alone.
@MainActor
@Suite struct SceneDamageTests {
  @Test("an unchanged scene paints no layer and writes no byte; a changed toggle repaints")
  func equalScenePaintsNothing() throws {
    var harness = try AppHarness()
    let toggle = Toggle(title: "Remember me")
    let dialog = Dialog(title: "Sign in")
    dialog.addControl(.textField(TextField(placeholder: "Name", text: "ada")))
    dialog.addControl(.toggle(toggle))
    dialog.addAction(AlertAction(title: "OK"))
    try harness.app.present(dialog)
    harness.app.show(SnackbarMessage(text: "Synced", duration: .seconds(60)))
    try harness.advance(by: .seconds(1))
    try harness.step()
    let scene = harness.app.stage.scene()
    let paints = harness.app.layerPaints
    let bytes = harness.terminal.output.count

    try harness.advance(by: .milliseconds(100))
    #expect(harness.app.stage.scene() == scene)
    #expect(harness.app.layerPaints == paints, "no layer painted again")
    #expect(harness.terminal.output.count == bytes, "no byte written")

    toggle.isOn = true
    try harness.step()
    #expect(harness.app.stage.scene() != scene)
    #expect(harness.app.layerPaints == paints + 1, "the modal alone is painted again")
    #expect(harness.terminal.output.count > bytes)
    #expect(harness.lines.contains { $0.contains("[x] Remember me") })
  }
}
