/// Replaces control characters with visible stand-ins, so that text from users never
/// reaches a terminal raw (DESIGN invariant 3) and measures as what is drawn.
///
/// C0 controls become their Control Pictures (ESC → ␛, NUL → ␀), DEL becomes ␡ and C1
/// controls become U+FFFD; every stand-in is one cell wide. Wrapping treats line breaks
/// and tabs first: line breaks end lines and a tab is a space.
public enum TextSanitizer {
  /// Whether `scalar` is a C0 control, DEL or a C1 control.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// The visible stand-in for a control scalar, or nil when `scalar` is not one.
  public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0..<0x20: return Unicode.Scalar(0x2400 + scalar.value)
    case 0x7F: return "\u{2421}"
    case 0x80...0x9F: return "\u{FFFD}"
    default: return nil
    }
  }

  /// `character` with its control scalars replaced, or `character` itself when it has
  /// none.
  static func sanitized(_ character: Character) -> Character {
    guard character.unicodeScalars.contains(where: isControl) else { return character }
    var result = String.UnicodeScalarView()
    for scalar in character.unicodeScalars {
      result.append(replacement(for: scalar) ?? scalar)
    }
    // A replaced cluster ("\r\n" → "␍␊") may now be two characters; keep the first
    // visible one so that one character stays one character.
    return String(result).first ?? character
  }

  /// `text` with every control character replaced by its stand-in.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func sanitized(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(replacement(for: scalar) ?? scalar)
    }
    return String(result)
  }
}
