import ScrimCore

extension CatalogExample {
  /// A file chooser over a made-up folder, so the catalog shows the same lists on every
  /// machine and reads no disk: typing moves the lists, Space completes.
  static let fileChooserDialog = CatalogExample(
    title: "File chooser",
    summary: "Folders, files and a path: typing moves the lists, Space completes.",
    content: .modal { scheme, _ in
      let folders: [String: FolderListing] = [
        "~/": FolderListing(
          folders: ["Documents", "Music", "Pictures"], files: ["notes.txt", "todo.md"]),
        "~/Documents/": FolderListing(folders: [], files: ["report.pdf", "budget.ods"]),
        "~/Pictures/": FolderListing(folders: ["2025"], files: ["cat.png", "dog.jpg"]),
      ]
      let chooser = FileChooser(path: "~/", mode: .file) { folders[$0] }
      let dialog = Dialog(title: "Open a file")
      dialog.addFileChooser(chooser)
      dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
      dialog.addAction(AlertAction(title: "Open", emphasis: .high))
      dialog.applyTheme(withScheme: scheme)
      return dialog
    })
}
