/// Replaces control characters with visible stand-ins, so that text from users never
/// reaches a terminal raw (DESIGN invariant 3) and measures as what is drawn.
///
/// C0 controls become their Control Pictures (ESC → ␛, NUL → ␀), DEL becomes ␡ and C1
/// controls become U+FFFD; every stand-in is one cell wide. Wrapping treats line breaks
/// and tabs first: line breaks end lines and a tab is a space. A combining mark with
/// nothing to combine with (at the start of the text) is shown on U+25CC DOTTED CIRCLE,
/// as Unicode recommends, so that a terminal does not draw it over the previous cell
/// (a border, say). A character keeps at most `maximumMarksInARow` marks in a row.
public enum TextSanitizer {
  /// The base a lone combining mark is shown on.
  public static let combiningBase: Unicode.Scalar = "\u{25CC}"

  /// The most marks in a row a character keeps: 30, the longest run of non-starters that
  /// Unicode's Stream-Safe Text Format allows (UAX #15); no script stacks more.
  ///
  /// The rest is dropped before anything measures it: nobody reads a character stacked
  /// with thousands of marks, and Pango measures such a cluster in time that grows with
  /// the square of its length (one with 200,000 marks showed no window in 40 s).
  public static let maximumMarksInARow = 30

  /// Whether `scalar` extends the character before it without being a base: a combining
  /// or spacing mark, ZWJ, a variation selector or another extender of no width.
  static func isExtender(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x300 else { return false }
    if TerminalTextMeasurer.width(of: scalar) == 0 { return true }
    // Kana, CJK ideographs and Hangul syllables have no spacing marks: spare the lookup.
    if (0x3040..<0xA000).contains(value) || (0xAC00..<0xD7A4).contains(value) { return false }
    return scalar.properties.generalCategory == .spacingMark
  }

  /// Whether `character` starts with a visible combining mark, so has no base of its
  /// own; invisible marks such as variation selectors are not counted.
  public static func isLoneCombiningMark(_ character: Character) -> Bool {
    // The width table is a cheap first test: every mark is zero wide there.
    guard let first = character.unicodeScalars.first, first.value >= 0x300,
      TerminalTextMeasurer.width(of: first) == 0, !first.properties.isDefaultIgnorableCodePoint
    else { return false }
    switch first.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

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

  /// Whether `scalar` is a bidirectional formatting character: an embedding or override
  /// (U+202A to U+202E), an isolate (U+2066 to U+2069), or a mark (U+200E LRM, U+200F RLM,
  /// U+061C ALM).
  ///
  /// Drawn into cells they take no cell and are dropped, but text written to a terminal
  /// as it is would reach its bidirectional algorithm, which may reorder what follows on
  /// the line (the "Trojan Source" class of attacks).
  public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// `text` as `sanitized(_:)` makes it, with bidirectional formatting characters also
  /// replaced by U+FFFD, as C1 controls are: for text written to a terminal as a stream
  /// of characters (a prompt, an error, a result) rather than drawn into cells.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func sanitizedForStream(_ text: String) -> String {
    let sanitized = sanitized(text)
    guard sanitized.unicodeScalars.contains(where: isBidiControl) else { return sanitized }
    var result = String.UnicodeScalarView()
    for scalar in sanitized.unicodeScalars {
      result.append(isBidiControl(scalar) ? "\u{FFFD}" : scalar)
    }
    return String(result)
  }

  /// `character` as `sanitized(_:)` shows it, as one character: for CR LF, only ␍.
  static func sanitized(_ character: Character) -> Character {
    guard
      isLoneCombiningMark(character) || needsReplacing(character.unicodeScalars)
    else { return character }
    return sanitized(String(character)).first ?? character
  }

  /// `text` with every control character replaced by its stand-in, every combining
  /// mark without a base (at the start, or after a control) put on U+25CC, and marks past
  /// `maximumMarksInARow` in a row dropped.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func sanitized(_ text: String) -> String {
    let leadingMark = text.first.map(isLoneCombiningMark) ?? false
    guard leadingMark || needsReplacing(text.unicodeScalars) else { return text }
    var result = String.UnicodeScalarView()
    var marks = 0
    for character in text {
      if isLoneCombiningMark(character) {
        result.append(combiningBase)
        marks = 0
      }
      for scalar in character.unicodeScalars {
        marks = isExtender(scalar) ? marks + 1 : 0
        if marks > maximumMarksInARow { continue }
        result.append(replacement(for: scalar) ?? scalar)
      }
    }
    return String(result)
  }

  /// `text` with marks past `maximumMarksInARow` in a row dropped and nothing else
  /// changed: for titles and labels, which the layout measures as they are given.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func cappingMarks(_ text: String) -> String {
    guard needsReplacing(text.unicodeScalars, orControls: false) else { return text }
    var result = String.UnicodeScalarView()
    var marks = 0
    for scalar in text.unicodeScalars {
      marks = isExtender(scalar) ? marks + 1 : 0
      if marks <= maximumMarksInARow { result.append(scalar) }
    }
    return String(result)
  }

  /// Whether `scalars` hold more marks in a row than are kept or, with `orControls`, a
  /// control character.
  private static func needsReplacing(
    _ scalars: String.UnicodeScalarView, orControls: Bool = true
  ) -> Bool {
    var marks = 0
    for scalar in scalars {
      if orControls, isControl(scalar) { return true }
      guard scalar.value >= 0x300 else {
        marks = 0
        continue
      }
      marks = isExtender(scalar) ? marks + 1 : 0
      if marks > maximumMarksInARow { return true }
    }
    return false
  }
}
