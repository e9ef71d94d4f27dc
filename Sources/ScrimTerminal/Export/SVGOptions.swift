import ScrimCore

/// How `Screen.svg(_:)` draws a screen: the size of a cell, the font, the terminal's
/// default colours and the image's title.
///
///     let image = screen.svg(SVGOptions(title: "Delete draft? alert, 80×24"))
public struct SVGOptions: Hashable, Sendable {
  /// The width of one cell in pixels; the image is `columns × cellWidth` wide.
  ///
  /// Defaults to 8.4, the advance of most monospace fonts at 14 px (0.6 em). A value
  /// that is not finite and positive falls back to the default.
  public var cellWidth: Double
  /// The height of one cell in pixels; the image is `rows × cellHeight` high.
  ///
  /// Defaults to 17. A value that is not finite and positive falls back to the default.
  public var cellHeight: Double
  /// The font size in pixels.
  ///
  /// Defaults to 14. A value that is not finite and positive falls back to the default.
  public var fontSize: Double
  /// The CSS font-family list for text.
  ///
  /// Defaults to `SVGOptions.monospaceFontFamily`.
  public var fontFamily: String
  /// The text colour of cells whose style has none, as the terminal's own foreground.
  ///
  /// Defaults to a light grey, #D4D4D4.
  public var defaultForeground: Color
  /// The colour of cells whose style has no background, as the terminal's own background.
  ///
  /// Defaults to a near-black, #1E1E1E.
  public var defaultBackground: Color
  /// The image's accessible name, written as its `<title>`, or nil for none.
  ///
  /// Defaults to nil.
  public var title: String?

  /// Monospace fonts common on macOS, Windows and Linux, ending in the generic family.
  public static let monospaceFontFamily =
    "ui-monospace, 'SF Mono', Menlo, 'Cascadia Mono', Consolas, 'DejaVu Sans Mono', "
    + "'Liberation Mono', monospace"

  /// Makes options; every parameter has the default its property documents.
  public init(
    cellWidth: Double = 8.4, cellHeight: Double = 17, fontSize: Double = 14,
    fontFamily: String = SVGOptions.monospaceFontFamily,
    defaultForeground: Color = Color(hex: 0xD4D4D4),
    defaultBackground: Color = Color(hex: 0x1E1E1E), title: String? = nil
  ) {
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
    self.fontSize = fontSize
    self.fontFamily = fontFamily
    self.defaultForeground = defaultForeground
    self.defaultBackground = defaultBackground
    self.title = title
  }

  /// The cell width to draw with: `cellWidth`, or the default when it is unusable.
  var usableCellWidth: Double { Self.usable(cellWidth, or: 8.4) }
  /// The cell height to draw with: `cellHeight`, or the default when it is unusable.
  var usableCellHeight: Double { Self.usable(cellHeight, or: 17) }
  /// The font size to draw with: `fontSize`, or the default when it is unusable.
  var usableFontSize: Double { Self.usable(fontSize, or: 14) }

  private static func usable(_ value: Double, or fallback: Double) -> Double {
    value.isFinite && value > 0 ? value : fallback
  }
}
