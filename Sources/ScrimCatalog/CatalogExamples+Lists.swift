import ScrimCore

extension CatalogExample {
  /// Material's list with hierarchy, as dialog's treeview shows it: a radio list whose
  /// rows nest, each after a guide per level.
  static let treeDialog = CatalogExample(
    title: "List with hierarchy",
    summary: "A radio list by depth; a screen reader hears each row's level.",
    content: .modal { scheme, _ in
      let list = ChoiceList(
        title: "Section",
        items: [
          .init(title: "base"), .init(title: "net", depth: 1), .init(title: "curl", depth: 2),
          .init(title: "wget", depth: 2), .init(title: "editors", depth: 1),
          .init(title: "devel"),
        ])
      list.showsHierarchy = true
      list.selectionMode = .marked
      list.selectedIndex = 2
      let dialog = Dialog(title: "Packages", message: "Pick the section to install.")
      dialog.addControl(.choice(list))
      dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
      dialog.addAction(AlertAction(title: "Install", emphasis: .high))
      dialog.applyTheme(withScheme: scheme)
      return dialog
    })
}
