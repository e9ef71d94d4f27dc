import ScrimCore

extension ZenityBuilder {
  /// zenity's file selection on the core file chooser, in our Material layout, not GTK's.
  ///
  /// It opens at `--filename` (its folder listed, hidden entries left out, as GTK does),
  /// and OK prints the absolute path chosen, or with `--multiple` (not with `--save`, as
  /// GTK ignores it there) the checked files joined by `--separator`. Opening takes an
  /// existing file (`--directory`, a folder); `--save` takes any name, and with
  /// `--confirm-overwrite` an existing one only once "Replace the existing file" is
  /// checked. `--file-filter`'s first filter lists only the files its patterns match.
  func fileSelection(_ request: ZenityRequest) -> ShownBox<ZenityRequest> {
    let dialog = makeDialog(request, message: "")
    let here = FolderReader.currentFolder()
    let given = request.filename ?? ""
    let start =
      given.isEmpty
      ? (here == "/" ? "/" : here + "/") : given.hasPrefix("/") ? given : here + "/" + given
    // Names that are not UTF-8 are shown with U+FFFD and answered with their bytes.
    let names = FolderNames(start: start)
    let chooser = FileChooser(
      path: ArgumentText.shown(start), mode: request.directory ? .folder : .file,
      listing: names.listing(of:))
    chooser.showsHiddenEntries = false
    chooser.filePatterns = request.fileFilters.first.map(Self.patterns(ofFilter:)) ?? []
    chooser.requirement =
      request.save ? .any : request.directory ? .existingFolder : .existingFile
    // GTK takes one name to save, whatever --multiple says.
    let multiple = request.multiple && !request.save
    let checkable = chooser.fileList ?? chooser.folderList
    if multiple { checkable.selectionMode = .multiple }
    // With --multiple, the checked entries are the answer: the path need not name one.
    var rules: [FieldRule] = [
      .custom { _ in multiple && !checkable.checkedIndices.isEmpty ? nil : chooser.pathProblem }
    ]
    if request.save, request.confirmOverwrite {
      // Before the chooser, so that line mode asks it before the path it lets through.
      let replace = Toggle(title: "Replace the existing file")
      dialog.addControl(.toggle(replace))
      rules.append(
        .custom { _ in
          guard !replace.isOn, !chooser.pathLeaf.isEmpty,
            FolderReader.namesFile(
              FolderReader.absolute(names.argumentText(of: chooser.path), from: here))
          else { return nil }
          return "A file named \u{201C}\(chooser.pathLeaf)\u{201D} already exists."
        })
    }
    dialog.addFileChooser(chooser)
    chooser.pathField.rules = rules
    let shown = ShownBox(
      request: request, modal: dialog,
      windowTitle: request.title
        ?? (request.directory ? "Select a folder" : request.save ? "Save a file" : "Select a file")
    )
    addButtons(to: shown, dialog)
    let separator = request.separator
    shown.readValue = {
      let path = names.argumentText(of: chooser.path)
      var chosen = [FolderReader.absolute(path, from: here)]
      if multiple, let list = chooser.fileList ?? Optional(chooser.folderList),
        !list.checkedIndices.isEmpty
      {
        let folder = chooser.listedFolder ?? ""
        chosen = list.checkedIndices.map {
          FolderReader.absolute(names.argumentText(of: folder + list.items[$0].title), from: here)
        }
      }
      return .text(chosen.joined(separator: separator) + "\n")
    }
    return shown
  }

  /// The patterns of one `--file-filter`: what follows its "|" (all of it without one),
  /// split at spaces, as zenity reads "Images | *.png *.jpg".
  static func patterns(ofFilter filter: String) -> [String] {
    let patterns = filter.split(separator: "|", maxSplits: 1).last.map(String.init) ?? ""
    let list = filter.contains("|") ? patterns : filter
    return list.split(separator: " ").map(String.init)
  }
}
