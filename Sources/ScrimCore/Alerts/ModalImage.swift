/// A picture on an alert, a dialog or a banner: MDC's `titleIcon`, JET's banner "icon or
/// image" and an alert's image among its controls (`ImageControl`), as a value every
/// renderer can draw in its own way.
///
/// A pixel renderer draws the `source` (a PNG file, a name in the desktop's icon theme or
/// pixels in memory); a terminal draws the `glyph` when there is one and the
/// `accessibilityLabel` otherwise. The label is also what a screen reader says for the
/// image (MDC's `imageAccessibilityLabel`).
///
///     alert.titleIcon = ModalImage(
///       glyph: "⚠", source: .themedIcon("dialog-warning"), accessibilityLabel: "Warning")
public struct ModalImage: Hashable, Sendable {
  /// Where a pixel renderer finds the picture.
  public enum Source: Hashable, Sendable {
    /// A PNG file, by path.
    case file(String)
    /// An icon of the desktop's icon theme, by name ("dialog-warning").
    case themedIcon(String)
    /// Pixels the app holds in memory (`PixelImage`).
    case pixels(PixelImage)
  }

  /// One character a terminal draws for the image ("⚠"), or nil.
  ///
  /// Defaults to nil.
  public var glyph: String?
  /// The picture a pixel renderer draws, or nil to draw the glyph as text.
  ///
  /// Defaults to nil.
  public var source: Source?
  /// The colour the image is drawn in (MDC's `titleIconTintColor`); nil keeps a picture's
  /// own colours and draws a glyph in the scheme's icon colour.
  ///
  /// Defaults to nil.
  public var tintColor: Color?
  /// What a screen reader says for the image, and what a terminal draws when there is no
  /// glyph; nil makes the image decorative, left out of the accessibility tree.
  ///
  /// Defaults to nil.
  public var accessibilityLabel: String?

  /// Makes an image; every parameter defaults to nil.
  public init(
    glyph: String? = nil, source: Source? = nil, tintColor: Color? = nil,
    accessibilityLabel: String? = nil
  ) {
    self.glyph = glyph
    self.source = source
    self.tintColor = tintColor
    self.accessibilityLabel = accessibilityLabel
  }

  /// What a text renderer draws: the glyph, else the accessibility label, else nil.
  public var text: String? {
    if let glyph, !glyph.isBlank { return glyph }
    if let accessibilityLabel, !accessibilityLabel.isBlank { return accessibilityLabel }
    return nil
  }

  /// The label a screen reader reads, or nil when the image is decorative.
  var spokenLabel: String? {
    guard let accessibilityLabel, !accessibilityLabel.isBlank else { return nil }
    return accessibilityLabel
  }
}
