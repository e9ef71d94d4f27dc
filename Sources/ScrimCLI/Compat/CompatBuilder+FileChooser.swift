import ScrimCore

extension CompatBuilder {
  /// dialog's `--fselect` and `--dselect`: the core's file chooser at the path given (its
  /// folder part listed from the disk), focus in its path; the path as it stands is the
  /// result.
  func addFileChooser(to shown: ShownBox<CompatBox>) {
    let box = shown.box
    let given = box.text
    let chooser = FileChooser(
      path: ArgumentText.shown(given), mode: box.kind == .dselect ? .folder : .file,
      listing: listFolder)
    // The path is the box's argument, not a text above it.
    shown.dialog.message = nil
    chooser.folderList.title = "Directories"
    // Line mode asks a dselect path again until it names a folder; dialog takes any text.
    if box.kind == .dselect { chooser.requirement = .existingFolder }
    shown.dialog.addFileChooser(chooser)
    shown.readValue = {
      .text(chooser.path == ArgumentText.shown(given) ? given : ArgumentText.typed(chooser.path))
    }
  }
}
