/// How a snackbar is drawn, resolved from a container scheme.
///
/// MDC's snackbar has no theming extension; these are its defaults (`MDCSnackbarMessageView`)
/// expressed as roles: the `snackbarBackground` role (#323232 in the light scheme) with
/// `onSnackbarBackground` text (white) in Body 1, and the action in the Button style,
/// `onSnackbarBackground` at 60% normally and at full strength when highlighted (MDC's
/// `buttonTitleColor` for `.normal` and `.highlighted`). Corner radius and elevation come
/// from the shape scheme (4 and 6 in Material).
///
/// The seed's table gives the message "White at 60% opacity"; MDC's code draws it white,
/// and so does Scrim: the message is what the user must read, and the 60% is the action's.
public struct ResolvedSnackbarStyle: Hashable, Sendable {
  /// The background, opaque.
  public var backgroundColor: Color
  /// The message's colour and style: Body 1 in `onSnackbarBackground`.
  public var text: ResolvedTextStyle
  /// The action title's colour and style in its normal state: Button, in
  /// `onSnackbarBackground` at the scheme's medium-emphasis opacity (MDC's white at 60%),
  /// made stronger only where that would fall below 4.5:1.
  public var action: ResolvedTextStyle
  /// The action title's colour and style while it is highlighted, pressed or focused:
  /// Button, in `onSnackbarBackground` (MDC's white).
  public var highlightedAction: ResolvedTextStyle
  /// The corner radius in points, the shape scheme's (MDC's 4).
  ///
  /// A pixel renderer draws this radius; a terminal draws `corners`.
  public var cornerRadius: Double
  /// The elevation; a renderer draws a shadow when it is positive.
  public var elevation: Double

  /// Resolves a snackbar's style from a scheme.
  public init(scheme: ContainerScheme) {
    let colors = scheme.colorScheme
    let background =
      colors.snackbarBackground.alpha < 1
      ? colors.snackbarBackground.composited(over: colors.background) : colors.snackbarBackground
    let onBackground = colors.onSnackbarBackground.composited(over: background)
    let type = scheme.typographyScheme
    backgroundColor = background
    text = ResolvedTextStyle(color: onBackground, role: .body1, in: type)
    action = ResolvedTextStyle(
      color: colors.onSnackbarBackground.legible(
        atLeast: colors.mediumEmphasisOpacity, over: background),
      role: .button, in: type)
    highlightedAction = ResolvedTextStyle(color: onBackground, role: .button, in: type)
    cornerRadius = max(0, scheme.shapeScheme.cornerRadius)
    elevation = scheme.shapeScheme.snackbarElevation
  }

  /// How the corners are drawn where there are no curves: square for a radius of 0,
  /// rounded otherwise.
  public var corners: CornerStyle {
    get { CornerStyle(radius: cornerRadius) }
    set { cornerRadius = newValue.radius(keeping: cornerRadius) }
  }

  /// The action title's style for its state: `highlightedAction` while pressed or
  /// focused, `action` otherwise.
  public func actionStyle(isHighlighted: Bool) -> ResolvedTextStyle {
    isHighlighted ? highlightedAction : action
  }

  /// Whether a renderer should draw a shadow.
  public var castsShadow: Bool { elevation > 0 }
}

/// How a banner is drawn, resolved from a container scheme (MDC's `MDCBannerView`
/// theming: surface background, Body 2 text at high emphasis, text buttons, a divider
/// and a primary-tinted icon).
public struct ResolvedBannerStyle: Hashable, Sendable {
  /// The background, opaque.
  public var backgroundColor: Color
  /// How much of `backgroundColor` covers what is beneath, from 0 to 1.
  ///
  /// The scheme's `bannerBackgroundOpacity`, or the banner's own (`applying(_:)`). Text
  /// colours are resolved over the opaque colour.
  public var backgroundOpacity: Double = 1
  /// The title's colour and style.
  public var title: ResolvedTextStyle
  /// The description's colour and style.
  public var message: ResolvedTextStyle
  /// The buttons' style: text buttons, as MDC themes both banner buttons.
  public var button: ResolvedButtonStyle
  /// The icon's colour.
  public var iconColor: Color
  /// The divider's colour: `onSurface` at the outline opacity, so the one-cell line a
  /// terminal draws holds 3:1 (Material's 12% is 1.3:1, invisible in high contrast).
  public var dividerColor: Color

  /// Resolves a banner's style from a scheme.
  public init(scheme: ContainerScheme) {
    let colors = scheme.colorScheme
    let surface =
      colors.surface.opaque
    let high = colors.onSurface.withAlpha(colors.highEmphasisOpacity).composited(over: surface)
    backgroundColor = surface
    title = ResolvedTextStyle(color: high, role: .subtitle1, in: scheme.typographyScheme)
    message = ResolvedTextStyle(color: high, role: .body2, in: scheme.typographyScheme)
    button = ResolvedButtonStyle(
      kind: .text, isDestructive: false, isEnabled: true, scheme: scheme, surface: surface)
    iconColor = colors.primary
    dividerColor = colors.onSurface.withAlpha(colors.outlineOpacity).composited(over: surface)
    backgroundOpacity = Self.clamped(colors.bannerBackgroundOpacity)
  }
}
