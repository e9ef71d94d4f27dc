import ScrimCore
import ScrimTerminal
import Testing

/// A menu item renamed in its row in a terminal (dialog's inputmenu): after Rename, the
/// typed text stands in the row's detail and the cursor is where typing goes.
@MainActor
@Suite struct RenameSnapshotTests {
  static func dialog(_ scheme: ContainerScheme) -> Dialog {
    let list = ChoiceList(
      title: "Menu",
      items: [.init(title: "UID:", detail: "1000"), .init(title: "GID:", detail: "100")])
    list.isTabStop = false
    list.showsMarks = false
    let dialog = Dialog(title: "Ids", message: "Rename an entry")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK", emphasis: .high))
    let rename = AlertAction(title: "Rename")
    dialog.addAction(rename)
    list.renameAction = rename
    dialog.presentationOptions.buttonOrder = .asAdded
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }

  @Test(arguments: [Look.light, .monochrome])
  func renaming(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 50, height: 16))
    try stage.app.present(Self.dialog(look.scheme))
    try stage.settle()
    // Down to GID:, Tab to Rename, Return opens the editor at the first character.
    try stage.type("\u{1B}[B\t\r9")
    try stage.settle()
    stage.expectSnapshot(named: "rename-\(look.rawValue)-50x16")
  }
}
