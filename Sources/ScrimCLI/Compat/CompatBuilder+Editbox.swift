import ScrimCore

extension CompatBuilder {
  /// dialog's `--editbox`: the file's text in an editable text area, the caret at its
  /// start, with OK and Cancel (and Extra and Help as asked); OK writes the text, each
  /// line ended by a line break, as dialog writes it.
  ///
  /// The text area holds at most `TextArea.maximumLength` characters: a longer file is an
  /// error rather than a text cut short that OK would then write back.
  func addEditbox(to shown: ShownBox<CompatBox>, labels: CompatLabels) throws(CompatUsageError) {
    let path = shown.box.text
    let (bytes, isWhole) = try CompatFile.contents(
      of: path, upTo: TextArea.maximumLength, for: "--editbox")
    let text = String(decoding: bytes, as: UTF8.self)
    guard isWhole, text.count <= TextArea.maximumLength else {
      throw CompatUsageError(
        "\(path) is too big for --editbox: it edits up to \(TextArea.maximumLength) bytes")
    }
    let area = TextArea(text: text, isEditable: true)
    area.moveCaretToStart()
    area.tabMovesFocus = true
    area.accessibilityLabel = "Text"
    let height = shown.box.sizes.first ?? 0
    area.visibleLineCount = height > 0 ? max(1, height - 4) : 10
    shown.dialog.addControl(.textArea(area))
    shown.readValue = { .text(Self.editedText(area.text)) }
    let ok = shown.addButton(labels.ok, .ok)
    if shown.box.options.extraButton { shown.addButton(labels.extra, .extra(0)) }
    if !shown.box.options.noCancel { shown.addButton(labels.cancel, .cancel, style: .cancel) }
    if shown.box.options.helpButton { shown.addButton(labels.help, .help) }
    shown.dialog.preferredAction = ok
  }

  /// The text as dialog's editbox writes it: each line ended by a line break, so a text
  /// without a last one (or none at all) gets one.
  nonisolated static func editedText(_ text: String) -> String {
    text.hasSuffix("\n") ? ArgumentText.typed(text) : ArgumentText.typed(text) + "\n"
  }
}
