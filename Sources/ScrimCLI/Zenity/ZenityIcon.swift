import ScrimCore

/// The picture a message box shows: its kind's icon, or the one `--icon-name` names (one
/// of zenity's four by name, an icon of the desktop's theme, or a file).
enum ZenityIcon {
  static func image(for request: ZenityRequest) -> ModalImage {
    guard let icon = request.icon, !icon.isEmpty else { return standard(request.box) }
    switch icon.lowercased() {
    case "info": return standard(.info)
    case "warning": return standard(.warning)
    case "question": return standard(.question)
    case "error": return standard(.error)
    default: return ModalImage(source: icon.contains("/") ? .file(icon) : .themedIcon(icon))
    }
  }

  private static func standard(_ box: ZenityBox) -> ModalImage {
    switch box {
    case .warning:
      return ModalImage(
        glyph: "⚠", source: .themedIcon("dialog-warning"), accessibilityLabel: "Warning")
    case .error:
      return ModalImage(
        glyph: "✖", source: .themedIcon("dialog-error"), accessibilityLabel: "Error")
    case .question:
      return ModalImage(
        glyph: "?", source: .themedIcon("dialog-question"), accessibilityLabel: "Question")
    default:
      return ModalImage(
        glyph: "ℹ", source: .themedIcon("dialog-information"), accessibilityLabel: "Information")
    }
  }
}
