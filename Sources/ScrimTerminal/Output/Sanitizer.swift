/// Makes text from users safe to put on a terminal: control characters become visible
/// symbols, so no escape sequence in a title or message can reach the terminal raw.
///
///     Sanitizer.clean("evil\u{1B}[2J") == "evil␛[2J"
public enum Sanitizer {
  /// The text with every C0 and C1 control, ESC and DEL replaced by a visible symbol.
  ///
  /// C0 controls map to the Control Pictures block (U+2400...U+241F: "␀", "␛"), DEL to
  /// "␡", and C1 controls (U+0080...U+009F), which some terminals obey, to "�".
  /// Tabs and line breaks are replaced too: layout breaks lines before text gets here.
  public static func clean(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(isControl(scalar) ? replacement(for: scalar) : scalar)
    }
    return String(result)
  }

  /// Whether a scalar is a control character that must not reach the terminal.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0..<0x20: return Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: return "\u{2421}"
    default: return "\u{FFFD}"
    }
  }
}
