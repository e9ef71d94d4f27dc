/// How one typographic role is drawn where there is a single font size: weight,
/// italics and letter case.
///
/// Terminals draw every character at the user's font size, so Material's sizes become
/// emphasis: a 20 pt medium headline is bold, 12 pt captions are dim.
public struct TextStyle: Hashable, Sendable {
  /// How heavy the text is drawn.
  public enum Weight: Hashable, Sendable, CaseIterable {
    /// Fainter than normal text (SGR 2 on a terminal).
    case dim
    /// Normal text.
    case regular
    /// Heavier than normal text (SGR 1 on a terminal).
    case bold
  }

  /// How heavy the text is drawn.
  ///
  /// Defaults to `.regular`.
  public var weight: Weight
  /// Whether the text is slanted.
  ///
  /// Defaults to false.
  public var isItalic: Bool
  /// Whether the text is shown in capitals, as Material's button style asks.
  ///
  /// Defaults to false.
  public var isUppercase: Bool

  /// Makes a style.
  public init(weight: Weight = .regular, isItalic: Bool = false, isUppercase: Bool = false) {
    self.weight = weight
    self.isItalic = isItalic
    self.isUppercase = isUppercase
  }

  /// `text` as this style shows it: upper-cased when `isUppercase` is set.
  public func displayText(_ text: String) -> String {
    isUppercase ? text.uppercased() : text
  }
}

/// The typographic roles of a theme, as `MDCTypographyScheme` has them.
public struct TypographyScheme: Hashable, Sendable {
  /// Titles of alerts and dialogs (Material: 20 pt medium).
  public var headline6: TextStyle
  /// Titles of action sheets and list rows (Material: 16 pt regular).
  public var subtitle1: TextStyle
  /// Alert and dialog messages (Material: 16 pt regular).
  public var body1: TextStyle
  /// Banner, snackbar and action-sheet text (Material: 14 pt regular).
  public var body2: TextStyle
  /// Button titles (Material: 14 pt medium, capitals).
  public var button: TextStyle
  /// Small supporting text (Material: 12 pt regular).
  public var caption: TextStyle
  /// Each role's size in points, for renderers that draw sizes (a terminal has one).
  ///
  /// Defaults to Material's type scale.
  public var scale: TypeScale
  /// Whether text of this scheme follows the user's text size (`ContentSizeCategory`):
  /// MDC's `mdc_adjustsFontForContentSizeCategory`, for every snackbar, banner and modal
  /// the scheme themes.
  ///
  /// Defaults to true, as GTK and libadwaita always follow the desktop's text size. A
  /// modal's `ModalAppearance.adjustsFontForContentSizeCategory` overrides it.
  public var adjustsFontForContentSizeCategory = true

  /// Makes a scheme from every role, sized by Material's type scale.
  public init(
    headline6: TextStyle, subtitle1: TextStyle, body1: TextStyle, body2: TextStyle,
    button: TextStyle, caption: TextStyle
  ) {
    self.init(
      headline6: headline6, subtitle1: subtitle1, body1: body1, body2: body2, button: button,
      caption: caption, scale: .material)
  }

  /// Makes a scheme from every role and the size of each.
  public init(
    headline6: TextStyle, subtitle1: TextStyle, body1: TextStyle, body2: TextStyle,
    button: TextStyle, caption: TextStyle, scale: TypeScale
  ) {
    self.headline6 = headline6
    self.subtitle1 = subtitle1
    self.body1 = body1
    self.body2 = body2
    self.button = button
    self.caption = caption
    self.scale = scale
  }

  /// Material's 2018 roles in a terminal: medium weights and headlines are bold, buttons
  /// bold capitals, captions dim, everything else regular.
  public static let material = TypographyScheme(
    headline6: TextStyle(weight: .bold), subtitle1: TextStyle(), body1: TextStyle(),
    body2: TextStyle(), button: TextStyle(weight: .bold, isUppercase: true),
    caption: TextStyle(weight: .dim))

  /// Like `material`, but never dim, since faint text loses contrast on many terminals.
  public static let highContrast = TypographyScheme(
    headline6: TextStyle(weight: .bold), subtitle1: TextStyle(weight: .bold), body1: TextStyle(),
    body2: TextStyle(), button: TextStyle(weight: .bold, isUppercase: true),
    caption: TextStyle())
}
