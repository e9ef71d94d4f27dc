import ScrimCore

extension CatalogExample {
  /// A dialog with MDC's title icon and JET's image among its controls: a window draws the
  /// icons of the desktop's theme, a terminal their glyph or their label.
  static let imageDialog = CatalogExample(
    title: "Dialog with images",
    summary: "A title icon and a picture among the controls; a terminal shows their labels.",
    content: .modal { scheme, _ in
      let dialog = Dialog(title: "Clean up backups", message: "Old backups use most of the disk.")
      dialog.titleIcon = ModalImage(
        glyph: "⚠", source: .themedIcon("dialog-warning"), tintColor: scheme.colorScheme.error,
        accessibilityLabel: "Warning")
      dialog.addControl(
        .image(
          ImageControl(
            ModalImage(source: .themedIcon("drive-harddisk")), accessibilityLabel: "Disk 92% full",
            size: Size(width: 64, height: 64))))
      dialog.addControl(.toggle(Toggle(title: "Keep the newest backup", isOn: true)))
      dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
      dialog.addAction(AlertAction(title: "Clean up", emphasis: .high))
      dialog.applyTheme(withScheme: scheme)
      return dialog
    })
}
