/// The boxes of zenity's command line, by the option that asks for each.
package enum ZenityBox: String, CaseIterable, Hashable, Sendable {
  case info, warning, error, question, entry, password, list, progress, forms
  case textInfo = "text-info"
  case notification
  // Boxes zenity has that are not modals or messages: asked for, they are a usage error.
  case calendar
  case fileSelection = "file-selection"
  case colorSelection = "color-selection"
  case scale
  case about

  /// Whether scrim-gtk shows this box; the others are a clear error naming these.
  package var isSupported: Bool {
    switch self {
    case .about: return false
    default: return true
    }
  }

  /// Whether it is one of the four message boxes (info, warning, error, question).
  var isMessage: Bool { [.info, .warning, .error, .question].contains(self) }

  /// The boxes shown, as `--name` options, for an error that lists them.
  static var supportedList: String {
    allCases.filter(\.isSupported).map { "--\($0.rawValue)" }.joined(separator: ", ")
  }
}
