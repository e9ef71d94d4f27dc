import ScrimCore
import ScrimTerminal
import Testing

/// Pictures of an image among a dialog's controls and a dialog's title icon (issue 37): a
/// terminal cannot draw the picture, so it draws the glyph, or the label between brackets.
@MainActor
@Suite struct ImageControlSnapshotTests {
  /// A dialog with a title icon, a chart that has only a label, a tinted glyph, and a
  /// switch.
  static func dialog(_ scheme: ContainerScheme) -> Dialog {
    let dialog = Dialog(title: "Clean up backups", message: "Old backups use most of the disk.")
    dialog.titleIcon = ModalImage(
      glyph: "✎", source: .themedIcon("edit-clear"), tintColor: scheme.colorScheme.primary,
      accessibilityLabel: "Clean up")
    dialog.addControl(
      .image(
        ImageControl(
          ModalImage(source: .file("/usr/share/scrim/disk-usage.png")),
          accessibilityLabel: "Disk usage: 92% full", size: Size(width: 160, height: 80))))
    dialog.addControl(
      .image(
        ImageControl(
          ModalImage(glyph: "▇", tintColor: scheme.colorScheme.error),
          accessibilityLabel: "Nearly full")))
    dialog.addControl(.toggle(Toggle(title: "Keep the newest backup", isOn: true)))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Clean up", emphasis: .high))
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }

  @Test(arguments: [Look.light, .monochrome])
  func imageControls(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 60, height: 18))
    try stage.app.present(Self.dialog(look.scheme))
    try stage.settle()
    stage.expectSnapshot(named: "imageControl-\(look.rawValue)-60x18")
  }
}
