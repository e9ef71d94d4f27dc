import ScrimCore

extension CommandModel {
  /// Gives an action sheet without `--anchor` the command's default anchor for a terminal
  /// of `size`: in a regular-width terminal, where a sheet is a popover and needs one, the
  /// bottom centre, so that it rises from there.
  ///
  /// Both `--check` and a real run call it first, so they judge the same sheet: a missing
  /// `--anchor` is never an error for the command, whatever the width.
  package func anchorSheet(in size: Size) {
    guard case .modal(let modal) = content, modal.kind == .actionSheet, modal.sourceRect == nil,
      SizeClass(width: size.width) == .regular, let sheet = modal as? AlertController
    else { return }
    sheet.sourceRect = Rect(
      x: size.width / 2, y: max(0, size.height - 1), width: 1, height: 1)
  }
}
