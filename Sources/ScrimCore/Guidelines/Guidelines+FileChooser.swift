extension Guidelines {
  /// A file chooser's rules: Return in its path chooses the default action, so a dialog
  /// with one needs a default; and one chooser a dialog, whose path has focus first.
  @MainActor
  static func fileChooserRules(_ modal: any Modal) -> [Diagnostic] {
    guard let dialog = modal as? Dialog, !dialog.fileChoosers.isEmpty else { return [] }
    var found: [Diagnostic] = []
    if dialog.defaultAction == nil {
      found.append(
        Diagnostic(
          rule: "fileChooser.no-default", severity: .warning,
          message: "The dialog has a file chooser but no default action: Return in its path "
            + "chooses nothing.",
          fixIt: "Add the action that opens or saves the path and make it the preferred one."))
    }
    if dialog.fileChoosers.count > 1 {
      found.append(
        Diagnostic(
          rule: "fileChooser.several", severity: .warning,
          message: "The dialog has \(dialog.fileChoosers.count) file choosers; only the first "
            + "one's path has focus first, and their lists read alike.",
          fixIt: "Ask for one path a dialog, or use a text field for the others."))
    }
    return found
  }
}
