import ScrimCore

extension CompatBuilder {
  /// dialog's inputmenu: a menu whose Rename button (the extra button, "Rename" unless
  /// `--extra-label` says otherwise) opens the highlighted item for editing; Return then
  /// writes "RENAMED tag item" and exits 3, OK writes the tag.
  func addInputMenu(to shown: ShownBox<CompatBox>, labels: CompatLabels) throws(CompatUsageError) {
    let list = try addList(to: shown)
    let box = shown.box
    let rows = try box.listItems(for: program)
    let ok = shown.addButton(labels.ok, .ok)
    let rename = shown.addButton(box.options.extraLabel ?? "Rename", .extra(0))
    list.renameAction = rename
    var cancel: AlertAction?
    if !box.options.noCancel { cancel = shown.addButton(labels.cancel, .cancel, style: .cancel) }
    if box.options.helpButton { shown.addButton(labels.help, .help) }
    shown.dialog.preferredAction = box.options.defaultNo ? (cancel ?? ok) : ok
    let read = shown.readValue
    shown.readValue = {
      guard let index = list.renamedIndex, rows.indices.contains(index) else { return read() }
      let given = rows[index].item
      let detail = list.items[index].detail ?? ""
      let typed = detail == ArgumentText.shown(given) ? given : ArgumentText.typed(detail)
      return .text("RENAMED \(rows[index].tag) \(typed)")
    }
  }
}
