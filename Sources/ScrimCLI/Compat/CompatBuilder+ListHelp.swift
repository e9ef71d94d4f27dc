import ScrimCore

extension CompatBuilder {
  /// dialog's Help on a menu, checklist, radiolist or treeview: it writes the row the
  /// keyboard is on, marked or not (line mode, which has no keyboard row, the row chosen
  /// there), as its tag or, with `--item-help`, its help (its tag again with `--help-tags`).
  ///
  /// With `--help-status`, a checklist, radiolist or tree (`marked`) writes that row quoted
  /// as needed, then the tags marked, as its OK would.
  static func helpWritesKeyboardRow(
    of shown: ShownBox<CompatBox>, rows: [(tag: String, help: String?)],
    marked: (@MainActor () -> [String])? = nil, chosen: @escaping @MainActor () -> Int?
  ) {
    let options = shown.box.options
    let writesHelp = options.itemHelp && !options.helpTags
    let status = options.helpStatus ? marked : nil
    shown.helpValue = { [weak shown] in
      guard let index = shown?.keyboardRow ?? chosen(), rows.indices.contains(index) else {
        return .tag("")
      }
      let row = rows[index]
      let written = writesHelp ? row.help ?? row.tag : row.tag
      guard let status else { return .tag(written) }
      return .tags([written] + status())
    }
  }
}
