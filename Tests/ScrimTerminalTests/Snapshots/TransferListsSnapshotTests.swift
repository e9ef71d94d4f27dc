import ScrimCore
import ScrimTerminal
import Testing

/// Two lists that items move between in a terminal (dialog's buildlist): the available
/// items, then the chosen ones; the row the keys are on is reversed.
@MainActor
@Suite struct TransferListsSnapshotTests {
  static func dialog(_ scheme: ContainerScheme) -> Dialog {
    let lists = TransferLists(
      items: ["Item 1", "Item 2", "Item 3", "Item 4"].map { ChoiceList.Item(title: $0) },
      chosen: [0, 2], availableTitle: "Available", chosenTitle: "Selected")
    let dialog = Dialog(title: "Build a list", message: "Space moves an item")
    for list in [lists.available, lists.chosen] {
      list.isTabStop = false
      dialog.addControl(.choice(list))
    }
    dialog.addAction(AlertAction(title: "OK", emphasis: .high))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }

  @Test(arguments: [Look.light, .monochrome])
  func transferLists(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 50, height: 22))
    try stage.app.present(Self.dialog(look.scheme))
    try stage.settle()
    stage.expectSnapshot(named: "transfer-\(look.rawValue)-50x22")
  }
}
