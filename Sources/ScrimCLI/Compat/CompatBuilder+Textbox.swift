import ScrimCore

extension CompatBuilder {
  /// Shows a textbox's file in a read-only text area, and its Exit button.
  ///
  /// The area is as many rows tall as the box's height leaves inside its frame and its
  /// button (10 when it fits). A regular file is read a view at a time (`FileLineSource`),
  /// so that its size costs nothing; a FIFO or a device is read whole, within
  /// `CompatFile.maximumByteCount`. Exit is the default, which Return chooses from the
  /// text as it does in dialog and whiptail.
  func addTextbox(to shown: ShownBox<CompatBox>, labels: CompatLabels) throws(CompatUsageError) {
    let path = shown.box.text
    let area =
      if let source = try FileLineSource.open(path, for: "--textbox") {
        TextArea(lines: source)
      } else {
        TextArea(text: ArgumentText.shown(try readFile(path)))
      }
    let height = shown.box.sizes.first ?? 0
    area.visibleLineCount = height > 0 ? max(1, height - 4) : 10
    shown.dialog.addControl(.textArea(area))
    shown.dialog.preferredAction = shown.addButton(labels.exit, .ok)
  }
}
