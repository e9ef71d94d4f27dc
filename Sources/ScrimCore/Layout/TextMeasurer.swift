/// Measures how wide text is when displayed, in layout units.
///
/// The terminal renderer measures in cells (a CJK character is two); a pixel
/// renderer would measure in points. The core never assumes one character is one unit.
public protocol TextMeasurer: Sendable {
  /// The display width of `text`, which holds no line breaks.
  func width(of text: String) -> Int

  /// The display width of one character (an extended grapheme cluster).
  ///
  /// Defaults to the width of a one-character string; measurers override it because
  /// wrapping calls it once per character.
  func width(of character: Character) -> Int
}

extension TextMeasurer {
  /// The width of a one-character string.
  public func width(of character: Character) -> Int {
    width(of: String(character))
  }
}
