import ScrimCore

extension CompatBuilder {
  /// dialog's Help on a menu, radiolist or treeview: it writes the row the keyboard is on,
  /// marked or not (line mode, which has no keyboard row, the row chosen there), as its tag
  /// or, with `--item-help`, its help.
  static func helpWritesKeyboardRow(
    of shown: ShownBox<CompatBox>, rows: [(tag: String, help: String?)],
    chosen: @escaping @MainActor () -> Int?
  ) {
    let itemHelp = shown.box.options.itemHelp
    shown.helpValue = { [weak shown] in
      guard let index = shown?.keyboardRow ?? chosen(), rows.indices.contains(index) else {
        return .tag("")
      }
      let row = rows[index]
      return .tag(itemHelp ? row.help ?? row.tag : row.tag)
    }
  }
}
