import ScrimCore
import ScrimTerminal
import Testing

/// A list with hierarchy in a terminal: dialog's treeview, each row after a guide for
/// each level above it, the marked row's radio filled.
@MainActor
@Suite struct TreeListSnapshotTests {
  /// dialog's treeview as scrim shows it: a radio list by depth, then OK and Cancel.
  static func dialog(_ scheme: ContainerScheme) -> Dialog {
    let dialog = Dialog(title: "Packages", message: "Pick a section")
    let list = ChoiceList(
      title: "Tree",
      items: [
        .init(title: "base", depth: 0), .init(title: "net", depth: 1),
        .init(title: "curl", depth: 2), .init(title: "wget", depth: 2),
        .init(title: "editors", depth: 1), .init(title: "devel", depth: 0),
      ])
    list.showsHierarchy = true
    list.selectionMode = .marked
    list.selectedIndex = 2
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK", emphasis: .high))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }

  @Test(arguments: [Look.light, .monochrome])
  func tree(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 50, height: 18))
    try stage.app.present(Self.dialog(look.scheme))
    try stage.settle()
    stage.expectSnapshot(named: "tree-\(look.rawValue)-50x18")
  }
}
