import ScrimCore

extension CatalogExample {
  /// Material's transfer of items between two lists, as dialog's buildlist shows it: Space
  /// or a click moves the row the keys are on to the other list.
  static let transferDialog = CatalogExample(
    title: "Transfer lists",
    summary: "Space or a click moves an item between the lists; ^ and $ go to each.",
    content: .modal { scheme, _ in
      let lists = TransferLists(
        items: ["ssh", "cron", "nginx", "postgres", "redis"].map { .init(title: $0) },
        chosen: [0, 1], availableTitle: "Available", chosenTitle: "Enabled")
      let dialog = Dialog(title: "Services", message: "Choose the services to start at boot.")
      dialog.addControl(.choice(lists.available))
      dialog.addControl(.choice(lists.chosen))
      dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
      // The handler holds the lists for as long as the dialog shows.
      let save = AlertAction(title: "Save", emphasis: .high) { _ in _ = lists.chosenIndices }
      dialog.addAction(save)
      dialog.preferredAction = save
      dialog.applyTheme(withScheme: scheme)
      return dialog
    })

  /// A menu whose items are renamed in their rows, as dialog's inputmenu edits them.
  static let renameDialog = CatalogExample(
    title: "Renamable menu",
    summary: "Rename opens the highlighted item's value in its row; Return keeps it.",
    content: .modal { scheme, _ in
      let list = ChoiceList(
        title: "Account",
        items: [
          .init(title: "Username:", detail: "ada"), .init(title: "Shell:", detail: "/bin/sh"),
          .init(title: "Home:", detail: "/home/ada"),
        ])
      list.showsMarks = false
      let dialog = Dialog(title: "Edit account", message: "Rename a value, or pick one.")
      dialog.addControl(.choice(list))
      let rename = AlertAction(title: "Rename")
      list.renameAction = rename
      dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
      dialog.addAction(rename)
      let ok = AlertAction(title: "OK", emphasis: .high)
      dialog.addAction(ok)
      dialog.preferredAction = ok
      dialog.applyTheme(withScheme: scheme)
      return dialog
    })
}
