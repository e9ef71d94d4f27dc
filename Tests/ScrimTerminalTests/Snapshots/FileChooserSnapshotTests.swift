import ScrimCore
import ScrimTerminal
import Testing

/// A file chooser in a terminal: its folder and file lists, the rows around the path's
/// closest entries, and the path field with the caret, over a made-up folder.
@MainActor
@Suite struct FileChooserSnapshotTests {
  /// dialog's `--fselect` as scrim shows it, partly typed: "/srv/n" moves the file list
  /// to "notes.txt".
  static func dialog(_ scheme: ContainerScheme) -> Dialog {
    let chooser = FileChooser(path: "/srv/n", mode: .file) { _ in
      FolderListing(
        folders: [".", "..", "backups", "www"],
        files: ["index.html", "notes.txt", "robots.txt", "sitemap.xml"])
    }
    chooser.folderList.title = "Directories"
    let dialog = Dialog(title: "Pick a file")
    dialog.addFileChooser(chooser)
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK", emphasis: .high))
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }

  @Test(arguments: [Look.light, .monochrome])
  func fileChooser(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 50, height: 24))
    try stage.app.present(Self.dialog(look.scheme))
    try stage.settle()
    stage.expectSnapshot(named: "file-chooser-\(look.rawValue)-50x24")
  }
}
