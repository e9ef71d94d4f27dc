import ScrimCore

extension CompatBuilder {
  /// A textbox's file in a read-only text area as many rows tall as the box's height
  /// leaves inside its frame and its button (10 when it fits): a regular file read a view
  /// at a time (`FileLineSource`), so that its size costs nothing; a FIFO or a device read
  /// whole, within `CompatFile.maximumByteCount`.
  func addTextbox(to shown: CompatShownBox) throws(CompatUsageError) {
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
  }
}
