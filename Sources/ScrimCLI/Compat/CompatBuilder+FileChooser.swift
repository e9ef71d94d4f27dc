import ScrimCore

extension CompatBuilder {
  /// dialog's `--fselect` and `--dselect`: the core's file chooser at the path given (its
  /// folder part listed from the disk), focus in its path; the path as it stands is the
  /// result.
  func addFileChooser(to shown: ShownBox<CompatBox>) {
    let box = shown.box
    let given = box.text
    // Names that are not UTF-8 are shown with U+FFFD and answered with their bytes.
    let names = FolderNames(start: given)
    let chooser = FileChooser(
      path: ArgumentText.shown(given), mode: box.kind == .dselect ? .folder : .file,
      listing: names.listing(of:))
    // The path is the box's argument, not a text above it.
    shown.dialog.message = nil
    chooser.folderList.title = "Directories"
    chooser.renoteOmissions()
    // Line mode asks a dselect path again until it names a folder; dialog takes any text.
    if box.kind == .dselect { chooser.requirement = .existingFolder }
    shown.dialog.addFileChooser(chooser)
    shown.readValue = { .text(names.argumentText(of: chooser.path)) }
  }
}
