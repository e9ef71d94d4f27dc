extension Dialog {
  /// Appends a file chooser's parts to the body: its folder list, its file list (when it
  /// picks a file) and its path field, which has focus first.
  ///
  ///     dialog.addFileChooser(FileChooser(path: "./", mode: .folder, listing: read))
  public func addFileChooser(_ chooser: FileChooser) {
    for list in chooser.lists { addControl(.choice(list)) }
    addControl(.textField(chooser.pathField))
    fileChoosers.append(chooser)
  }

  /// The chooser `control` is a part of, if any.
  func fileChooser(owning control: Control) -> FileChooser? {
    fileChoosers.first { chooser in
      switch control {
      case .choice(let list): return chooser.lists.contains { $0 === list }
      case .textField(let field): return field === chooser.pathField
      default: return false
      }
    }
  }
}
