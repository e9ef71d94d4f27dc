extension CompatBox.Kind {
  /// Whether the box is drawn once and left on the main screen as the command ends: an
  /// infobox, and a `--tailboxbg`, which dialog leaves to a process in the background
  /// while the script goes on (scrim draws the file's last lines and ends; it does not
  /// follow the file after).
  var isLeftOnScreen: Bool { self == .infobox || self == .tailboxbg }
}
