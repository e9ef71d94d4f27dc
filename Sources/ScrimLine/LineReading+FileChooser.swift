import ScrimCore

extension LineReading {
  /// The prompt for a file chooser's path, the path Return keeps and how to list the
  /// folder: "Path (Return keeps /etc/, ? lists the folder): ".
  package static func pathPrompt(_ field: AccessibilityNode) -> String {
    let name = field.label.isBlank ? "Path" : UserText.visible(field.label)
    return "\(name) (Return keeps \(UserText.visible(field.value ?? "")), ? lists the folder): "
  }

  /// The entries a file chooser lists, as a listing reads them: its folders with a "/",
  /// then its files, one to a line and indented ("." and ".." are left out).
  package static func folderEntries(in nodes: [AccessibilityNode]) -> [String] {
    var entries: [String] = []
    for part in [FileChooserPart.folders, .files] {
      for list in nodes where list.fileChooserPart == part {
        for item in list.children where item.label != "." && item.label != ".." {
          entries.append("  " + UserText.visible(item.label) + (part == .folders ? "/" : ""))
        }
      }
    }
    return entries
  }
}
