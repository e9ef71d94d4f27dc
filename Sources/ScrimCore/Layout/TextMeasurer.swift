/// Measures how wide text is when displayed, in layout units.
///
/// The terminal renderer measures in cells (a CJK character is two); a pixel
/// renderer would measure in points. The core never assumes one character is one unit.
///
/// Each run is measured in its own font: the layout asks `measurer(for:)` for the
/// measurer of a run's role and size (a title's Headline 6, a button's Button) and wraps
/// the run with it. A terminal has one size and answers with itself.
public protocol TextMeasurer: Sendable {
  /// The measurer of text in `font`: what a run of that role and size is measured with.
  ///
  /// Defaults to this measurer, which suits a renderer with one font size.
  func measurer(for font: TextFont) -> any TextMeasurer

  /// The display width of `text`, which holds no line breaks.
  func width(of text: String) -> Int

  /// The display width of one character (an extended grapheme cluster).
  ///
  /// Defaults to the width of a one-character string; measurers override it because
  /// wrapping calls it once per character.
  func width(of character: Character) -> Int

  /// Whether `character`, `width` wide by this measurer, is a wide character such as a
  /// CJK ideograph, beside which a line may break (such text has no spaces).
  ///
  /// Defaults to a width of two units or more, which is right for terminal cells, where
  /// wide characters take two. A measurer in points overrides it, for example with
  /// `TerminalTextMeasurer().width(of: character) >= 2`, since in points every letter is
  /// wider than two.
  func isWide(_ character: Character, width: Int) -> Bool
}

extension TextMeasurer {
  /// This measurer: one font size for every role.
  public func measurer(for font: TextFont) -> any TextMeasurer { self }

  /// The width of a one-character string.
  public func width(of character: Character) -> Int {
    width(of: String(character))
  }

  /// Whether `width` is two units or more: two cells.
  public func isWide(_ character: Character, width: Int) -> Bool {
    width >= 2
  }
}
