/// One modal's own colours, typography and shape, laid over its scheme.
///
/// These are `MDCAlertController`'s per-alert properties (`titleColor`, `messageFont`,
/// `backgroundColor`, `cornerRadius`, `elevation`...). Nil keeps the scheme's value.
///
///     alert.appearance.titleColor = Color(hex: 0xB00020)
///     alert.appearance.cornerRadius = 0  // square corners
public struct ModalAppearance: Hashable, Sendable {
  /// The title's colour (MDC `titleColor`).
  public var titleColor: Color?
  /// The title's typography role (MDC `titleFont`).
  public var titleStyle: TextStyle?
  /// The message's colour (MDC `messageColor`).
  public var messageColor: Color?
  /// The message's typography role (MDC `messageFont`).
  public var messageStyle: TextStyle?
  /// Every button title's colour (MDC `buttonTitleColor`); disabled buttons keep theirs.
  public var buttonTitleColor: Color?
  /// Every button title's typography role (MDC `buttonFont`).
  public var buttonStyle: TextStyle?
  /// The container's colour (MDC `backgroundColor`).
  public var backgroundColor: Color?
  /// The container's corner radius in points; 0 draws square corners (MDC `cornerRadius`).
  public var cornerRadius: Double?
  /// The container's elevation; 0 casts no shadow (MDC `elevation`).
  public var elevation: Double?
  /// Whether the modal's text follows the user's text size (MDC's
  /// `adjustsFontForContentSizeCategory`); false keeps the theme's sizes whatever the
  /// desktop asks.
  ///
  /// Defaults to nil: the scheme's `TypographyScheme.adjustsFontForContentSizeCategory`
  /// (true).
  public var adjustsFontForContentSizeCategory: Bool?

  /// Makes overrides; every one defaults to nil, the scheme's value.
  public init(
    titleColor: Color? = nil, titleStyle: TextStyle? = nil, messageColor: Color? = nil,
    messageStyle: TextStyle? = nil, buttonTitleColor: Color? = nil,
    buttonStyle: TextStyle? = nil, backgroundColor: Color? = nil, cornerRadius: Double? = nil,
    elevation: Double? = nil
  ) {
    self.titleColor = titleColor
    self.titleStyle = titleStyle
    self.messageColor = messageColor
    self.messageStyle = messageStyle
    self.buttonTitleColor = buttonTitleColor
    self.buttonStyle = buttonStyle
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.elevation = elevation
  }
}

extension ResolvedModalStyle {
  /// This style with a modal's own overrides laid over it.
  func applying(_ appearance: ModalAppearance, enabled: [Bool]) -> ResolvedModalStyle {
    var style = self
    if let color = appearance.titleColor { style.title.color = color }
    if let role = appearance.titleStyle { style.title.style = role }
    if let color = appearance.messageColor { style.message.color = color }
    if let role = appearance.messageStyle { style.message.style = role }
    if let color = appearance.backgroundColor { style.containerColor = color }
    if let radius = appearance.cornerRadius { style.cornerRadius = max(0, radius) }
    if let elevation = appearance.elevation { style.elevation = max(0, elevation) }
    for index in style.buttons.indices {
      if let color = appearance.buttonTitleColor, enabled.indices.contains(index),
        enabled[index]
      {
        style.buttons[index].title.color = color
      }
      if let role = appearance.buttonStyle { style.buttons[index].title.style = role }
    }
    return style
  }
}
