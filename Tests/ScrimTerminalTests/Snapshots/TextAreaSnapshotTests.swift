import ScrimCore
import ScrimTerminal
import Testing

/// Text-grid pictures of a text area (zenity's `--text-info`): a read-only one scrolled
/// down by the keys, and an editable one with its caret as the terminal's cursor.
@MainActor
@Suite struct TextAreaSnapshotTests {
  nonisolated static let looks: [Look] = [.light, .monochrome]
  nonisolated static let size = Size(width: 60, height: 20)

  private func dialog(_ scheme: ContainerScheme, editable: Bool) -> Dialog {
    let text = (1...12).map { "Line \($0) of the licence, which a user reads before agreeing" }
      .joined(separator: "\n")
    let area = TextArea(text: text, isEditable: editable)
    area.visibleLineCount = 6
    let dialog = Dialog(title: "Licence")
    dialog.addControl(.textArea(area))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    dialog.preferredAction = ok
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }

  @Test(
    "read-only: wrapped rows scrolled down two by Down, marks for more above and below",
    arguments: looks)
  func readOnly(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Self.size)
    try stage.app.present(dialog(look.scheme, editable: false))
    try stage.settle()
    try stage.type("\u{1B}[B\u{1B}[B")
    try stage.settle()
    stage.expectSnapshot(named: "textarea-readonly-\(look.rawValue)-60x20")
  }

  @Test("editable: typed text at the top, the cursor on the caret", arguments: looks)
  func editable(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Self.size)
    try stage.app.present(dialog(look.scheme, editable: true))
    try stage.settle()
    // Ctrl-Home, then a new first line.
    try stage.type("\u{1B}[1;5HNew\r")
    try stage.settle()
    stage.expectSnapshot(named: "textarea-editable-\(look.rawValue)-60x20")
  }
}
