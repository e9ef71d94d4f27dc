import ScrimCore
import ScrimTerminal
import Testing

/// A status list in a terminal (dialog's mixed gauge): the names in one column, each state
/// in its bracket at the row's end, a share's bracket reversed as far as it is full.
@MainActor
@Suite struct StatusListSnapshotTests {
  /// A mixed gauge as scrim shows dialog's: the rows, the text, the overall bar.
  static func dialog(_ scheme: ContainerScheme) -> Dialog {
    let dialog = Dialog(title: "Installing", message: "Scrim OS is being installed.")
    dialog.addControl(
      .statusList(
        StatusList(items: [
          .init(name: "Partition the disk", state: "Done"),
          .init(name: "Format /dev/sda1", state: "Succeeded"),
          .init(name: "Install packages", state: " 40%", fraction: 0.4),
          .init(name: "Boot loader", state: "In Progress"),
        ])))
    dialog.addControl(.progress(ProgressIndicator(fraction: 0.55)))
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }

  @Test(arguments: [Look.light, .monochrome])
  func statusList(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 60, height: 16))
    try stage.app.present(Self.dialog(look.scheme))
    try stage.settle()
    stage.expectSnapshot(named: "statusList-\(look.rawValue)-60x16")
  }
}
