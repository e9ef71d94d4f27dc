/// The colours of a theme, by Material role, as `MDCSemanticColorScheme` has them.
///
/// Components never name a colour directly: an alert's surface is `surface`, its title
/// `onSurface` at `highEmphasisOpacity`, a contained button `primary` with `onPrimary`
/// text. The built-in schemes are `.light`, `.dark` and `.highContrast`.
public struct ColorScheme: Hashable, Sendable {
  /// The brand colour: contained buttons, text-button titles, focus indicators.
  public var primary: Color
  /// Text and icons drawn on `primary`.
  public var onPrimary: Color
  /// The accent colour.
  public var secondary: Color
  /// Text and icons drawn on `secondary`.
  public var onSecondary: Color
  /// The background of containers: alerts, dialogs, sheets, banners.
  public var surface: Color
  /// Text and icons drawn on `surface`.
  public var onSurface: Color
  /// The background behind scrollable content, the host's canvas.
  public var background: Color
  /// Text and icons drawn on `background`.
  public var onBackground: Color
  /// Errors and destructive actions.
  public var error: Color
  /// Text and icons drawn on `error`.
  public var onError: Color
  /// The colour laid over the host's content behind a modal, with its opacity.
  public var scrim: Color
  /// The background of a snackbar.
  public var snackbarBackground: Color
  /// Text drawn on `snackbarBackground`.
  public var onSnackbarBackground: Color
  /// The opacity of high-emphasis text on a surface, such as a title.
  ///
  /// Material uses 0.87.
  public var highEmphasisOpacity: Double
  /// The opacity of medium-emphasis text on a surface, such as a message.
  ///
  /// Material uses 0.60.
  public var mediumEmphasisOpacity: Double
  /// The opacity of disabled text on a surface.
  ///
  /// Material uses 0.38; WCAG exempts disabled controls from contrast minimums.
  public var disabledOpacity: Double
  /// The opacity of `onSurface` for an outlined button's border.
  ///
  /// Material uses 0.12, which gives 1.3:1 against a white surface, below WCAG's 3:1
  /// for the boundary of a control (1.4.11); the built-in schemes use 0.60 instead.
  public var outlineOpacity: Double
  /// The opacity of a banner's `surface`, which a renderer blends over what is beneath
  /// (JET's "semi-transparent background").
  ///
  /// Defaults to 1, opaque, as Material's and MDC's banners are: text over a translucent
  /// surface reaches WCAG AA over any content only at about 0.9 for the built-in schemes
  /// (their primary-coloured buttons are the first to fall short), and a banner's text is
  /// the point of it. Set it below 1, or set `Banner.backgroundOpacity` on one banner, to
  /// let the content show through.
  public var bannerBackgroundOpacity: Double = 1

  /// Makes a scheme from every role.
  public init(
    primary: Color, onPrimary: Color, secondary: Color, onSecondary: Color, surface: Color,
    onSurface: Color, background: Color, onBackground: Color, error: Color, onError: Color,
    scrim: Color, snackbarBackground: Color, onSnackbarBackground: Color,
    highEmphasisOpacity: Double = 0.87, mediumEmphasisOpacity: Double = 0.60,
    disabledOpacity: Double = 0.38, outlineOpacity: Double = 0.60
  ) {
    self.primary = primary
    self.onPrimary = onPrimary
    self.secondary = secondary
    self.onSecondary = onSecondary
    self.surface = surface
    self.onSurface = onSurface
    self.background = background
    self.onBackground = onBackground
    self.error = error
    self.onError = onError
    self.scrim = scrim
    self.snackbarBackground = snackbarBackground
    self.onSnackbarBackground = onSnackbarBackground
    self.highEmphasisOpacity = highEmphasisOpacity
    self.mediumEmphasisOpacity = mediumEmphasisOpacity
    self.disabledOpacity = disabledOpacity
    self.outlineOpacity = outlineOpacity
  }

  /// Material's 2018 light baseline (`Material201804`), with the seed's defaults: white
  /// surface, scrim black at 32%, snackbar #323232 with white text.
  public static let light = ColorScheme(
    primary: Color(hex: 0x6200EE), onPrimary: .white, secondary: Color(hex: 0x03DAC6),
    onSecondary: .black, surface: .white, onSurface: .black, background: .white,
    onBackground: .black, error: Color(hex: 0xB00020), onError: .white,
    scrim: .black.withAlpha(0.32), snackbarBackground: Color(hex: 0x323232),
    onSnackbarBackground: .white)

  /// Material's dark theme (`MaterialDark201907`).
  ///
  /// The snackbar inverts, as Material's dark theme asks: `onSurface` at 80% over the
  /// surface (#D0D0D0) with text in the surface colour, the formula MDC's snackbar
  /// themer used. The scrim stays black at 32%.
  public static let dark = ColorScheme(
    primary: Color(hex: 0xBB86FC), onPrimary: .black, secondary: Color(hex: 0x03DAC6),
    onSecondary: .black, surface: Color(hex: 0x121212), onSurface: .white,
    background: Color(hex: 0x121212), onBackground: .white, error: Color(hex: 0xCF6679),
    onError: .black, scrim: .black.withAlpha(0.32), snackbarBackground: Color(hex: 0xD0D0D0),
    onSnackbarBackground: Color(hex: 0x121212))

  /// Black and white with saturated accents, and every text at full opacity.
  ///
  /// Every text pair reaches WCAG AAA (7:1); the scrim is darker (60%) so the modal
  /// stands apart from the host even on terminals without colour blending.
  public static let highContrast = ColorScheme(
    primary: Color(hex: 0xFFFF00), onPrimary: .black, secondary: Color(hex: 0x00FFFF),
    onSecondary: .black, surface: .black, onSurface: .white, background: .black,
    onBackground: .white, error: Color(hex: 0xFF8080), onError: .black,
    scrim: .black.withAlpha(0.6), snackbarBackground: .white, onSnackbarBackground: .black,
    highEmphasisOpacity: 1, mediumEmphasisOpacity: 1, disabledOpacity: 0.6, outlineOpacity: 1)
}
