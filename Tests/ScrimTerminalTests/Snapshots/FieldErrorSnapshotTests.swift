import ScrimCore
import ScrimTerminal
import Testing

/// Text-grid pictures of a field in Material's error state: the error wrapped under the
/// field, brackets and text in the error colour, OK unavailable.
@MainActor
@Suite struct FieldErrorSnapshotTests {
  nonisolated static let looks: [Look] = [.light, .monochrome]

  @Test("a port out of range after Tab: its error under it, OK greyed", arguments: looks)
  func outOfRange(_ look: Look) throws {
    let name = TextField(placeholder: "Name", text: "ada")
    name.rules = [.required()]
    let port = TextField(placeholder: "Port")
    port.rules = [.number(in: 1...65535)]
    let dialog = Dialog(title: "New server")
    dialog.addControl(.textField(name))
    dialog.addControl(.textField(port))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    dialog.preferredAction = ok
    dialog.applyTheme(withScheme: look.scheme)
    var stage = try SnapshotStage(look, size: Size(width: 50, height: 16))
    try stage.app.present(dialog)
    try stage.settle()
    // Tab to the port, type 70000, Tab away.
    try stage.type("\t70000\t")
    try stage.settle()
    stage.expectSnapshot(named: "field-error-\(look.rawValue)-50x16")
  }
}
