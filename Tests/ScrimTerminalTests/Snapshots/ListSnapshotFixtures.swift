import ScrimCore

/// The whiptail-like boxes the list and progress snapshots show.
@MainActor
enum ListSnapshotFixtures {
  /// A menu of 200 packages with tags and descriptions, OK and Cancel in the order added.
  static func menu(_ scheme: ContainerScheme) -> Dialog {
    let items = (1...200).map { ChoiceList.Item(title: "pkg\($0)", detail: "Package number \($0)") }
    let list = ChoiceList(title: "Packages", items: items)
    list.movesFocusAtEnds = false
    return box("Install", message: "Choose a package to install.", list: list, scheme)
  }

  /// dialog(1)'s menu: no marks, no Tab stop; the buttons keep focus, the row shows.
  static func dialogMenu(_ scheme: ContainerScheme) -> Dialog {
    let items = ["Linux", "NetBSD", "OS/2", "WIN NT", "PC-DOS", "MS-DOS"].map {
      ChoiceList.Item(title: $0, detail: "The \($0) system")
    }
    let list = ChoiceList(title: "Systems", items: items)
    list.movesFocusAtEnds = false
    list.isTabStop = false
    list.showsMarks = false
    list.visibleRowLimit = 4
    return box("Menu box", message: "Choose the OS you like:", list: list, scheme)
  }

  /// A checklist of eight parts, the first checked.
  static func checklist(_ scheme: ContainerScheme) -> Dialog {
    let names = ["Core", "Terminal", "CLI", "Catalog", "Docs", "Examples", "Bench", "Tests"]
    let items = names.enumerated().map { index, name in
      ChoiceList.Item(title: name.lowercased(), detail: "\(name) module, part \(index + 1)")
    }
    let list = ChoiceList(title: "Parts", items: items)
    list.selectionMode = .multiple
    list.checkedIndices = [0]
    list.movesFocusAtEnds = false
    return box("Build", message: "Choose the parts to build.", list: list, scheme)
  }

  /// A gauge: a progress dialog with no buttons, determinate at 40% or indeterminate.
  static func gauge(_ scheme: ContainerScheme, fraction: Double?) -> Dialog {
    let dialog = Dialog(title: "Installing", message: "Unpacking scrim (1.0) …")
    dialog.addControl(.progress(ProgressIndicator(fraction: fraction)))
    dialog.presentationOptions.transition = .none
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }

  private static func box(
    _ title: String, message: String, list: ChoiceList, _ scheme: ContainerScheme
  ) -> Dialog {
    let dialog = Dialog(title: title, message: message)
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK"))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.presentationOptions.buttonOrder = .asAdded
    dialog.presentationOptions.transition = .none
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }
}
