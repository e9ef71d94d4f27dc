/// The boxes of zenity's command line, by the option that asks for each.
package enum ZenityBox: String, CaseIterable, Hashable, Sendable {
  case info, warning, error, question, entry, password, list, progress, forms
  case textInfo = "text-info"
  case notification
  case calendar
  case fileSelection = "file-selection"
  case colorSelection = "color-selection"
  case scale
  case about

  /// Whether it is one of the four message boxes (info, warning, error, question).
  var isMessage: Bool { [.info, .warning, .error, .question].contains(self) }
}
