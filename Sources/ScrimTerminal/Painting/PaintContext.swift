@_spi(Renderer) import ScrimCore

/// What every painter needs besides the thing it paints: how to measure text and
/// whether colour can be shown.
///
/// On a monochrome terminal (NO_COLOR, TERM=dumb, output not a terminal) colours are
/// dropped by the encoder, so painters say the same things with attributes instead:
/// the scrim and shadows dim, a contained button and the focused control reverse.
///
///     let context = PaintContext(depth: environment.colorDepth)
public struct PaintContext: Sendable {
  /// Measures text in cells.
  public var measurer: TerminalTextMeasurer
  /// Whether colours are dropped, so attributes must carry the meaning.
  public var isMonochrome: Bool
  /// The terminal's default background, when known: what a translucent banner blends
  /// over where the content beneath uses it; when nil such cells stay opaque.
  ///
  /// Defaults to nil.
  public var defaultBackground: Color?

  /// Makes a context.
  ///
  /// - Parameters:
  ///   - measurer: Measures text; defaults to the terminal measurer.
  ///   - isMonochrome: Whether colours are dropped.
  public init(measurer: TerminalTextMeasurer = TerminalTextMeasurer(), isMonochrome: Bool = false) {
    self.measurer = measurer
    self.isMonochrome = isMonochrome
  }

  /// A context for a terminal of `depth`: monochrome when it shows no colour.
  public init(depth: ColorDepth, measurer: TerminalTextMeasurer = TerminalTextMeasurer()) {
    self.init(measurer: measurer, isMonochrome: depth == .none)
  }
}

extension CellStyle {
  /// The style of a run of text: its colour on a background, with the typographic
  /// style's weight and slant.
  init(_ text: ResolvedTextStyle, on background: Color?) {
    var attributes: Attributes = []
    switch text.style.weight {
    case .bold: attributes.insert(.bold)
    case .dim: attributes.insert(.dim)
    case .regular: break
    }
    if text.style.isItalic { attributes.insert(.italic) }
    self.init(foreground: text.color, background: background, attributes: attributes)
  }
}
