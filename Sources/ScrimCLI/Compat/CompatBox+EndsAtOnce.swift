extension CompatBox.Kind {
  /// Whether the box is drawn once and the command ends at once, leaving it on the main
  /// screen: nothing is asked and nothing written.
  ///
  /// An infobox; dialog's mixed gauge; and a `--tailboxbg`, which dialog leaves to a process
  /// in the background while the script goes on (scrim draws the file's last lines and
  /// ends; it does not follow the file after).
  var endsAtOnce: Bool { [.infobox, .mixedgauge, .tailboxbg].contains(self) }
}
