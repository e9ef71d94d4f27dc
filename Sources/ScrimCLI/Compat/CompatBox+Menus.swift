extension CompatBox.Kind {
  /// Whether the box is a menu: rows of a tag and an item, no status, the highlighted row
  /// the answer (`--menu`, and dialog's `--inputmenu`, whose items can also be renamed).
  var isMenu: Bool { self == .menu || self == .inputmenu }
}
