import ScrimCore

/// A button asked for with `--action LABEL[:ROLE]`.
package struct ActionSpec: Hashable, Sendable {
  /// The button's label, printed on stdout when it is chosen.
  package var label: String
  /// What choosing it means.
  ///
  /// Defaults to `.default`.
  package var role: AlertAction.Style

  /// Makes a button.
  package init(label: String, role: AlertAction.Style = .default) {
    self.label = label
    self.role = role
  }
}

extension AlertAction.Style {
  /// The word used on the command line and in JSON: "default", "cancel" or "destructive".
  package var name: String {
    switch self {
    case .default: return "default"
    case .cancel: return "cancel"
    case .destructive: return "destructive"
    }
  }
}
