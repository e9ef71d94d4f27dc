/// Which part of a file chooser a node is, so that a reader that asks in words (line
/// mode) can ask for the path alone and list the folder on request.
public enum FileChooserPart: Hashable, Sendable {
  /// The list of the folders in the listed folder.
  case folders
  /// The list of the files in it.
  case files
  /// The path field.
  case path
}

extension Modal {
  /// Marks `node`, the node of the control at `index`, as a file chooser's part, and a
  /// path that is not what its chooser asks as the field's error.
  func markFileChooserPart(_ node: inout AccessibilityNode, ofControl index: Int) {
    guard let dialog = self as? Dialog, !dialog.fileChoosers.isEmpty,
      let chooser = dialog.fileChooser(owning: controls[index])
    else { return }
    switch controls[index] {
    case .choice(let list):
      node.fileChooserPart = list === chooser.folderList ? .folders : .files
    default:
      node.fileChooserPart = .path
      node.errorMessage = node.errorMessage ?? chooser.pathProblem
    }
  }
}
