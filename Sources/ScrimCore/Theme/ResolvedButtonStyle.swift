/// A colour and a typographic style, ready to draw: what a renderer needs for one run
/// of text.
public struct ResolvedTextStyle: Hashable, Sendable {
  /// The text colour, opaque (translucent roles are composited over their background).
  public var color: Color
  /// Weight, italics and letter case.
  public var style: TextStyle
  /// The typographic role the style came from.
  ///
  /// Defaults to `.body1`.
  public var role: TypographyRole = .body1
  /// The size in points the text is laid out and drawn at where text has sizes: the
  /// theme's size for `role`.
  ///
  /// Defaults to Body 1's in Material's type scale, 16.
  public var size = TypeScale.material.body1

  /// Makes a resolved text style of the Body 1 role.
  public init(color: Color, style: TextStyle) {
    self.color = color
    self.style = style
  }

  /// Makes a resolved text style of `role` at its size in Material's type scale, drawn in
  /// `style`.
  public init(color: Color, style: TextStyle, role: TypographyRole) {
    self.init(color: color, style: style, role: role, scale: .material)
  }

  /// Makes a resolved text style of `role` at its size in `scale`, drawn in `style`.
  public init(color: Color, style: TextStyle, role: TypographyRole, scale: TypeScale) {
    self.color = color
    self.style = style
    self.role = role
    self.size = scale.size(for: role)
  }

  /// Makes a resolved text style of `role`, drawn and sized as `scheme` draws the role.
  public init(color: Color, role: TypographyRole, in scheme: TypographyScheme) {
    self.init(color: color, style: scheme.style(for: role), role: role, scale: scheme.scale)
  }

  /// The font the text is measured and painted in.
  public var font: TextFont {
    TextFont(role: role, size: size, weight: style.weight, isItalic: style.isItalic)
  }
}

/// How one button is drawn, resolved from its action's emphasis, role and state and a
/// container scheme (MDC's `MDCButton+MaterialTheming`).
///
/// High emphasis gives a contained button, medium an outlined one, low a text button.
/// Destructive actions use the error colour where the others use the primary colour.
public struct ResolvedButtonStyle: Hashable, Sendable {
  /// The three Material button styles.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// A filled button: the most prominent.
    case contained
    /// A button with a border and no fill.
    case outlined
    /// A button that is only its title.
    case text

    /// The style MDC gives an emphasis: high → contained, medium → outlined, low → text.
    public init(emphasis: AlertAction.Emphasis) {
      switch emphasis {
      case .high: self = .contained
      case .medium: self = .outlined
      case .low: self = .text
      }
    }
  }

  /// Contained, outlined or text.
  public var kind: Kind
  /// The title's colour and style.
  public var title: ResolvedTextStyle
  /// The fill of a contained button, opaque; nil means the container shows through.
  public var fillColor: Color?
  /// The border of an outlined button, opaque; nil means no border.
  public var borderColor: Color?
  /// The fill's or border's corner radius in points: the shape scheme's (MDC styles
  /// buttons with the small-component shape, 4 in Material).
  public var cornerRadius: Double
  /// Whether the button casts a shadow (a contained, enabled button's elevation 2).
  public var castsShadow: Bool

  /// Makes a resolved style from its parts.
  public init(
    kind: Kind, title: ResolvedTextStyle, fillColor: Color?, borderColor: Color?,
    cornerRadius: Double, castsShadow: Bool
  ) {
    self.kind = kind
    self.title = title
    self.fillColor = fillColor
    self.borderColor = borderColor
    self.cornerRadius = max(0, cornerRadius)
    self.castsShadow = castsShadow
  }

  /// Makes a resolved style from its parts, with rounded corners of Material's radius 4
  /// or square ones.
  public init(
    kind: Kind, title: ResolvedTextStyle, fillColor: Color?, borderColor: Color?,
    corners: CornerStyle, castsShadow: Bool
  ) {
    self.init(
      kind: kind, title: title, fillColor: fillColor, borderColor: borderColor,
      cornerRadius: corners.radius(keeping: 0), castsShadow: castsShadow)
  }

  /// How the fill's or border's corners are drawn where there are no curves: square for a
  /// radius of 0, rounded otherwise.
  ///
  /// Setting `.rounded` keeps a positive `cornerRadius` (else makes it 4); `.square` makes
  /// it 0.
  public var corners: CornerStyle {
    get { CornerStyle(radius: cornerRadius) }
    set { cornerRadius = newValue.radius(keeping: cornerRadius) }
  }

  /// Resolves a button drawn on `surface` from a scheme.
  ///
  /// - Parameters:
  ///   - kind: Contained, outlined or text.
  ///   - isDestructive: Whether to use the error colour instead of the primary one.
  ///   - isEnabled: Whether the button can be chosen; disabled buttons use `onSurface`
  ///     at the scheme's disabled opacity, which WCAG exempts from contrast minimums.
  ///   - scheme: The theme.
  ///   - surface: The opaque colour the button sits on.
  public init(
    kind: Kind, isDestructive: Bool, isEnabled: Bool, scheme: ContainerScheme, surface: Color
  ) {
    let colors = scheme.colorScheme
    let accent = isDestructive ? colors.error : colors.primary
    let onAccent = isDestructive ? colors.onError : colors.onPrimary
    let disabledText = colors.onSurface.withAlpha(colors.disabledOpacity)
    let titleColor: Color
    var fill: Color?
    var border: Color?
    switch kind {
    case .contained:
      let filled = isEnabled ? accent : colors.onSurface.withAlpha(0.12).composited(over: surface)
      fill = filled
      titleColor = isEnabled ? onAccent : disabledText.composited(over: filled)
    case .outlined:
      titleColor = isEnabled ? accent : disabledText.composited(over: surface)
      let outline = colors.onSurface.withAlpha(colors.outlineOpacity).composited(over: surface)
      border = isDestructive && isEnabled ? accent : outline
    case .text:
      titleColor = isEnabled ? accent : disabledText.composited(over: surface)
    }
    self.init(
      kind: kind,
      title: ResolvedTextStyle(color: titleColor, role: .button, in: scheme.typographyScheme),
      fillColor: fill, borderColor: border, cornerRadius: scheme.shapeScheme.cornerRadius,
      castsShadow: kind == .contained && isEnabled && scheme.shapeScheme.dialogElevation > 0)
  }
}
