extension CompatBox.Kind {
  /// Whether the box is drawn once and the command ends at once, leaving it on the screen
  /// (an infobox, dialog's mixed gauge): nothing is asked and nothing written.
  var endsAtOnce: Bool { self == .infobox || self == .mixedgauge }
}
